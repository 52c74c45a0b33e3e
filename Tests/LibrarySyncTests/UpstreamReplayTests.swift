import AccountLink
import AccountTestSupport
import Foundation
import Library
import Testing

@testable import LibrarySync

/// The sync reading the upstream's own backend: its recorded answers, byte for byte, as a
/// scripted server gives them back.
@Suite struct UpstreamReplayTests {
    static let gig = "3e98f384-c9b1-4b0e-8ab9-191c06ee2b36"
    static let allOfMe = "c793763d-afdf-8875-9333-8b8a26b4fe2e"

    @Test func theUpstreamsRepertoiresSongsAndFavouritesAreRead() throws {
        let transport = ScriptedTransport()
        transport.script("/v1/repertoires/", try ScriptedTransport.upstream(200, "35_repertoires_list"))
        transport.script(
            "/v1/repertoires/\(Self.gig)/songs", try ScriptedTransport.upstream(200, "37_repertoire_songs"))
        for other in ["2ee30081-8bc2-418a-afc9-c92f745e8f7a", "771f9ab7-5b9e-4398-983e-717673ae653f"] {
            transport.script("/v1/repertoires/\(other)/songs", ScriptedTransport.json(200, "[]"))
        }
        transport.script("/v1/favorites", try ScriptedTransport.upstream(200, "56_favorites_list"))
        let (store, link, _) = try ScriptedAccount.signedIn(transport)

        let report = LibrarySync(store: store, link: link).run()
        #expect(report.stopped == nil)
        let library = try store.snapshot()
        // Two of one name, as the upstream allows: the first by its id keeps the name.
        #expect(library.repertoires.map(\.name) == ["Ballads", "Gig on Friday", "Gig on Friday (2)"])
        let gig = try #require(library.repertoires.first { $0.id == Self.gig })
        #expect(gig.description == "Second set")
        #expect(gig.songs.map(\.title) == ["All of Me", "Summertime"])
        #expect(gig.songs.first?.composer == "Gerald Marks, Seymour Simons")
        #expect(gig.songs.first?.composedYear == 1931)
        #expect(library.favorites.map(\.albumTitle) == ["Richardson Plays Standards", "Waller Plays Standards"])
        #expect(library.favorites.map(\.songTitle) == ["All of Me", "All of Me"])
        #expect(report.received.favoritesAdded == 2)
        #expect(report.received.songsAdded == 2)
    }

    @Test func theUpstreamsAnswersToChangesCountAsTheyShould() throws {
        let transport = ScriptedTransport()
        transport.script(
            "/v1/repertoires/",
            ScriptedTransport.json(
                200,
                #"[{"created_at":"2026-12-05","description":null,"id":"\#(Self.gig)","name":"Gig on Friday","song_count":0,"updated_at":"2026-12-05"}]"#
            ))
        transport.script("/v1/repertoires/\(Self.gig)/songs", ScriptedTransport.json(200, "[]"))
        transport.script("/v1/favorites", ScriptedTransport.json(200, "[]"))
        // The song is added, then found there already (the upstream's 409): both are done.
        transport.script(
            "/v1/repertoires/\(Self.gig)/songs/\(Self.allOfMe)",
            try ScriptedTransport.upstream(201, "30_repertoire_add_song"),
            try ScriptedTransport.upstream(409, "31_repertoire_add_song_again"))
        let (store, link, _) = try ScriptedAccount.signedIn(transport)
        let gig = try store.createRepertoire(named: "Gig on Friday")
        try store.add(RepertoireSong(id: Self.allOfMe, title: "All of Me"), toRepertoire: gig.id)

        let first = LibrarySync(store: store, link: link).run()
        #expect(first.merged == ["Gig on Friday"])
        #expect(first.sent.songsAdded == 1)
        #expect(store.syncState().waiting == 0)
        #expect(transport.calls(to: "/v1/repertoires/\(Self.gig)/songs/\(Self.allOfMe)").count == 1)
        // The account's list still lacks it (the script does not change): the library follows the account.
        #expect(try store.snapshot().repertoires.first?.songs.isEmpty == true)
    }
}

/// A hostile or broken server: what it sends is bounded and cleaned as it enters, an answer
/// that is not an account server's stops the sync with nothing changed, and a server asking to
/// wait is heard.
@Suite struct HostileServerTests {
    @Test func namesAndTitlesAreBoundedAndCleanedAsTheyEnter() throws {
        let transport = ScriptedTransport()
        let id = "00000000-0000-4000-8000-000000000001"
        let longName = String(repeating: "x", count: 100_000)
        transport.script(
            "/v1/repertoires/",
            ScriptedTransport.json(
                200,
                #"[{"id":"\#(id)","name":"Evil\u001b[2J\u202eName"},{"id":"not-a-uuid","name":"Skipped"},"#
                    + #"{"id":"00000000-0000-4000-8000-000000000002","name":"\#(longName)"},"#
                    + #"{"id":"00000000-0000-4000-8000-000000000003","name":"   "}]"#))
        transport.script(
            "/v1/repertoires/\(id)/songs",
            ScriptedTransport.json(200, #"[{"id":"\#(id)","title":"Bad\u001b]52;c;aGk=\u0007Title\nline"}]"#))
        transport.script(
            "/v1/repertoires/00000000-0000-4000-8000-000000000002/songs", ScriptedTransport.json(200, "[]"))
        transport.script(
            "/v1/repertoires/00000000-0000-4000-8000-000000000003/songs", ScriptedTransport.json(200, "[]"))
        transport.script("/v1/favorites", ScriptedTransport.json(200, "[]"))
        let (store, link, _) = try ScriptedAccount.signedIn(transport)

        let report = LibrarySync(store: store, link: link).run()
        #expect(report.stopped == nil)
        let names = try store.snapshot().repertoires.map(\.name)
        #expect(names.count == 3)
        #expect(names.contains("Evil [2J Name"))
        #expect(names.contains(String(repeating: "x", count: 255)))
        #expect(names.contains("Untitled repertoire"))
        let title = try #require(try store.snapshot().repertoires.first { $0.id == id }?.songs.first?.title)
        #expect(!title.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(title.hasPrefix("Bad"))
    }

    @Test func anAnswerThatIsNotAnAccountServersChangesNothing() throws {
        let transport = ScriptedTransport()
        transport.script("/v1/repertoires/", ScriptedTransport.json(200, #"{"repertoires": "no"}"#))
        let (store, link, _) = try ScriptedAccount.signedIn(transport)
        let gig = try store.createRepertoire(named: "Mine")
        try store.add(RepertoireSong(id: "00000000-0000-4000-8000-000000000009", title: "Kept"), toRepertoire: gig.id)
        let report = LibrarySync(store: store, link: link).run()
        #expect(report.stopped == .account(.malformed(status: 200)))
        #expect(report.waiting == 2)
        #expect(try store.snapshot().repertoires.map(\.name) == ["Mine"])
        #expect(try store.snapshot().repertoires.first?.songs.count == 1)
    }

    @Test func aServerAskingToWaitIsHeardAndNothingIsLost() throws {
        let transport = ScriptedTransport()
        transport.script(
            "/v1/repertoires/",
            .answered(status: 429, body: Array(#"{"error":"Too many requests"}"#.utf8), retryAfter: "120"))
        let (store, link, _) = try ScriptedAccount.signedIn(transport)
        try store.addFavorite(
            FavoriteRecording(
                id: "00000000-0000-4000-8000-000000000101", songId: nil, songTitle: "Kept", artist: nil,
                albumTitle: nil, recordingYear: nil))
        let report = LibrarySync(store: store, link: link).run()
        #expect(report.stopped == .account(.busy(seconds: 120)))
        #expect(report.lines.last == "1 change waits to be sent.")
        #expect(report.lines.contains("The account server is busy; try again in 120 s."))
        #expect(try store.snapshot().favorites.count == 1)
        // Still signed in.
        #expect(try link.session() != nil)
    }
}

/// What the account refuses, or a route that is not there, never costs the library an entry.
@Suite struct RefusalTests {
    static let song = "00000000-0000-4000-8000-000000000001"

    @Test func aRepertoireTheAccountRefusesStaysWithItsSongs() throws {
        let transport = ScriptedTransport()
        transport.script("/v1/repertoires/", ScriptedTransport.json(200, "[]"))
        transport.script("/v1/favorites", ScriptedTransport.json(200, "[]"))
        let (store, link, _) = try ScriptedAccount.signedIn(transport)
        let gig = try store.createRepertoire(named: "Gig")
        try store.add(RepertoireSong(id: Self.song, title: "Kept"), toRepertoire: gig.id)
        // POST /v1/repertoires/ is scripted as the list's answer: 200 with no id is no creation.
        transport.script(
            "/v1/repertoires/", ScriptedTransport.json(200, "[]"), ScriptedTransport.json(400, #"{"error":"No"}"#),
            ScriptedTransport.json(200, "[]"))
        let report = LibrarySync(store: store, link: link).run()
        #expect(report.notices.first?.hasPrefix("“Gig” stays on this device only") == true, "\(report.notices)")
        #expect(try store.snapshot().repertoires.first?.songs.map(\.id) == [Self.song])
        // Nothing of it is sent again, and the next sync keeps it.
        let again = LibrarySync(store: store, link: link).run()
        #expect(again.sent.total == 0)
        #expect(try store.snapshot().repertoires.first?.songs.map(\.id) == [Self.song])
    }

    @Test func aListRouteThatIsNotThereEmptiesNothing() throws {
        let transport = ScriptedTransport()
        let (store, link, _) = try ScriptedAccount.signedIn(transport)
        transport.script("/v1/repertoires/", ScriptedTransport.json(200, "[]"))
        transport.script("/v1/favorites", ScriptedTransport.json(404, "<html>Not Found</html>"))
        try store.addFavorite(
            FavoriteRecording(
                id: Self.song, songId: nil, songTitle: "Kept", artist: nil, albumTitle: nil, recordingYear: nil))
        let report = LibrarySync(store: store, link: link).run()
        #expect(report.stopped == .account(.malformed(status: 404)))
        #expect(try store.snapshot().favorites.count == 1)
    }

    @Test func aRemovalTheAccountRefusesWaitsInTheOutbox() throws {
        let transport = ScriptedTransport()
        transport.script("/v1/repertoires/", ScriptedTransport.json(200, "[]"))
        transport.script(
            "/v1/favorites",
            ScriptedTransport.json(200, #"[{"id":"\#(Self.song)","song_title":"Kept","favorited_at":"2026-12-05"}]"#))
        transport.script("/v1/recordings/\(Self.song)/favorite", ScriptedTransport.json(403, #"{"error":"Forbidden"}"#))
        let (store, link, _) = try ScriptedAccount.signedIn(transport)
        _ = LibrarySync(store: store, link: link).run()
        #expect(try store.snapshot().favorites.count == 1)
        try store.removeFavorite(id: Self.song)
        let report = LibrarySync(store: store, link: link).run()
        #expect(report.stopped == .account(.refused(status: 403, message: "Forbidden")))
        #expect(report.waiting == 1)
        #expect(try store.snapshot().favorites.isEmpty)
    }

    @Test func aLaterVersionsChangesNeitherBlockNorHoldBack() throws {
        let transport = ScriptedTransport()
        transport.script("/v1/repertoires/", ScriptedTransport.json(200, "[]"))
        transport.script("/v1/favorites", ScriptedTransport.json(200, "[]"))
        let (store, link, folder) = try ScriptedAccount.signedIn(transport)
        _ = LibrarySync(store: store, link: link).run()
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [
            folder + "/library.sqlite",
            "INSERT INTO sync_outbox (kind) SELECT 'future-kind' FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300) SELECT i FROM n);",
        ]
        try sqlite.run()
        sqlite.waitUntilExit()
        transport.script(
            "/v1/favorites",
            ScriptedTransport.json(
                200, #"[{"id":"\#(Self.song)","song_title":"From elsewhere","favorited_at":"2026-12-05"}]"#))
        let report = LibrarySync(store: store, link: link).run()
        #expect(report.stopped == nil)
        #expect(report.waiting == 0)
        #expect(try store.snapshot().favorites.map(\.songTitle) == ["From elsewhere"])
    }
}

/// A library signed in to an account whose server the test scripts: a session kept in a
/// scratch folder, with tokens the script never checks.
enum ScriptedAccount {
    static func signedIn(_ transport: ScriptedTransport) throws -> (LibraryStore, AccountLink, folder: String) {
        let folder = NSTemporaryDirectory() + "scripted-sync-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = AccountFile(path: folder + "/account.json")
        try file.save(
            AccountSession(
                server: "https://api.example", userID: "0fc11d59-8190-459c-8d0d-126cf4679478",
                email: "ada@example.com", displayName: nil, accessToken: "access", refreshToken: "refresh"))
        return (
            try LibraryStore(path: folder + "/library.sqlite"),
            AccountLink(server: "https://api.example", transport: transport, file: file), folder
        )
    }
}
