import ApplicationTestSupport
import ApproachNoteCommands
import CatalogTestSupport
import CommandSupport
import Foundation
import Library
import TestFixtures
import TestThreads
import Testing

/// `approachnote library …` against the shared demo catalog, each test with a library of its own.
@Suite("The library command", .testThreads)
struct LibraryCommandTests {
    let library = NSTemporaryDirectory() + "approachnote-library-command-\(UUID().uuidString.prefix(8)).sqlite"

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        SharedDemoCatalog.run(["--library", library] + arguments)
    }

    static func recording(of title: String) throws -> String {
        let shell = try #require(
            try SharedDemoCatalog.store().songShell(id: try SharedDemoCatalog.songID(title), sort: .year))
        return try #require(shell.recordings.first).id
    }

    @Test("add, list and remove, as the user reads them")
    func roundTrip() throws {
        let allOfMe = try SharedDemoCatalog.songID("All of Me")
        let summertime = try SharedDemoCatalog.songID("Summertime")
        let recording = try Self.recording(of: "All of Me")
        #expect(
            run(["library", "add", "repertoire", "Gig on Friday"]).output.hasPrefix(
                "Made the repertoire “Gig on Friday” ("))
        #expect(
            run(["library", "add", "song", summertime, "--to", "Gig on Friday"]).output
                == "Summertime is now in “Gig on Friday”.\n")
        #expect(
            run(["library", "add", "song", allOfMe, "--to", "gig ON friday"]).output
                == "All of Me is now in “Gig on Friday”.\n", "a repertoire's name in other capitals")
        #expect(
            run(["library", "add", "song", allOfMe, "--to", "Gig on Friday"]).output
                == "All of Me was already in “Gig on Friday”.\n")
        let added = run(["library", "add", "favorite", recording])
        #expect(added.status == 0 && added.output.hasPrefix("★ All of Me · "), "\(added)")
        let list = run(["library", "list"])
        #expect(list.status == 0, "\(list.error)")
        let lines = list.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Library at \(library)")
        #expect(lines[2] == "Repertoires (1)")
        #expect(lines[3] == "  Gig on Friday (2 songs)")
        #expect(lines[4] == "    1. Summertime (1935)  \(summertime)")
        #expect(lines[5] == "    2. All of Me (1931) · 1 ★  \(allOfMe)")
        #expect(lines[7] == "Favourite recordings (1)")
        #expect(lines[8].hasPrefix("  ★ All of Me · ") && lines[8].hasSuffix("  \(recording)"))
        #expect(lines.count == 10)

        #expect(run(["library", "remove", "song", summertime, "--from", "Gig on Friday"]).status == 0)
        #expect(
            run(["library", "remove", "favorite", recording]).output
                == "The recording \(recording) is no longer a favourite.\n")
        let removedAgain = run(["library", "remove", "favorite", recording])
        #expect(
            removedAgain.status == 1
                && removedAgain.error == "approachnote: The recording \(recording) is not a favourite.\n")
        #expect(
            run(["library", "remove", "repertoire", "Gig on Friday"]).output
                == "Deleted the repertoire “Gig on Friday” and its list of 1 song.\n")
        let snapshot = try LibraryStore(path: library).snapshot()
        #expect(snapshot == LibrarySnapshot())
    }

    @Test("export, then import into another library, gives the same export; a second import skips it all")
    func exportImport() throws {
        let summertime = try SharedDemoCatalog.songID("Summertime")
        _ = run(["library", "add", "repertoire", "Learning"])
        _ = run(["library", "add", "song", summertime, "--to", "Learning"])
        _ = run(["library", "add", "favorite", try Self.recording(of: "Tiger Rag")])
        let exported = run(["library", "export"])
        #expect(exported.status == 0)
        let file = library + ".json"
        #expect(
            run(["library", "export", "--output", file]).output == "Exported 1 repertoire and 1 favourite to \(file).\n"
        )
        #expect(FileManager.default.contents(atPath: file) == Data(exported.output.utf8))
        let other = library + ".other.sqlite"
        let imported = SharedDemoCatalog.run(["--library", other, "library", "import", file])
        #expect(
            imported.output
                == "Imported 1 new repertoire, 1 song and 1 favourite.\nAlready there, skipped: 0 songs and 0 favourites.\n"
        )
        #expect(SharedDemoCatalog.run(["--library", other, "library", "export"]).output == exported.output)
        let again = SharedDemoCatalog.run(["--library", other, "library", "import", file])
        #expect(
            again.output
                == "Imported 0 new repertoires, 0 songs and 0 favourites.\nAlready there, skipped: 1 song and 1 favourite; "
                + "1 repertoire matched by id or name took the new songs.\n")
    }

    @Test("C1 and bidirectional controls a catalog gave export as JSON escapes, and import back as they were")
    func controlCharactersInJSON() throws {
        let store = try LibraryStore(path: library)
        let album = "Live\u{200F} at\u{85} the\u{202E} Club\u{7F}"
        let favorite = FavoriteRecording(
            id: try Self.recording(of: "Tiger Rag"), songId: nil, songTitle: "Tiger Rag", artist: "The \u{9B}31m Band",
            albumTitle: album, recordingYear: 1950)
        #expect(try store.addFavorite(favorite))
        let exported = run(["library", "export"])
        #expect(exported.status == 0, "\(exported.error)")
        #expect(
            exported.output.contains(#""album_title" : "Live\u200f at\u0085 the\u202e Club\u007f""#),
            "\(exported.output)")
        #expect(exported.output.contains(#""artist" : "The \u009b31m Band""#))
        #expect(
            !exported.output.unicodeScalars.contains {
                (0x7F...0x9F).contains($0.value) || [0x200F, 0x202E].contains($0.value)
            })
        #expect(run(["library", "list", "--json"]).output == exported.output)

        let file = library + ".escaped.json"
        try Data(exported.output.utf8).write(to: URL(fileURLWithPath: file))
        let other = library + ".other.sqlite"
        let imported = SharedDemoCatalog.run(["--library", other, "library", "import", file])
        #expect(imported.status == 0, "\(imported.error)")
        let back = try #require(try LibraryStore(path: other).snapshot().favorites.first)
        #expect(back.albumTitle == album && back.artist == favorite.artist)
    }

    @Test(
        "a library that cannot be written is listed and exported; a change is refused saying why, and nothing is written"
    )
    func readOnlyLibrary() throws {
        _ = run(["library", "add", "repertoire", "Learning"])
        _ = run(["library", "add", "song", try SharedDemoCatalog.songID("Summertime"), "--to", "Learning"])
        let exported = run(["library", "export"]).output
        let folder = NSTemporaryDirectory() + "approachnote-read-only-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let path = folder + "/library.sqlite"
        try FileManager.default.copyItem(atPath: library, toPath: path)
        // A read-only mount, as far as its reader can tell: neither the file nor its folder
        // can be written (the commands run as nobody, since root writes anywhere).
        try #require(chmod(path, 0o444) == 0 && chmod(folder, 0o555) == 0)
        let before = FileManager.default.contents(atPath: path)
        func asReader(_ arguments: [String]) throws -> BinaryRun.Result {
            try BinaryRun.run(
                ["--catalog", SharedDemoCatalog.path, "--library", path, "library"] + arguments, asNobody: true)
        }
        let list = try asReader(["list"])
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("  Learning (1 song)"))
        let export = try asReader(["export"])
        #expect(export.status == 0 && export.output == exported, "\(export.error)")
        let add = try asReader(["add", "repertoire", "Friday"])
        #expect(add.status == 1)
        #expect(
            add.error
                == "approachnote: The library at \(path) cannot be written (the file or its folder is read-only): "
                + "it can be listed and exported, not changed.\n")
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["library.sqlite"])
    }

    @Test("a malformed import is refused with the reason, and the library is as it was")
    func malformedImport() throws {
        _ = run(["library", "add", "repertoire", "Learning"])
        let before = run(["library", "export"]).output
        let file = library + ".bad.json"
        try Data(#"{"format":"approachnote-library","version":1,"repertoires":[{"id":"nope"}],"favorites":[]}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let result = run(["library", "import", file])
        #expect(result.status == 1)
        #expect(result.error == "approachnote: Nothing was imported: repertoires[0].name is missing.\n")
        #expect(run(["library", "export"]).output == before)
        let missing = run(["library", "import", file + ".absent"])
        #expect(missing.status == 1 && missing.error.contains("Could not read"))
    }

    @Test("bad ids, unknown repertoires and unknown subcommands say what is wrong, changing nothing")
    func badInput() throws {
        let unknownSong = "00000000-0000-4000-8000-000000000000"
        let cases: [([String], Int32, String)] = [
            (["library"], 2, "Missing subcommand: list, add, remove, export, import or sync."),
            (["library", "shelve"], 2, "Unknown library subcommand 'shelve'"),
            (["library", "add", "favorite", "12\u{1B}[2J"], 2, "'12\\u{1b}[2J' is not a recording id (a UUID)."),
            (
                ["library", "add", "favorite", unknownSong], 3,
                "There is no recording with id \(unknownSong) in this catalog."
            ),
            (["library", "add", "song", unknownSong, "--to", "Nowhere"], 1, "There is no repertoire “Nowhere”."),
            (["library", "add", "song", unknownSong], 2, "--to is needed."),
            (["library", "add", "repertoire", "  "], 1, "A repertoire needs a name."),
            (["library", "add", "tune", "x"], 2, "'tune' is not one of favorite, repertoire or song."),
        ]
        for (arguments, status, message) in cases {
            let result = run(arguments)
            #expect(result.status == status, "\(arguments): \(result)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
            #expect(result.output.isEmpty)
        }
        #expect(try LibraryStore(path: library).snapshot() == LibrarySnapshot())
    }

    @Test("a damaged library is set aside with a word, and the command goes on with a new one")
    func damaged() throws {
        do {
            let store = try LibraryStore(path: library)
            _ = try store.createRepertoire(named: "Learning")
        }
        var bytes = try #require(FileManager.default.contents(atPath: library))
        bytes.replaceSubrange(4096..<bytes.count, with: Data(repeating: 0x41, count: bytes.count - 4096))
        try bytes.write(to: URL(fileURLWithPath: library))
        let result = run(["library", "add", "repertoire", "Fresh"])
        #expect(result.status == 0)
        #expect(
            result.error.hasPrefix(
                "approachnote: the library at \(library) was damaged; it is set aside as \(library).damaged-"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: (library as NSString).deletingLastPathComponent)
            .filter { $0.hasPrefix((library as NSString).lastPathComponent + ".damaged-") }
        #expect(aside.count == 1)
        #expect(try LibraryStore(path: library).snapshot().repertoires.map(\.name) == ["Fresh"])
    }
}
