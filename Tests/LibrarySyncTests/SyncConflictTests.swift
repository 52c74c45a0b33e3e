import Foundation
import Library
import Testing

@testable import LibrarySync

/// The conflict rules the README states, a case each, in both orders where the order
/// decides: what each side ends with, and the notice that says what a rule discarded.
@Suite struct SyncConflictTests {
    /// Two devices of one user, both synced with a repertoire holding songs 1 and 2.
    private func twoDevices() throws -> (SyncServer, Device, Device, Repertoire) {
        let server = try SyncServer()
        let here = try server.device("here", email: "ada@example.com", registers: true)
        let there = try server.device("there", email: "ada@example.com")
        let gig = try here.store.createRepertoire(named: "Friday gig")
        try here.store.add(here.song(1), toRepertoire: gig.id)
        try here.store.add(here.song(2), toRepertoire: gig.id)
        try here.store.addFavorite(here.favorite(101))
        here.sync()
        there.sync()
        return (server, here, there, try #require(there.repertoire("Friday gig")))
    }

    @Test func aSongRemovedHereAndAddedThereEndsAsTheLaterSyncLeftIt() throws {
        // There, song 3 is added; here, song 3 was added and removed again before syncing.
        // The later change to reach the account wins, and the removal says what it took.
        let (_, here, there, theirs) = try twoDevices()
        let gig = try #require(here.repertoire("Friday gig"))
        try there.store.add(there.song(3), toRepertoire: theirs.id)
        try here.store.add(here.song(3), toRepertoire: gig.id)
        try here.store.remove(song: SyncServer.id(3), fromRepertoire: gig.id)
        #expect(there.sync().notices.isEmpty)
        let report = here.sync()
        #expect(report.notices == ["“Song 3” was removed from “Friday gig” here; another device had added it."])
        there.sync()
        #expect(here.contents.repertoires["Friday gig"] == [SyncServer.id(1), SyncServer.id(2)])
        #expect(there.contents == here.contents)

        // The other order: the removal reaches the account first, the addition after it.
        try here.store.remove(song: SyncServer.id(2), fromRepertoire: gig.id)
        try there.store.remove(song: SyncServer.id(2), fromRepertoire: theirs.id)
        try there.store.add(there.song(2), toRepertoire: theirs.id)
        #expect(here.sync().notices.isEmpty)
        #expect(there.sync().stopped == nil)
        here.sync()
        #expect(here.contents.repertoires["Friday gig"] == [SyncServer.id(1), SyncServer.id(2)])
        #expect(there.contents == here.contents)
        #expect(here.account == here.contents)
    }

    @Test func aRepertoireRenamedOnBothTakesTheLaterNameAndSaysWhichWasReplaced() throws {
        let (_, here, there, theirs) = try twoDevices()
        let gig = try #require(here.repertoire("Friday gig"))
        try there.store.renameRepertoire(id: theirs.id, to: "Saturday gig")
        try here.store.renameRepertoire(id: gig.id, to: "Gig at the Blue Note")
        #expect(there.sync().notices.isEmpty)
        let report = here.sync()
        #expect(
            report.notices == [
                "“Gig at the Blue Note” had been renamed “Saturday gig” on another device; it is named “Gig at the Blue Note”, as renamed here last."
            ])
        let received = there.sync()
        #expect(received.received.repertoiresRenamed == [.init(was: "Saturday gig", now: "Gig at the Blue Note")])
        #expect(there.contents.repertoires.keys.sorted() == ["Gig at the Blue Note"])
        #expect(there.contents == here.contents)
        #expect(here.account == here.contents)
    }

    @Test func aRepertoireDeletedThereWithSongsAddedHereIsKept() throws {
        let (_, here, there, theirs) = try twoDevices()
        let gig = try #require(here.repertoire("Friday gig"))
        try there.store.deleteRepertoire(id: theirs.id)
        there.sync()
        try here.store.add(here.song(7), toRepertoire: gig.id)
        let report = here.sync()
        #expect(
            report.notices == [
                "“Friday gig” was deleted on another device; it is kept, with the changes made here, and is on the account again."
            ])
        #expect(
            here.contents.repertoires == ["Friday gig": [1, 2, 7].reduce(into: Set()) { $0.insert(SyncServer.id($1)) }])
        #expect(here.account == here.contents)
        there.sync()
        #expect(there.contents == here.contents)
        // Its id here stays, linked to the new one on the account.
        #expect(here.repertoire("Friday gig")?.id == gig.id)
    }

    @Test func aRepertoireDeletedThereWithoutChangesHereGoesHereToo() throws {
        let (_, here, there, theirs) = try twoDevices()
        try there.store.deleteRepertoire(id: theirs.id)
        there.sync()
        let report = here.sync()
        #expect(report.notices.isEmpty)
        #expect(report.received.repertoiresRemoved == ["Friday gig"])
        #expect(here.contents.repertoires.isEmpty)
    }

    @Test func aRepertoireDeletedHereWithSongsAddedThereSaysWhatWentWithIt() throws {
        let (_, here, there, theirs) = try twoDevices()
        let gig = try #require(here.repertoire("Friday gig"))
        try there.store.add(there.song(8), toRepertoire: theirs.id)
        there.sync()
        try here.store.deleteRepertoire(id: gig.id)
        let report = here.sync()
        #expect(
            report.notices == ["“Friday gig” was deleted here; it also held “Song 8”, added on another device since."])
        there.sync()
        #expect(there.contents.repertoires.isEmpty)
        #expect(here.account == here.contents)
    }

    @Test func aStarRemovedOnBothIsRemovedOnceAndNeitherFails() throws {
        let (_, here, there, _) = try twoDevices()
        try here.store.removeFavorite(id: SyncServer.id(101))
        try there.store.removeFavorite(id: SyncServer.id(101))
        let first = here.sync()
        #expect(first.sent.favoritesRemoved == 1)
        let second = there.sync()
        #expect(second.stopped == nil)
        #expect(second.sent.favoritesRemoved == 0)
        #expect(second.sent.alreadyThere == 1)
        #expect(second.notices.isEmpty)
        #expect(second.lines[0] == "Sent: nothing (1 already there)")
        #expect(here.contents.favorites.isEmpty && there.contents.favorites.isEmpty)
        #expect(here.account.favorites.isEmpty)
    }

    @Test func twoRepertoiresOfOneNameOnTheAccountAreBothKeptHere() throws {
        // The upstream's app allows two repertoires of one name; the library does not.
        let (_, here, there, _) = try twoDevices()
        _ = try here.link.authorized(.init("POST", "/v1/repertoires/", body: ["name": "Friday gig"]))
        let report = there.sync()
        #expect(report.received.repertoiresAdded.count == 1)
        #expect(there.contents.repertoires.keys.sorted() == ["Friday gig", "Friday gig (2)"])
        // Every device names them alike.
        here.sync()
        #expect(here.contents == there.contents)
        #expect(here.account == here.contents)
        // Nothing is sent back for the name given here, and nothing changes on the next sync.
        let again = there.sync()
        #expect(again.sent.total == 0)
        #expect(again.received.isEmpty)
    }
}
