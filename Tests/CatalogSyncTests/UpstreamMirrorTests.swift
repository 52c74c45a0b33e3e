import ApplicationTestSupport
import ApproachNoteCommands
import Browsing
import Catalog
import CatalogSync
import CatalogTestSupport
import CommandSupport
import Foundation
import Layout
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

/// `catalog sync` from the upstream's own answers, replayed and cut to the songs they hold
/// whole (All of Me, Summertime, Tiger Rag): the upstream shows a page of only a few of their
/// recordings and performers, so the rest are written from its lists, and the scenario pages
/// the mirror shows are the demo file's.
@Suite(.serialized, .testThreads)
struct UpstreamMirrorTests {
    /// One replay and one mirror of it for the suite (the sync reads some 8,000 answers); the
    /// replay stays at its address, so that a later sync is of the same server.
    private static let replay = Result { try UpstreamReplay(wholeSongsOnly: true) }
    private static let mirror = Result { () throws -> (path: String, report: CatalogSync.Report) in
        let target = try SyncedServer.target()
        return (target, try sync(try replay.get().address, into: target))
    }

    private static func mirrored() throws -> (path: String, report: CatalogSync.Report) { try mirror.get() }

    /// A copy of the mirror and of its work file, as the first sync left them: a later sync
    /// into it is a second sync of the same server.
    private static func copyOfTheMirror() throws -> String {
        let path = try mirrored().path
        let copy = try SyncedServer.target()
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        // The work file with its write-ahead log, which holds its last commits.
        for suffix in ["", "-wal"]
        where FileManager.default.fileExists(atPath: CatalogSync.workFilePath(for: path) + suffix) {
            try FileManager.default.copyItem(
                atPath: CatalogSync.workFilePath(for: path) + suffix,
                toPath: CatalogSync.workFilePath(for: copy) + suffix)
        }
        return copy
    }

    /// The recorded pages (recordings' and performers') of what the mirror holds.
    private static func recordedPages(_ prefix: String, of ids: some Collection<String>) -> Int {
        UpstreamReplay.recorded.filter { entry in
            entry.status == 200 && entry.name.hasPrefix(prefix) && !entry.name.contains("releases")
                && ids.contains {
                    entry.target.hasPrefix(
                        "/v1/\(prefix.dropLast() == "recording" ? "recordings" : "performers")/\($0)")
                }
        }.count
    }

    @Test("the sync reads the three whole songs, writing what has no page from the server's lists")
    func counts() throws {
        let (_, report) = try Self.mirrored()
        let songs = UpstreamReplay.WholeSongs.ids
        let recordings = UpstreamReplay.WholeSongs.recordings
        let performers = UpstreamReplay.WholeSongs.performers
        #expect(songs.count == 3)
        #expect(recordings.count == 701 + 1_721 + 420)
        #expect(report.counts.songs == 3)
        #expect(report.counts.recordings == recordings.count)
        #expect(report.counts.performers == performers.count)
        let recordingPages = Self.recordedPages("recording_", of: recordings)
        let performerPages = Self.recordedPages("performer_summary_", of: performers)
        #expect(recordingPages == 3 && performerPages == 2)
        #expect(report.recordingsWithoutPages == recordings.count - recordingPages)
        #expect(report.performersWithoutPages == performers.count - performerPages)
        // The indexes, a summary, a shell and the videos per song, batches of 100 of each song's
        // recordings, a page per recording and per performer, and the two counts it does not serve.
        let batches = [701, 1_721, 420].map { ($0 + 99) / 100 }.reduce(0, +)
        #expect(report.requests == 2 + 3 * 3 + batches + recordings.count + performers.count + 2)
    }

    @Test("a second sync, from the command line, finds nothing changed and says what it wrote from the lists")
    func secondSync() throws {
        let (_, first) = try Self.mirrored()
        let copy = try Self.copyOfTheMirror()
        let replay = try Self.replay.get()
        let run = command(["--server", replay.address, "--catalog", copy, "catalog", "sync"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(run.output)")
        // The upstream sends no ETag: its lists, the bytes they were, tell that nothing changed.
        // The file it does not give, the indexes, a summary, a shell and the videos (it has none)
        // per song, and the counts it does not serve either: under 2 % of the first, and nothing
        // written.
        #expect(lines.first?.hasSuffix("; 13 requests.") == true, "\(run.output)")
        #expect(13 * 50 <= first.requests)
        #expect(!run.error.contains("Writing the catalog"), "\(run.error)")
        let recordings = GroupedNumber.text(first.recordingsWithoutPages)
        let performers = GroupedNumber.text(first.performersWithoutPages)
        // One literal, which the compiler checks at once: a sum of strings in an expectation is
        // seconds of type checking.
        let written = """
            The server has no page of \(recordings) recordings and \(performers) performers: they are written \
            from its lists (no release details, biographies or dates).
            """
        #expect(lines.dropFirst().first == written)
        #expect(lines[2] == "Changes since the last sync: nothing changed.", "\(run.output)")
        // The upstream's songs index and summaries carry no other titles: said once, at the end.
        let noOtherTitles = """
            The server gave no song another title (as "Round About Midnight" for "'Round Midnight"): searches \
            of this copy find songs by their titles and composers only.
            """
        #expect(lines.last == noOtherTitles)
        #expect(try !SQLiteCatalogStore.open(CatalogLocation(path: copy)).holdsAlternateTitles())
        #expect(try SharedDemoCatalog.store().holdsAlternateTitles(), "the demo catalog has them")
        #expect(try SQLiteCatalogStore.open(CatalogLocation(path: copy)).counts() == first.counts)
    }

    @Test("from a server without ETags, a song whose summary changed has its recordings asked again, and only it")
    func changedSummary() throws {
        let replay = try Self.replay.get()
        let changed = try #require(UpstreamReplay.WholeSongs.shells.first)
        let summary = "/v1/songs/\(changed.song)/summary"
        let name = try #require(UpstreamReplay.recorded.first { $0.target == summary }).name
        let recorded = try UpstreamReplay.body(of: UpstreamReplay.recorded(name))
        let first = try Self.mirrored().report
        let target = try Self.copyOfTheMirror()
        replay.answer(name, with: Array(recorded) + Array(" ".utf8))
        defer { replay.answer(name, with: nil) }
        let before = replay.requests.count
        let second = try sync(replay.address, into: target)
        let asked = replay.requests.dropFirst(before) + [summary]
        let pages = Set(
            asked.filter {
                $0.hasPrefix("/v1/recordings/") && !$0.contains("batch") && $0 != HTTPCatalog.recordingsCountPath
            })
        #expect(pages == Set(changed.recordings.map { "/v1/recordings/\($0)" }))
        #expect(asked.filter { $0.hasPrefix("/v1/recordings/batch") }.count == (changed.recordings.count + 99) / 100)
        let performers = asked.filter { $0.hasPrefix("/v1/performers/") && $0.hasSuffix("/summary") }
        #expect(!performers.isEmpty && performers.count < UpstreamReplay.WholeSongs.performers.count)
        #expect(second.requests < first.requests / 2)
        #expect(second.counts == first.counts)

        let full = try sync(replay.address, into: target, policy: SyncPolicy(pageByPage: true, rereadsAll: true))
        // Everything asked again; all of it what the catalog was written from, so the
        // recordings count it was checked against is not asked again.
        #expect(full.requests == first.requests - 1)
    }

    @Test("a search of the mirror that finds nothing says why it may have missed: no other titles are in it")
    func noOtherTitles() throws {
        let (path, _) = try Self.mirrored()
        let harness = try BrowserHarness(
            size: Size(width: 80, height: 24), store: try SQLiteCatalogStore.open(CatalogLocation(path: path)))
        harness.keys("/round about")
        #expect(harness.screen.contains(" No songs match “round about”. Alternate titles are not in this catalog."))
        let demo = try BrowserHarness(size: Size(width: 80, height: 24))
        demo.keys("/qqqzz")
        #expect(demo.screen.contains(" No songs match “qqqzz”.") && !demo.screen.contains("Alternate titles"))
    }

    @Test(
        "S1, S2 and the playable page, covers off, at both sizes: the mirror's screen is the file's, row for row",
        arguments: [["--playable-only", "off", "--sort", "year"], ["--playable-only", "off", "--sort", "name"], []],
        Viewport.both)
    func songScreens(options: [String], viewport: Viewport) throws {
        let (path, _) = try Self.mirrored()
        let link = try ScenarioExpectations.allOfMeLink()
        let arguments = ["render", link, "--size", "\(viewport.columns)x\(viewport.rows)", "--images", "off"] + options
        let mine = command(["--catalog", path] + arguments)
        let file = SharedDemoCatalog.run(arguments)
        #expect(mine.status == 0, "\(mine.error)")
        #expect(mine.output.contains("All of Me"))
        #expect(mine.output == file.output)
    }

    @Test(
        "S4 and S5 of the mirrored songs: Louis Armstrong's shelves of them and the 146 Tiger Rag cards are the file's")
    func artistShelves() throws {
        let (path, _) = try Self.mirrored()
        let link = try ScenarioExpectations.armstrongLink()
        let decode = { (output: String) in
            try JSONDecoder().decode(RecordingsCommand.Result.self, from: Data(output.utf8))
        }
        let arguments = ["recordings", link, "--json", "--sort", "song"]
        let mine = try decode(command(["--catalog", path] + arguments).output)
        let file = try decode(SharedDemoCatalog.run(arguments).output)
        let titles = Set(
            try UpstreamReplay.WholeSongs.ids.map { id in
                try #require(try SharedDemoCatalog.store().songSummary(id: id)).title
            })
        #expect(mine.groups == file.groups.filter { titles.contains($0.key) })
        #expect(mine.groups.first { $0.key == "Tiger Rag" }?.count == 146)

        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        let rows = try #require(try SQLiteCatalogStore.open(CatalogLocation(path: path)).performerRecordings(id: id))
        let shelf = try #require(
            ArtistRecordingsSection(sort: .song).content(of: rows.recordings).shelves.first { $0.key == "Tiger Rag" })
        let cards = shelf.rows.map { row in
            "\(RecordingCardText.year(row.recordingYear) ?? "Unknown Year") · \(row.songTitle) · "
                + RecordingCardText.album(row.albumTitle)
        }
        #expect(cards == (try ScenarioExpectations.tigerRagCards()))
    }

    @Test(
        "served again, the mirror answers the upstream's batches, shells, song summaries and recording pages, field for field, where the upstream agrees with itself"
    )
    func servedAgain() throws {
        let (path, _) = try Self.mirrored()
        let replay = try Self.replay.get()
        let serve = try RunningServe(threads: 2, catalog: path)
        defer { serve.stop() }
        let replayPort = try #require(UInt16(replay.address.split(separator: ":").last ?? ""))
        // The sync's own batches first: a song's recordings by 100 in its shell's order. Where
        // one is a recorded request, the replay answers it as recorded, and the upstream's
        // recorded batches do not always agree with each other on a recording's cover.
        var targets: [(target: String, rows: String)] = []
        for (_, recordings) in UpstreamReplay.WholeSongs.shells {
            for start in stride(from: 0, to: recordings.count, by: 100) {
                let ids = recordings[start..<min(recordings.count, start + 100)].joined(separator: ",")
                targets.append(("/v1/recordings/batch?ids=\(ids)", "recordings"))
            }
        }
        for song in UpstreamReplay.WholeSongs.ids {
            targets.append(("/v1/songs/\(song)/summary", "featured_recordings"))
            targets.append(("/v1/songs/\(song)/recordings/shell", "recordings"))
        }
        let mirrored = Set(UpstreamReplay.WholeSongs.recordings)
        for entry in UpstreamReplay.recorded where entry.name.hasPrefix("recording_") && entry.status == 200 {
            let parts = entry.target.split(separator: "/")
            if parts.count == 3, mirrored.contains(String(parts[2])) { targets.append((entry.target, "")) }
        }
        #expect(targets.filter { $0.rows.isEmpty }.count == 3)
        var comparison = AnswerComparison()
        for (target, rows) in targets {
            let upstream = try RawHTTPConnection.request(port: replayPort, target)
            let ours = try RawHTTPConnection.request(port: serve.port, target)
            #expect(upstream.status == 200 && ours.status == 200, "\(target)")
            try comparison.compare(upstream.body, ours.body, label: String(target.prefix(60)))
            if target.hasPrefix("/v1/recordings/batch") { try comparison.keepRows(of: upstream.body, under: rows) }
        }
        #expect(comparison.compared > 2_842 * 25)
        #expect(comparison.differences.isEmpty, "\(comparison.differences.prefix(20).joined(separator: "\n"))")
        // Where the upstream's featured rows and shells disagree with its batch rows (a
        // featured recording counted as streaming whose batch row is not, a cover or a leader
        // chosen by another tie-break), the mirror shows what the batch row says.
        #expect(comparison.batchRowsFollowed.count == 13, "\(comparison.batchRowsFollowed.joined(separator: "\n"))")
    }
}

/// Two answers compared member by member, down to the rows of their lists, matched by id
/// where each row has one of its own (a performer credited twice is compared as a list). A
/// list's order is the server's own (the upstream's database breaks its ties arbitrarily), so
/// lists are compared as collections; the rows' times are the conversion's, which no mirror keeps.
struct AnswerComparison {
    static let times: Set<String> = ["created_at", "updated_at"]

    private(set) var compared = 0
    private(set) var differences: [String] = []
    /// Members of featured rows and shell rows where the mirror differs from the upstream's
    /// answer and shows what the upstream's batch row of the recording says.
    private(set) var batchRowsFollowed: [String] = []
    private var batchRows: [String: [String: Any]] = [:]

    /// Keeps the rows of a batch answer, for the rows of other answers to be checked against.
    mutating func keepRows(of answer: Data, under key: String) throws {
        let object = try JSONSerialization.jsonObject(with: answer) as? [String: Any]
        for row in object?[key] as? [[String: Any]] ?? [] {
            if let id = row["id"] as? String { batchRows[id] = row }
        }
    }

    mutating func compare(_ upstream: Data, _ ours: Data, label: String) throws {
        compare(
            try JSONSerialization.jsonObject(with: upstream), try JSONSerialization.jsonObject(with: ours), at: label,
            batchRow: nil)
    }

    private mutating func compare(_ theirs: Any, _ mine: Any?, at path: String, batchRow: [String: Any]?) {
        switch (theirs, mine) {
        case (let theirs as [String: Any], let mine as [String: Any]):
            for (key, value) in theirs where !Self.times.contains(key) {
                let other = mine[key] ?? NSNull()
                if let batchRow, Self.canonical(value) != Self.canonical(other),
                    Self.follows(other, batchRow, key: key)
                {
                    batchRowsFollowed.append(path + "." + key)
                    continue
                }
                compare(value, other, at: path + "." + key, batchRow: nil)
            }
        case (let theirs as [[String: Any]], let mine as [[String: Any]])
        where path.hasSuffix(".authority_recommendations"):
            // The upstream names its recommendations with ids of its own making, the mirror with
            // its own: the rows are compared without them, in the upstream's members.
            compared += 1
            let members = Set(theirs.flatMap(\.keys)).subtracting(["id"])
            let strip = { (rows: [[String: Any]]) in Self.canonical(rows.map { $0.filter { members.contains($0.key) } })
            }
            if strip(theirs) != strip(mine) {
                differences.append("\(path): upstream \(strip(theirs)), mirror \(strip(mine))")
            }
        case (let theirs as [[String: Any]], let mine as [[String: Any]])
        where theirs.allSatisfy({ $0["id"] is String })
            && Set(theirs.map { $0["id"] as! String }).count == theirs.count:
            let mineByID = Dictionary(
                mine.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
            if mine.count != theirs.count {
                differences.append("\(path): \(theirs.count) rows, mirror \(mine.count)")
            }
            for row in theirs {
                let id = row["id"] as! String
                compare(row, mineByID[id] ?? [:], at: path + "[\(id)]", batchRow: batchRows[id])
            }
        default:
            compared += 1
            let left = Self.canonical(theirs)
            let right = Self.canonical(mine ?? NSNull())
            if left != right { differences.append("\(path): upstream \(left), mirror \(right)") }
        }
    }

    /// Whether the mirror's `value` of `key` is what the batch row says: the same value, or
    /// for a shell's one leader, one of the leaders the batch row credits.
    private static func follows(_ value: Any, _ batchRow: [String: Any], key: String) -> Bool {
        if let said = batchRow[key], canonical(said) == canonical(value) { return true }
        guard key == "performers", let leaders = value as? [[String: Any]], leaders.count == 1,
            leaders[0]["role"] as? String == "leader", let credits = batchRow["performers"] as? [Any]
        else { return false }
        return credits.map(canonical).contains(canonical(leaders[0]))
    }

    /// The value as JSON text, every list's elements in one order.
    fileprivate static func canonical(_ value: Any) -> String {
        switch value {
        case let list as [Any]: return "[" + list.map(canonical).sorted().joined(separator: ",") + "]"
        case let object as [String: Any]:
            return "{" + object.keys.sorted().map { "\($0):\(canonical(object[$0]!))" }.joined(separator: ",") + "}"
        case is NSNull: return "null"
        default:
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed])
            return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "\(value)"
        }
    }
}
