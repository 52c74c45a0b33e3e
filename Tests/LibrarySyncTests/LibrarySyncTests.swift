import AccountLink
import Foundation
import Library
import Testing

@testable import LibrarySync

/// One sync, two ways, against the account service: what goes, what comes back, what waits.
@Suite struct LibrarySyncTests {
    @Test func aRepertoireMadeOnOneDeviceIsOnTheOther() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        let desktop = try server.device("desktop", email: "ada@example.com")
        let gig = try laptop.store.createRepertoire(named: "Friday gig")
        try laptop.store.add(laptop.song(3), toRepertoire: gig.id)
        try laptop.store.add(laptop.song(1), toRepertoire: gig.id)
        try laptop.store.addFavorite(laptop.favorite(101))

        let sent = laptop.sync()
        #expect(sent.stopped == nil)
        #expect(sent.isFirst)
        #expect(sent.sent.repertoiresCreated == 1)
        #expect(sent.sent.songsAdded == 2)
        #expect(sent.sent.favoritesAdded == 1)
        #expect(sent.waiting == 0)

        let received = desktop.sync()
        #expect(received.stopped == nil)
        #expect(received.received.repertoiresAdded == ["Friday gig"])
        #expect(received.received.songsAdded == 2)
        #expect(received.received.favoritesAdded == 1)
        #expect(desktop.contents == laptop.contents)
        #expect(desktop.contents == desktop.account)
        #expect(
            received.lines == [
                "First sync: the library and the account were merged.", "Sent: nothing",
                "Received: 1 repertoire added, 2 songs added, 1 ★ added",
            ])
    }

    @Test func theOrderOfARepertoireStaysLocalAndArrivalsGoAtTheEnd() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        let desktop = try server.device("desktop", email: "ada@example.com")
        let gig = try laptop.store.createRepertoire(named: "Friday gig")
        for index in [5, 2, 9] { try laptop.store.add(laptop.song(index), toRepertoire: gig.id) }
        laptop.sync()
        desktop.sync()
        let onDesktop = try #require(desktop.repertoire("Friday gig"))
        try desktop.store.move(song: SyncServer.id(9), inRepertoire: onDesktop.id, to: 0)
        try desktop.store.add(desktop.song(1), toRepertoire: onDesktop.id)
        desktop.sync()
        try laptop.store.move(song: SyncServer.id(2), inRepertoire: gig.id, to: 0)
        laptop.sync()

        #expect(laptop.repertoire("Friday gig")?.songs.map(\.id) == [2, 5, 9, 1].map(SyncServer.id))
        // The desktop had them as the account lists them (by title), and moved one.
        #expect(desktop.repertoire("Friday gig")?.songs.map(\.id) == [9, 2, 5, 1].map(SyncServer.id))
    }

    @Test func theFirstSyncMergesByIdThenByNameAndSaysWhat() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        let gig = try laptop.store.createRepertoire(named: "Friday gig")
        try laptop.store.add(laptop.song(1), toRepertoire: gig.id)
        laptop.sync()
        // A library made apart, with a repertoire of the same name and another.
        let desktop = try server.device("desktop", email: "ada@example.com")
        let mine = try desktop.store.createRepertoire(named: "Friday gig")
        try desktop.store.add(desktop.song(2), toRepertoire: mine.id)
        try desktop.store.createRepertoire(named: "Ballads")
        try desktop.store.addFavorite(desktop.favorite(102))

        let report = desktop.sync()
        #expect(report.isFirst)
        #expect(report.merged == ["Friday gig"])
        #expect(report.lines.first == "First sync: merged with the account's “Friday gig”.")
        #expect(desktop.contents.repertoires == ["Friday gig": [SyncServer.id(1), SyncServer.id(2)], "Ballads": []])
        #expect(desktop.contents == desktop.account)
        // The id the repertoire has here stays: it is linked to the account's.
        #expect(desktop.repertoire("Friday gig")?.id == mine.id)
        // By id: a library holding the account's id for a repertoire (one exported after a sync
        // and imported elsewhere) finds it, whatever its name; the account's name then wins.
        let remoteID = try #require(try laptop.store.remoteID(ofRepertoire: gig.id))
        let elsewhere = try server.device("elsewhere", email: "ada@example.com")
        var document = LibraryDocument(LibrarySnapshot())
        document.repertoires = [Repertoire(id: remoteID, name: "Gig (old name)")]
        _ = try elsewhere.store.merge(document)
        let byID = elsewhere.sync()
        #expect(byID.merged == ["Gig (old name)"])
        #expect(byID.received.repertoiresRenamed == [.init(was: "Gig (old name)", now: "Friday gig")])
        #expect(elsewhere.contents == desktop.contents)
    }

    @Test func aChangeMadeOfflineWaitsAndGoesWhenOnline() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        laptop.sync()
        laptop.transport.goOffline(from: laptop.transport.calls + 1)
        let gig = try laptop.store.createRepertoire(named: "Train")
        try laptop.store.add(laptop.song(4), toRepertoire: gig.id)
        try laptop.store.addFavorite(laptop.favorite(103))

        let offline = laptop.sync()
        #expect(offline.stopped == .account(.offline(reason: "the network is down")))
        #expect(offline.waiting == 3)
        #expect(laptop.contents.repertoires == ["Train": [SyncServer.id(4)]])
        #expect(
            try laptop.store.pendingChanges().map(\.change) == [
                .createRepertoire(id: gig.id), .addSong(repertoire: gig.id, song: SyncServer.id(4)),
                .addFavorite(recording: SyncServer.id(103)),
            ])
        // Still signed in: being offline is not being refused.
        #expect(try laptop.link.session() != nil)

        laptop.transport.goOnline()
        let online = laptop.sync()
        #expect(online.stopped == nil)
        #expect(online.waiting == 0)
        #expect(laptop.account == laptop.contents)
    }

    @Test func whatTheServerDoesNotKnowStaysHereAndIsNotSentAgain() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        let gig = try laptop.store.createRepertoire(named: "Friday gig")
        try laptop.store.add(laptop.song(1), toRepertoire: gig.id)
        try laptop.store.add(RepertoireSong(id: SyncServer.unknownSong, title: "A Tune Of Mine"), toRepertoire: gig.id)
        try laptop.store.addFavorite(
            FavoriteRecording(
                id: SyncServer.unknownRecording, songId: nil, songTitle: "Home Take", artist: nil, albumTitle: nil,
                recordingYear: nil))

        let report = laptop.sync()
        #expect(report.stopped == nil)
        #expect(
            report.notices == [
                "“A Tune Of Mine” stays in its repertoire on this device only: the account refused it (Song not found).",
                "The ★ on “Home Take” stays on this device only: the account refused it (Recording not found).",
            ])
        #expect(laptop.contents.repertoires["Friday gig"] == [SyncServer.id(1), SyncServer.unknownSong])
        #expect(laptop.contents.favorites == [SyncServer.unknownRecording])
        #expect(laptop.account.repertoires["Friday gig"] == [SyncServer.id(1)])
        let calls = laptop.transport.calls
        let again = laptop.sync()
        #expect(again.notices.isEmpty)
        #expect(again.sent.total == 0)
        #expect(laptop.transport.log[calls...].allSatisfy { $0.hasPrefix("GET") })
    }

    @Test func aSessionTheServerEndedStopsTheSyncAndKeepsTheChanges() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        laptop.sync()
        try laptop.store.createRepertoire(named: "Kept")
        // Another device changes the password: every session here ends.
        let other = try server.device("other", email: "ada@example.com")
        try other.link.changePassword(current: "correct horse 1", new: "correct horse 2")
        var session = try #require(try laptop.link.session())
        session.accessToken = "expired"
        try AccountFile(path: laptop.store.path.replacingOccurrences(of: "library.sqlite", with: "account.json")).save(
            session)

        let report = laptop.sync()
        #expect(report.stopped == .account(.signedOut))
        #expect(report.waiting == 1)
        #expect(laptop.contents.repertoires.keys.sorted() == ["Kept"])
    }

    @Test func aSyncWithNobodySignedInSaysSo() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        _ = try laptop.link.logout()
        let report = laptop.sync()
        #expect(report.stopped == .account(.notSignedIn))
        #expect(report.lines.last == "Nobody is signed in; approachnote account login signs in.")
    }

    @Test func anotherUserSigningInMergesTheLibraryIntoTheirAccountAfresh() throws {
        let server = try SyncServer()
        let laptop = try server.device("laptop", email: "ada@example.com", registers: true)
        let gig = try laptop.store.createRepertoire(named: "Friday gig")
        try laptop.store.add(laptop.song(1), toRepertoire: gig.id)
        laptop.sync()
        _ = try laptop.link.logout()
        _ = try laptop.link.register(email: "bob@example.com", password: "correct horse 1", displayName: nil)
        let report = laptop.sync()
        #expect(report.isFirst)
        #expect(report.sent.repertoiresCreated == 1)
        #expect(laptop.account == laptop.contents)
    }
}
