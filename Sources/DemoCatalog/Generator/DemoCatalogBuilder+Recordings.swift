import Catalog
import FoundationEssentials
import Glibc
import StableHashing
import TextFormatting

/// What the authority step needs to know about a recording it may recommend.
struct WrittenRecording {
    let id: Int
    let year: Int?
    let leaderName: String?
    let famousLeader: Bool
}

extension DemoCatalogBuilder {
    private struct Credit {
        let performer: Int
        let instrument: Int?
        let role: CreditRole
    }

    private static let armstrongID = 1
    private static let forcedArmstrongYears: [Int?] = [
        1925, 1932, 1941, 1954, 1965, 1970, 1983, 1994, 2001, 2012, 2021, nil,
    ]
    private static let forcedAllOfMeYears: [Int?] = [1934, 1946, 1952, 1961, 1975, 1988, 1996, 2004, 2015, 2022, nil]

    private var famousIDs: Range<Int> { 2..<(FamousPerformers.all.count + 1) }

    /// Generated musicians who lead records, and those who only play on them or engineer.
    private var leaderPool: Range<Int> { (FamousPerformers.all.count + 1)..<(FamousPerformers.all.count + 14_001) }
    private var engineerPool: Range<Int> { (performers.count - 400 + 1)..<(performers.count + 1) }
    private var sidemanPool: Range<Int> { (FamousPerformers.all.count + 1)..<(performers.count - 400 + 1) }

    func writeRecordings(songIndex: Int) throws -> [WrittenRecording] {
        let song = songs[songIndex]
        let count = plan.recordingCounts[songIndex]
        let armstrongCount = plan.armstrongCounts[songIndex] ?? 0
        var random = SeededRandom("recordings:" + song.title)
        let firstYear = max(song.year, 1917)
        let isAllOfMe = song.title == DemoCatalogShape.allOfMe
        let isTigerRag = song.title == DemoCatalogShape.tigerRag
        let allOfMeLeaders = isAllOfMe ? makeAllOfMeLeaders(count: count - armstrongCount, random: &random) : []

        var written: [WrittenRecording] = []
        written.reserveCapacity(count)
        for position in 0..<count {
            let recordingID = nextRecordingID
            nextRecordingID += 1
            var credits: [Credit] = []
            var year: Int?

            if position < armstrongCount {
                year = armstrongYear(position: position, forced: isTigerRag, firstYear: firstYear, random: &random)
                credits = armstrongCredits(alwaysLeads: isAllOfMe, random: &random)
            } else {
                let leader: Int?
                if isAllOfMe {
                    leader = allOfMeLeaders[position - armstrongCount]
                    let forcedIndex = position - armstrongCount
                    if forcedIndex < Self.forcedAllOfMeYears.count {
                        year = Self.forcedAllOfMeYears[forcedIndex]
                    } else {
                        year = generalYear(leader: leader, firstYear: firstYear, random: &random)
                    }
                } else {
                    leader = random.chance(0.012) ? nil : pickLeader(random: &random)
                    year = generalYear(leader: leader, firstYear: firstYear, random: &random)
                }
                if let leader {
                    credits.append(Credit(performer: leader, instrument: primaryInstrument(leader), role: .leader))
                    if !isAllOfMe, random.chance(0.03) {
                        let partner = pickLeader(random: &random)
                        if partner != leader {
                            credits.append(
                                Credit(performer: partner, instrument: primaryInstrument(partner), role: .leader))
                        }
                    }
                    if performers[leader - 1].instrumentIDs.count > 1, random.chance(0.3) {
                        credits.append(
                            Credit(
                                performer: leader, instrument: performers[leader - 1].instrumentIDs[1], role: .leader))
                    }
                }
            }
            credits.append(contentsOf: sidemen(random: &random))
            if random.chance(0.1) {
                credits.append(
                    Credit(
                        performer: random.inRange(engineerPool.lowerBound...engineerPool.upperBound - 1),
                        instrument: nil, role: .other))
            }

            let leaderID = credits.first { $0.role == .leader }?.performer
            let releaseID =
                random.chance(0.007) ? nil : try defaultRelease(leader: leaderID, year: year, random: &random)
            let title = recordingTitle(song, random: &random)
            let uuid = StableID.make("recording", "\(song.title)#\(position)")
            let date = year.flatMap { y in
                random.chance(0.4)
                    ? Printf.string("%04d-%02d-%02d", y, random.inRange(1...12), random.inRange(1...28)) : nil
            }
            try writer.insertRecording(
                id: recordingID, uuid: uuid, song: songIndex + 1, title: title, year: year, date: date,
                datePrecision: date == nil ? "year" : "day", defaultRelease: releaseID,
                isCanonical: position == 0 && random.chance(0.3), notes: nil)
            try writeCredits(credits, recording: recordingID)
            if let releaseID {
                try linkRecording(recordingID, toRelease: releaseID, track: nil)
                recordingsWithDefaultRelease += 1
                let forcePlayable = isAllOfMe && position == 0
                try writeStreamingLinks(
                    recording: recordingID, release: releaseID, uuid: uuid, forceSpotify: forcePlayable, random: &random
                )
            }
            try writeContributions(recording: recordingID, credits: credits, random: &random)
            recordingYears.append(year)
            if let leaderID { recordingsByLeader[leaderID, default: []].append(recordingID) }
            written.append(
                WrittenRecording(
                    id: recordingID, year: year, leaderName: leaderID.map { performers[$0 - 1].name },
                    famousLeader: leaderID.map { performers[$0 - 1].isFamous } ?? false))
        }
        return written
    }

    // MARK: Who plays

    /// 237 distinct leaders besides Armstrong, each on at least one recording, the famous
    /// ones on more: exactly 238 leader shelves under Sort: Name.
    private func makeAllOfMeLeaders(count: Int, random: inout SeededRandom) -> [Int] {
        let distinct = DemoCatalogShape.allOfMeLeaderCount - 1
        var chosen: [Int] = Array(famousIDs.prefix(45))
        var seen = Set(chosen)
        while chosen.count < distinct {
            let candidate = random.inRange(leaderPool.lowerBound...leaderPool.upperBound - 1)
            if seen.insert(candidate).inserted { chosen.append(candidate) }
        }
        var leaders = chosen
        while leaders.count < count {
            leaders.append(random.chance(0.6) ? chosen[random.below(45)] : random.pick(chosen))
        }
        for index in stride(from: leaders.count - 1, to: 0, by: -1) {
            leaders.swapAt(index, random.below(index + 1))
        }
        return leaders
    }

    private func pickLeader(random: inout SeededRandom) -> Int {
        if random.chance(0.24) {
            let skewed = random.unit() * random.unit()
            return famousIDs.lowerBound + Int(skewed * Double(famousIDs.count))
        }
        return random.inRange(leaderPool.lowerBound...leaderPool.upperBound - 1)
    }

    private func sidemen(random: inout SeededRandom) -> [Credit] {
        let roll = random.unit()
        let count = roll < 0.25 ? 0 : roll < 0.55 ? 1 : roll < 0.8 ? 2 : roll < 0.92 ? 3 : 4
        return (0..<count).map { _ in
            let performer =
                random.chance(0.05)
                ? famousIDs.lowerBound + random.below(famousIDs.count)
                : random.inRange(sidemanPool.lowerBound...sidemanPool.upperBound - 1)
            return Credit(performer: performer, instrument: primaryInstrument(performer), role: .sideman)
        }
    }

    /// Mostly leader on trumpet (often singing too), sometimes a sideman on someone else's
    /// date, now and then both on one recording.
    private func armstrongCredits(alwaysLeads: Bool, random: inout SeededRandom) -> [Credit] {
        let trumpet = DemoInstruments.idByName["Trumpet"]!
        let roll = random.unit()
        if roll < 0.93 || alwaysLeads {
            var credits = [Credit(performer: Self.armstrongID, instrument: trumpet, role: .leader)]
            if random.chance(0.4) {
                credits.append(Credit(performer: Self.armstrongID, instrument: DemoInstruments.vocalsID, role: .leader))
            }
            return credits
        }
        let host = famousIDs.lowerBound + random.below(30)
        var credits = [Credit(performer: host, instrument: primaryInstrument(host), role: .leader)]
        if roll < 0.98 {
            credits.append(Credit(performer: Self.armstrongID, instrument: trumpet, role: .sideman))
        } else {
            credits.append(Credit(performer: Self.armstrongID, instrument: DemoInstruments.vocalsID, role: .leader))
            credits.append(Credit(performer: Self.armstrongID, instrument: trumpet, role: .sideman))
        }
        return credits
    }

    private func primaryInstrument(_ performer: Int) -> Int? { performers[performer - 1].instrumentIDs.first }

    // MARK: When

    private func armstrongYear(position: Int, forced: Bool, firstYear: Int, random: inout SeededRandom) -> Int? {
        if forced, position < Self.forcedArmstrongYears.count { return Self.forcedArmstrongYears[position] }
        let roll = random.unit()
        if roll < 0.06 { return nil }
        let start = max(firstYear, 1925)
        if roll < 0.86, start <= 1971 { return random.inRange(start...1971) }
        return random.inRange(max(start, 1972)...2025)
    }

    private func generalYear(leader: Int?, firstYear: Int, random: inout SeededRandom) -> Int? {
        if random.chance(0.04) { return nil }
        if let leader, let active = performers[leader - 1].activeYears, !random.chance(0.08) {
            let lower = max(firstYear, active.lowerBound)
            let upper = min(2025, active.upperBound)
            if lower <= upper { return random.inRange(lower...upper) }
        }
        let span = Double(2025 - firstYear + 1)
        return firstYear + min(Int(pow(random.unit(), 1.25) * span), 2025 - firstYear)
    }

    // MARK: What it is called

    private func recordingTitle(_ song: StandardSong, random: inout SeededRandom) -> String {
        let roll = random.unit()
        if roll < 0.86 { return song.title }
        if roll < 0.9 { return song.title.capitalized }
        if roll < 0.92, let alternate = song.alternateTitles.first { return alternate }
        let suffixes = [" (Live)", " (Take 2)", " (Alternate Take)", " - Remastered", " (Instrumental)", " (Reprise)"]
        return song.title + random.pick(suffixes)
    }

    // MARK: Rows beside the recording

    private func writeCredits(_ credits: [Credit], recording: Int) throws {
        var seen = Set<String>()
        for credit in credits where seen.insert("\(credit.performer)/\(credit.instrument ?? 0)").inserted {
            try writer.insertCredit(
                recording: recording, performer: credit.performer, instrument: credit.instrument, role: credit.role)
        }
    }

    private func writeStreamingLinks(
        recording: Int, release: Int, uuid: String, forceSpotify: Bool, random: inout SeededRandom
    ) throws {
        let seed = FNV1a.hash(uuid)
        let chances: [(StreamingService, Double)] = [(.spotify, 0.34), (.appleMusic, 0.23), (.youtube, 0.26)]
        for (service, chance) in chances where random.chance(chance) || (forceSpotify && service == .spotify) {
            let url: String
            let album: String?
            switch service {
            case .spotify:
                url = "https://open.spotify.com/track/" + Self.token(seed, length: 22)
                album = "https://open.spotify.com/album/" + Self.token(seed &+ 1, length: 22)
            case .appleMusic:
                url = "https://music.apple.com/us/song/\(seed % 1_000_000_000 + 1_000_000_000)"
                album = nil
            case .youtube:
                url = "https://www.youtube.com/watch?v=" + Self.token(seed &+ 2, length: 11)
                album = nil
            }
            try writer.insertStreamingLink(
                recording: recording, release: release, service: service.rawValue, trackURL: url, albumURL: album,
                previewURL: nil, matchConfidence: 0.7 + Double(random.below(30)) / 100)
        }
    }

    /// JazzBot votes on recordings with more than one credit (vocal if anyone sings); a few
    /// people vote too, sometimes disagreeing, so ties and majorities both occur.
    private func writeContributions(recording: Int, credits: [Credit], random: inout SeededRandom) throws {
        let sings = credits.contains { $0.instrument == DemoInstruments.vocalsID }
        if credits.count > 1, random.chance(0.9) {
            try writer.insertContribution(
                recording: recording, user: "JazzBot", isInstrumental: !sings, performanceKey: nil, tempoMarking: nil,
                updatedAt: nextTimestamp())
        }
        guard random.chance(0.03) else { return }
        let keys = ["C", "F", "Bb", "Eb", "Ab", "G", "D", "Am", "Dm", "Cm"]
        let tempos = ["Ballad", "Slow", "Medium", "Medium-Up", "Up-Tempo", "Fast", "Burning"]
        for user in ["ana", "ben", "chidi", "dora"].prefix(random.inRange(1...3)) {
            try writer.insertContribution(
                recording: recording, user: user,
                isInstrumental: random.chance(0.85) ? (random.chance(0.5) ? !sings : sings) : nil,
                performanceKey: random.pick(keys), tempoMarking: random.pick(tempos), updatedAt: nextTimestamp())
        }
    }

    private func nextTimestamp() -> String {
        contributionClock += 1
        let minutes = contributionClock * 7
        let day = 1 + (minutes / 1440) % 28
        let month = 1 + (minutes / (1440 * 28)) % 12
        return Printf.string("2026-%02d-%02dT%02d:%02d:00Z", month, day, (minutes / 60) % 24, minutes % 60)
    }

    static func token(_ seed: UInt64, length: Int) -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        var random = SeededRandom(seed: seed)
        return String((0..<length).map { _ in alphabet[random.below(alphabet.count)] })
    }

    // MARK: Recommendations

    func writeAuthorityRecommendations(
        songIndex: Int, recordings: [WrittenRecording], count: Int, random: inout SeededRandom
    ) throws {
        let song = songs[songIndex]
        let favoured = recordings.filter(\.famousLeader)
        let url = "https://www.jazzstandards.com/compositions/\(Self.urlSlug(song.title)).htm"
        for _ in 0..<count {
            let matched = !recordings.isEmpty && random.chance(0.88)
            let pick: WrittenRecording? =
                matched
                ? (favoured.isEmpty || random.chance(0.2) ? random.pick(recordings) : random.pick(favoured)) : nil
            let artist = pick?.leaderName ?? random.pick(GeneratedNames.surnames) + " Ensemble"
            try writer.insertRecommendation(
                id: nil, song: songIndex + 1, recording: pick?.id, source: "jazzstandards.com",
                text: "A recommended recording of “\(song.title)” by \(artist).", sourceURL: url, artistName: artist,
                albumTitle: nil, recordingYear: pick?.year)
        }
    }
}
