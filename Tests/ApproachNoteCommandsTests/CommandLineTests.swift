import ApplicationTestSupport
import Browsing
import CatalogTestSupport
import CommandSupport
import Foundation
import TestThreads
import Testing

@testable import ApproachNoteCommands
@testable import Catalog

@Suite("The command line: usage, errors and exit status", .testThreads)
struct CommandLineTests {
    private func run(_ arguments: [String], environment: CommandEnvironment = [:]) -> (
        status: Int32, output: String, error: String
    ) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(arguments, environment: environment, io: io)
        return (status, io.output, io.error)
    }

    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "approachnote-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("--help everywhere, --version, and usage errors exit 2 with one line on stderr")
    func helpAndUsage() {
        for arguments in [["--help"], ["-h"], ["catalog", "--help"], ["recordings", "--help"]] {
            let result = run(arguments)
            #expect(result.status == 0 && result.output.contains("Usage"), "\(arguments)")
        }
        #expect(run(["--version"]).output == ApproachNoteCommand.versionLine + "\n")
        #expect(run(["-v"]).output == ApproachNoteCommand.versionLine + "\n", "-v is --version")
        let commit = ApproachNoteCommand.versionLine.split(separator: " ").last.map { String($0.dropLast()) } ?? ""
        #expect(
            commit == "unknown" || commit.wholeMatch(of: /[0-9a-f]{7,40}(-dirty)?/) != nil,
            "the commit as git describe names it: \(ApproachNoteCommand.versionLine)")
        for arguments in [
            ["frobnicate"], ["catalog"], ["catalog", "explode"], ["catalog", "find", "song"],
            ["catalog", "find", "album", "x"],
            ["catalog", "info", "--bogus"], ["recordings"], ["--catalog"], ["bench"], ["bench", "--help"],
        ] {
            let result = run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.error)")
            #expect(result.error.hasPrefix("approachnote: ") && result.output.isEmpty, "\(arguments)")
        }
    }

    @Test("recordings: malformed links and misplaced options are usage errors")
    func recordingsUsage() throws {
        let song = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let artist = "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
        let cases: [([String], String)] = [
            (["recordings", "approachnote://song/nope"], "not a valid id"),
            (["recordings", "https://x"], "not an ApproachNote link"),
            (["recordings", "approachnote://album/\(StableID.make("x", "y"))"], "not “album”"),
            (["recordings", song, "--sort", "song"], "sort by year or name"),
            (["recordings", artist, "--sort", "name"], "sort by year or song"),
            (["recordings", song, "--role", "leader"], "--role does not apply to song pages"),
            (["recordings", artist, "--playable-only", "off"], "--playable-only does not apply to artist pages"),
            (["recordings", song, "--playable-only", "maybe"], "on or off"),
            (["recordings", song, "--service", "tidal"], "Unknown service 'tidal'"),
            (["recordings", song, "--service", ","], "at least one"),
            (["recordings", song, "--performance", "loud"], "all, instrumental or vocal"),
            (["recordings", song, "--instrument", "kazoo"], "Unknown instrument family 'kazoo'"),
            (["recordings", song, "--sort"], "--sort needs a value"),
            (["recordings", song, "--sort", "year", "--sort", "name"], "given twice"),
            (
                ["recordings", "approachnote://recording/c793763d-afdf-8875-9333-8b8a26b4fe2e"],
                "recordings lists a song's or an artist's recordings"
            ),
            (
                ["render", "approachnote://recording/c793763d-afdf-8875-9333-8b8a26b4fe2e", "--sort", "year"],
                "--sort does not apply to recording pages"
            ),
        ]
        for (arguments, message) in cases {
            let result = SharedDemoCatalog.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
        }
    }

    @Test("unknown ids exit 3; a find with no match exits 3")
    func notFound() {
        let unknown = StableID.make("song", "No Such Song")
        let song = SharedDemoCatalog.run(["recordings", "approachnote://song/\(unknown)"])
        #expect(song.status == 3 && song.error == "approachnote: No song has the id \(unknown).\n")
        let artist = SharedDemoCatalog.run(["recordings", "approachnote://artist/\(unknown)"])
        #expect(artist.status == 3 && artist.error.contains("No artist has the id"))
        let find = SharedDemoCatalog.run(["catalog", "find", "song", "zzzqqq"])
        #expect(find.status == 3 && find.error.contains("No song matches “zzzqqq”."))
        let json = SharedDemoCatalog.run(["catalog", "find", "artist", "zzzqqq", "--json"])
        #expect(json.status == 3 && json.output == "[\n\n]\n")
    }

    @Test("find prints ids and names; the JSON has them too")
    func find() throws {
        let text = SharedDemoCatalog.run(["catalog", "find", "song", "ain’t misbehavin"])
        #expect(text.status == 0)
        #expect(
            text.output
                == "\(StableID.make("song", "Ain't Misbehavin'"))  Ain't Misbehavin' (1929) — Fats Waller, Harry Brooks, Andy Razaf\n"
        )
        let json = SharedDemoCatalog.run(["catalog", "find", "artist", "Louis Armstrong", "--json"])
        let found = try JSONDecoder().decode([[String: String?]].self, from: Data(json.output.utf8))
        #expect(found.first?["name"] == "Louis Armstrong" && found.first?["sort_name"] == "Armstrong, Louis")
    }

    @Test("the text form of recordings reads like the section header, its shelves and their cards, in the page's order")
    func recordingsText() throws {
        let id = try SharedDemoCatalog.songID("All of Me")
        let result = SharedDemoCatalog.run(["recordings", "approachnote://song/\(id)", "--playable-only", "off"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "All of Me — ALL RECORDINGS (701)")
        #expect(lines[1] == "Sort: Year · Playable only: off · Performance: ALL")
        var section = SongRecordingsSection()
        section.filters.playableOnly = false
        let shelves = section.content(
            of: try #require(try SharedDemoCatalog.store().songShell(id: id, sort: .year)).recordings
        ).shelves
        func card(_ row: ShellRecording) -> String {
            let year: String = RecordingCardText.year(row.recordingYear) ?? "Unknown Year"
            let artist = RecordingCardText.artist(credit: row.artistCredit, performers: row.performers)
            let album = RecordingCardText.album(row.albumTitle)
            return "    \(year) · \(artist) · \(album)  \(row.id)"
        }
        var expected: [String] = []
        for shelf in shelves { expected += ["  \(shelf.header)"] + shelf.rows.map(card) }
        #expect(shelves.count == 11 && shelves.last?.key == "Unknown Year")
        #expect(Array(lines.dropFirst(2)) == expected)
        let empty = SharedDemoCatalog.run([
            "recordings", "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))", "--search",
            "no such title",
        ])
        #expect(
            empty.output.hasSuffix(
                "RECORDINGS (0)\nSort: Year · Role: ALL · Search: “no such title”\n  No recordings match the current filters\n"
            ))
    }

    @Test("--catalog naming a directory: a clear message, exit 1, nothing created")
    func catalogIsDirectory() throws {
        let directory = try temporaryDirectory()
        let result = run(["--catalog", directory, "catalog", "info"])
        #expect(result.status == 1)
        #expect(result.error == "approachnote: \(CatalogError.isDirectory(path: directory))\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        let generate = run(["--catalog", directory, "catalog", "generate", "--force"])
        #expect(generate.status == 1 && generate.error.contains("is a directory"))
    }

    @Test("a corrupt catalog: the message names the file and the way out; the file is never overwritten")
    func corruptCatalog() throws {
        let path = try temporaryDirectory() + "/catalog.sqlite"
        let bytes = Data("SQLite format 3\0".utf8) + Data(repeating: 7, count: 5000)
        #expect(FileManager.default.createFile(atPath: path, contents: bytes))
        for arguments in [
            ["catalog", "info"], ["catalog", "generate"],
            ["recordings", "approachnote://song/\(StableID.make("song", "All of Me"))"],
        ] {
            let result = run(["--catalog", path] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.error.contains("cannot be read")
                    && result.error.contains("remove it and run: approachnote catalog generate --catalog \(path)"),
                "\(arguments): \(result.error)")
            #expect(FileManager.default.contents(atPath: path) == bytes)
        }
        // Whose it is cannot be told, so even --force leaves it.
        let forced = run(["--catalog", path, "catalog", "generate", "--force"])
        #expect(forced.status == 1 && forced.error.contains("not replacing it"), "\(forced.error)")
        #expect(FileManager.default.contents(atPath: path) == bytes)
    }

    @Test("render --expand and --scroll-to with a key no shelf has: a usage error that lists the shelves")
    func unknownShelfKeys() throws {
        let link = try ScenarioExpectations.allOfMeLink()
        let shelves =
            "this page's 11 shelves are 1930s, 1940s, 1950s, 1960s, 1970s, 1980s, 1990s, 2000s, 2010s, 2020s, Unknown Year."
        for (options, named) in [
            (["--expand", "1830s"], "No shelf has the key “1830s”"),
            (["--scroll-to", "nonsense"], "No shelf has the key “nonsense”"),
            (["--expand", "1930s,zz", "--scroll-to", "yy"], "No shelves have the keys “zz”, “yy”"),
        ] {
            let result = SharedDemoCatalog.run(["render", link, "--size", "80x24", "--playable-only", "off"] + options)
            #expect(result.status == 2, "\(options)")
            #expect(
                result.error == "approachnote: \(named); \(shelves)\nRun 'approachnote --help' for usage.\n",
                "\(options)")
            #expect(result.output.isEmpty)
        }
        let known = SharedDemoCatalog.run(
            ["render", link, "--size", "80x24", "--playable-only", "off", "--expand", "1930s", "--scroll-to", "1940s"])
        #expect(known.status == 0 && known.error.isEmpty, "\(known.error)")
    }

    @Test("an unwritable data directory: a clear message with the way out")
    func unwritableDirectory() throws {
        let blocker = try temporaryDirectory() + "/file"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let result = run(["catalog", "info"], environment: ["XDG_DATA_HOME": blocker])
        #expect(result.status == 1)
        #expect(result.error.contains("Cannot write the catalog into \(blocker)/approachnote"))
        #expect(result.error.contains("--catalog PATH"))
    }

    @Test("generate keeps an existing catalog unless --force")
    func generateKeepsExisting() throws {
        let result = SharedDemoCatalog.run(["catalog", "generate"])
        #expect(result.status == 0)
        #expect(
            result.output == "A catalog already exists at \(SharedDemoCatalog.path) (add --force to regenerate it).\n")
    }

    @Test("the default location follows XDG_DATA_HOME, then HOME")
    func defaultLocation() throws {
        #expect(
            try CatalogLocation.resolve(
                explicitPath: nil, environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"]
            )
            .path == "/x/data/approachnote/catalog.sqlite")
        #expect(
            try CatalogLocation.resolve(explicitPath: nil, environment: ["HOME": "/home/u"]).path
                == "/home/u/.local/share/approachnote/catalog.sqlite")
        #expect(
            try CatalogLocation.resolve(
                explicitPath: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]
            )
            .path == "/home/u/.local/share/approachnote/catalog.sqlite")
        #expect(try CatalogLocation.resolve(explicitPath: "/p/c.sqlite", environment: [:]).path == "/p/c.sqlite")
    }
}
