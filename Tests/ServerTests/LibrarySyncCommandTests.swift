import CatalogTestSupport
import Foundation
import Library
import TestFixtures
import TestThreads
import Testing

/// `approachnote library sync`, the real binary against a running `approachnote serve`: what it
/// prints, what the other device then has, and that no SIGKILL at any moment of a sync loses a
/// change on either side.
@Suite("library sync: the library and the account through approachnote serve", .serialized, .testThreads)
struct LibrarySyncCommandTests {
    enum Accounts: String, CaseIterable, Sendable {
        case file, postgres
    }

    /// A device: a library and a state folder of its own, signed in to the server.
    struct Device {
        let folder: String
        let server: String
        var library: String { folder + "/library.sqlite" }

        init(_ name: String, in scratch: String, serve: RunningServe, email: String) throws {
            folder = scratch + "/" + name
            server = "http://127.0.0.1:\(serve.port)"
            try FileManager.default.createDirectory(
                atPath: folder + "/state/approachnote", withIntermediateDirectories: true)
            let reply = try AccountClient(port: serve.port).login(email)
            let user = try #require(reply.json["user"] as? [String: Any])
            let session: [String: String] = [
                "server": server, "user_id": try #require(user["id"] as? String), "email": email,
                "access_token": reply.string("access_token"), "refresh_token": reply.string("refresh_token"),
            ]
            _ = FileManager.default.createFile(
                atPath: folder + "/state/approachnote/account.json",
                contents: try JSONSerialization.data(withJSONObject: session), attributes: [.posixPermissions: 0o600])
        }

        func arguments(_ words: [String]) -> [String] {
            ["--catalog", SharedDemoCatalog.path, "--library", library] + words
                + (words.first == "library" && words.dropFirst().first == "sync" ? ["--account-server", server] : [])
        }

        func run(_ words: String...) throws -> BinaryRun.Result {
            try BinaryRun.run(arguments(words), environment: ["XDG_STATE_HOME": folder + "/state"])
        }

        func start(_ words: String...) throws -> BinaryRun {
            try BinaryRun(arguments(words).map { Array($0.utf8) }, environment: ["XDG_STATE_HOME": folder + "/state"])
        }

        /// The library as the account can hold it: repertoires by name, songs and favourites as sets.
        func contents() throws -> [String: Set<String>] {
            let snapshot = try LibraryStore(path: library).snapshot()
            var contents = Dictionary(
                uniqueKeysWithValues: snapshot.repertoires.map { ($0.name, Set($0.songs.map(\.id))) })
            contents["★"] = Set(snapshot.favorites.map(\.id))
            return contents
        }
    }

    /// What the account holds, read through the routes with a session of its own.
    private func account(_ serve: RunningServe, email: String) throws -> [String: Set<String>] {
        let client = AccountClient(port: serve.port)
        let token = try client.login(email).string("access_token")
        let list = try client.send("GET", "/v1/repertoires/", token: token).body
        var contents: [String: Set<String>] = [:]
        for repertoire in try #require(try JSONSerialization.jsonObject(with: list) as? [[String: Any]]) {
            let id = try #require(repertoire["id"] as? String)
            let songs = try client.send("GET", "/v1/repertoires/\(id)/songs", token: token).body
            let names = try #require(repertoire["name"] as? String)
            #expect(contents[names] == nil, "two repertoires named \(names) on the account")
            contents[names] = Set(
                try #require(try JSONSerialization.jsonObject(with: songs) as? [[String: Any]]).compactMap {
                    $0["id"] as? String
                })
        }
        let favorites = try client.send("GET", "/v1/favorites", token: token).body
        contents["★"] = Set(
            try #require(try JSONSerialization.jsonObject(with: favorites) as? [[String: Any]]).compactMap {
                $0["id"] as? String
            })
        return contents
    }

    private func serve(_ accounts: Accounts, scratch: String) throws -> RunningServe {
        switch accounts {
        case .file: try RunningServe(threads: 2, arguments: ["--accounts", scratch + "/accounts.sqlite"])
        case .postgres: try RunningServe(threads: 2, database: try SharedPostgresCatalog.url())
        }
    }

    private func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "library-sync-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        "two devices through serve: each sync prints what moved each way; the second has the first's library",
        arguments: Accounts.allCases)
    func twoDevices(_ accounts: Accounts) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try serve(accounts, scratch: folder)
        defer { serve.stop() }
        let email = "sync-\(UUID().uuidString.prefix(8))@example.test"
        _ = try AccountClient(port: serve.port).register(email)
        let laptop = try Device("laptop", in: folder, serve: serve, email: email)
        let desktop = try Device("desktop", in: folder, serve: serve, email: email)
        let song = try SharedDemoCatalog.songID("All of Me")
        let recording = try #require(try SharedDemoCatalog.store().songShell(id: song, sort: .year)).recordings[0].id

        #expect(try laptop.run("library", "add", "repertoire", "Friday gig").status == 0)
        #expect(try laptop.run("library", "add", "song", song, "--to", "Friday gig").status == 0)
        #expect(try laptop.run("library", "add", "favorite", recording).status == 0)
        let sent = try laptop.run("library", "sync")
        #expect(sent.status == 0, "\(sent)")
        #expect(
            sent.output
                == "First sync: the library and the account were merged.\nSent: 1 repertoire created, 1 song added, 1 ★ added\nReceived: nothing\n"
        )
        let received = try desktop.run("library", "sync")
        #expect(
            received.output
                == "First sync: the library and the account were merged.\nSent: nothing\nReceived: 1 repertoire added, 1 song added, 1 ★ added\n"
        )
        #expect(try desktop.contents() == laptop.contents())
        #expect(try account(serve, email: email) == laptop.contents())
        let status = try BinaryRun.run(
            ["--library", desktop.library, "account", "status", "--account-server", desktop.server],
            environment: ["XDG_STATE_HOME": desktop.folder + "/state"])
        #expect(status.output.contains("The library last synced at 20"), "\(status)")
        #expect(status.output.hasSuffix("; nothing waits to be sent.\n"), "\(status)")

        // Offline: the change waits, and the command says so and fails.
        serve.stop()
        #expect(try desktop.run("library", "remove", "favorite", recording).status == 0)
        let offline = try desktop.run("library", "sync")
        #expect(offline.status == 1)
        #expect(offline.output.hasSuffix("1 change waits to be sent.\n"), "\(offline)")
        #expect(offline.error.contains("could not be reached"), "\(offline)")
    }

    /// A sync killed at 200 random moments, each while it runs against the server, with a
    /// change made beside it each time; then one whole sync: the library and the account are
    /// the same, entry by entry, with no repertoire made twice.
    @Test("SIGKILL at 200 random moments of a sync loses no change on either side")
    func killedAtRandomMoments() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try serve(.file, scratch: folder)
        defer { serve.stop() }
        let email = "kill-\(UUID().uuidString.prefix(8))@example.test"
        _ = try AccountClient(port: serve.port).register(email)
        let device = try Device("laptop", in: folder, serve: serve, email: email)
        let store = try LibraryStore(path: device.library)
        let catalog = try SharedDemoCatalog.store()
        let songs = try ["All of Me", "Summertime", "Body and Soul", "Autumn Leaves", "A Foggy Day"].map {
            try SharedDemoCatalog.songID($0)
        }
        let recordings = try #require(try catalog.songShell(id: songs[0], sort: .year)).recordings.prefix(6).map(\.id)
        var random = SystemRandomNumberGenerator()
        // A library with something of every kind, synced once.
        for name in ["Friday gig", "Ballads", "Blues"] {
            let repertoire = try store.createRepertoire(named: name)
            for song in songs.prefix(3) {
                try store.add(RepertoireSong(id: song, title: song), toRepertoire: repertoire.id)
            }
        }
        #expect(try device.run("library", "sync").status == 0)
        var killed = 0
        for moment in 0..<200 {
            let sync = try device.start("library", "sync")
            // A change beside the sync, as the application makes one while it runs.
            try change(store, moment: moment, songs: songs, recordings: recordings, random: &random)
            usleep(UInt32.random(in: 0...40_000, using: &random))
            sync.signal(SIGKILL)
            if sync.wait().status == 128 + SIGKILL { killed += 1 }
        }
        // Most runs were killed while syncing, not after.
        #expect(killed > 100)
        let last = try device.run("library", "sync")
        #expect(last.status == 0, "\(last)")
        #expect(try account(serve, email: email) == device.contents())
        #expect(try LibraryStore(path: device.library).syncState().waiting == 0)
    }

    /// One change of a kind chosen by the moment: repertoires made, renamed and deleted, songs
    /// added and removed, favourites given and taken.
    private func change(
        _ store: LibraryStore, moment: Int, songs: [String], recordings: [String],
        random: inout SystemRandomNumberGenerator
    ) throws {
        let library = try store.snapshot()
        let repertoire = library.repertoires.randomElement(using: &random)
        let song = songs.randomElement(using: &random)!
        switch moment % 7 {
        case 0: _ = try? store.createRepertoire(named: "Set \(moment)")
        case 1: if let repertoire { _ = try? store.renameRepertoire(id: repertoire.id, to: "Renamed \(moment)") }
        case 2: if let repertoire, library.repertoires.count > 2 { try store.deleteRepertoire(id: repertoire.id) }
        case 3: if let repertoire { try store.add(RepertoireSong(id: song, title: song), toRepertoire: repertoire.id) }
        case 4: if let repertoire { try store.remove(song: song, fromRepertoire: repertoire.id) }
        case 5:
            let recording = recordings.randomElement(using: &random)!
            try store.addFavorite(
                FavoriteRecording(
                    id: recording, songId: songs[0], songTitle: "All of Me", artist: nil, albumTitle: nil,
                    recordingYear: nil))
        default: if let favorite = library.favorites.first { try store.removeFavorite(id: favorite.id) }
        }
    }
}
