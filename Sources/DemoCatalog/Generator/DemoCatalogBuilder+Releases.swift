import Catalog
import FoundationEssentials
import Glibc
import StableHashing
import TextFormatting

extension DemoCatalogBuilder {
    private static let labels = [
        "Blue Note", "Columbia", "Verve", "Prestige", "Riverside", "Impulse!", "Atlantic", "Decca", "OKeh",
        "RCA Victor", "Contemporary", "Pablo", "ECM", "Concord Jazz", "Fantasy", "Savoy", "Capitol", "Mercury",
        "Argo", "Bethlehem", "Storyville", "Black Saint", "SteepleChase", "Criss Cross", "Enja",
    ]
    private static let formats = ["12\" Vinyl", "CD", "Digital Media", "10\" Vinyl", "Cassette", "78 RPM"]
    private static let countries = ["US", "US", "US", "GB", "FR", "DE", "JP", "NL", "XW"]
    private static let venues = [
        "Village Vanguard", "Birdland", "Blue Note", "Newport", "Montreux", "Carnegie Hall", "Five Spot",
        "Half Note", "Lighthouse", "Jazz Workshop", "Olympia", "Ronnie Scott's", "Keystone Korner", "Town Hall",
    ]
    private static let moods = [
        "Blue", "Midnight", "Late Night", "Autumn", "Smoky", "Velvet", "Golden", "Quiet", "Swinging", "Moonlit",
        "Easy", "Bright", "Sunday", "Uptown",
    ]
    private static let things = [
        "Sessions", "Moods", "Ballads", "Standards", "Sketches", "Conversations", "Reflections", "Nights",
        "Grooves", "Portraits", "Stories", "Impressions", "Encounters",
    ]

    /// The recording's default release: often a further track on its leader's open album,
    /// otherwise a new album. Album years are raised to their latest track afterwards
    /// (`alignReleaseYears`), so no release predates a recording on it.
    func defaultRelease(leader: Int?, year: Int?, random: inout SeededRandom) throws -> Int {
        let key = leader ?? 0
        if var album = openAlbums[key], album.tracks < 12, random.chance(0.57) {
            album.tracks += 1
            openAlbums[key] = album
            return album.releaseID
        }
        let releaseID = try writeRelease(
            title: albumTitle(leader: leader, random: &random), credit: artistCredit(leader: leader, random: &random),
            year: year.map { $0 + (random.chance(0.3) ? random.inRange(0...3) : 0) }, random: &random)
        openAlbums[key] = OpenAlbum(releaseID: releaseID, tracks: 1)
        return releaseID
    }

    func alignReleaseYears() throws {
        try db.execute(
            """
            UPDATE releases SET release_year = latest.year,
                   release_date = CASE WHEN release_date IS NULL THEN NULL
                                       ELSE printf('%04d%s', latest.year, substr(release_date, 5)) END
            FROM (SELECT default_release_id AS id, max(recording_year) AS year FROM recordings
                  WHERE recording_year IS NOT NULL AND default_release_id IS NOT NULL GROUP BY default_release_id) AS latest
            WHERE releases.id = latest.id AND (releases.release_year IS NULL OR releases.release_year < latest.year)
            """)
    }

    func linkRecording(_ recording: Int, toRelease release: Int, track: Int?) throws {
        try writer.insertTrack(recording: recording, release: release, disc: 1, number: track)
        recordingReleaseLinks += 1
    }

    /// Compilations and anthologies bring the release count and the recording↔release links
    /// to the real catalog's numbers: "The Best of …" for a famous leader, otherwise
    /// various-artists sets.
    func writeCompilations() throws {
        var random = SeededRandom("compilations")
        let compilationCount = max(0, DemoCatalogShape.releaseCount - (nextReleaseID - 1))
        var linksToAdd = max(0, DemoCatalogShape.recordingReleaseCount - recordingReleaseLinks)
        let famousLeaders = recordingsByLeader.keys.filter { performers[$0 - 1].isFamous }.sorted()
        let recordingTotal = nextRecordingID - 1
        for made in 0..<compilationCount {
            let left = compilationCount - made
            let average = max(1, linksToAdd / max(1, left))
            let trackCount = max(1, average + random.inRange(-average / 2...average / 2))
            let bestOf = random.chance(0.35) ? famousLeaders.isEmpty ? nil : random.pick(famousLeaders) : nil
            let title: String
            let credit: String
            if let bestOf {
                let name = performers[bestOf - 1].name
                title = random.pick([
                    "The Best of \(name)", "\(name): The Essential Collection",
                    "The Complete \(name), Vol. \(random.inRange(1...12))",
                ])
                credit = name
            } else {
                title =
                    random.pick([
                        "Jazz Masters", "Ken's Jazz Library", "Jazz for a Rainy Day", "The Standards Collection",
                        "Cool Jazz Classics", "Swing Time",
                    ]) + ", Vol. \(random.inRange(1...40))"
                credit = "Various Artists"
            }
            var chosen: [Int] = []
            var seen = Set<Int>()
            let pool = bestOf.flatMap { recordingsByLeader[$0] }
            for _ in 0..<trackCount {
                let recording = pool.map { random.pick($0) } ?? (1 + random.below(recordingTotal))
                if seen.insert(recording).inserted { chosen.append(recording) }
            }
            let latest = chosen.compactMap { recordingYears[$0 - 1] }.max() ?? 1955
            let releaseID = try writeRelease(
                title: title, credit: credit, year: min(2025, latest + random.inRange(0...8)), random: &random)
            for (position, recording) in chosen.enumerated() {
                try linkRecording(recording, toRelease: releaseID, track: position + 1)
            }
            linksToAdd -= chosen.count
        }
    }

    private func writeRelease(title: String, credit: String?, year: Int?, random: inout SeededRandom) throws -> Int {
        let releaseID = nextReleaseID
        nextReleaseID += 1
        let uuid = StableID.make("release", String(releaseID))
        try writer.insertRelease(
            id: releaseID, uuid: uuid, title: title, artistCredit: credit, year: year,
            date: year.map { Printf.string("%04d-%02d-01", $0, random.inRange(1...12)) },
            label: random.pick(Self.labels), catalogNumber: "\(random.inRange(1000...99999))",
            format: random.pick(Self.formats), country: random.pick(Self.countries))
        try writeImagery(release: releaseID, uuid: uuid, random: &random)
        return releaseID
    }

    /// Most releases have a front cover (some from two sources), a few a back cover; the
    /// `demo-cover:` URLs name images the artwork module draws from the URL itself.
    private func writeImagery(release: Int, uuid: String, random: inout SeededRandom) throws {
        let sources: [(name: String, sizes: [Int])] = [
            ("MusicBrainz", [250, 500, 1200]), ("Spotify", [64, 300, 640]), ("Apple", [100, 300, 600]),
        ]
        func write(_ source: (name: String, sizes: [Int]), _ side: CatalogWriter.CoverSide) throws {
            let base = "demo-cover://\(source.name.lowercased())/\(uuid)/\(side.rawValue.lowercased())"
            try writer.insertReleaseImage(
                release: release, source: source.name, side: side, small: "\(base)?size=\(source.sizes[0])",
                medium: "\(base)?size=\(source.sizes[1])", large: "\(base)?size=\(source.sizes[2])",
                sourceURL: "demo-source://\(source.name.lowercased())/\(uuid)")
        }
        if random.chance(0.82) {
            let roll = random.unit()
            let first = roll < 0.55 ? 0 : roll < 0.85 ? 1 : 2
            try write(sources[first], .front)
            if random.chance(0.12) { try write(sources[(first + 1) % 3], .front) }
        }
        if random.chance(0.15) { try write(sources[0], .back) }
    }

    private func albumTitle(leader: Int?, random: inout SeededRandom) -> String {
        let surname =
            leader.map { performers[$0 - 1].sortName.split(separator: ",").first.map(String.init) ?? "" } ?? "Jazz"
        switch random.below(6) {
        case 0: return "Live at the \(random.pick(Self.venues))"
        case 1: return "\(surname) Plays Standards"
        case 2: return "\(random.pick(Self.moods)) \(random.pick(Self.things))"
        case 3: return "The \(surname) Sessions, Vol. \(random.inRange(1...6))"
        case 4: return "\(random.pick(Self.moods)) \(random.pick(Self.things)) (Remastered)"
        default: return "\(random.pick(Self.things)) in \(random.pick(["Blue", "Swing", "Time", "Brass", "Red"]))"
        }
    }

    /// The leader's name, a band under it, a duo credit, or (rarely) nothing at all, which
    /// makes the card fall back to the leader's name.
    private func artistCredit(leader: Int?, random: inout SeededRandom) -> String? {
        guard let leader else { return random.chance(0.5) ? "Various Artists" : nil }
        let name = performers[leader - 1].name
        let roll = random.unit()
        if roll < 0.6 { return name }
        if roll < 0.85 { return "The \(name) \(random.pick(GeneratedNames.bandWords))" }
        if roll < 0.95 { return "\(name) & \(performers[random.below(performers.count)].name)" }
        return roll < 0.98 ? "" : nil
    }
}
