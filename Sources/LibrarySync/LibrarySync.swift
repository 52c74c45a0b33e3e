import AccountLink
import FoundationEssentials
import Library
import Upstream

/// One sync of the library with the signed-in user's account, two ways: the account is read,
/// the outbox's changes are sent in the order they were made (each taken out of the outbox in
/// the same transaction that keeps what its answer said), the account is read again, and the
/// library is made what it holds.
///
/// The rules when the two sides differ, as the README states them:
/// - changes meet on the account in the order they reach it, and the later one wins; a change
///   that replaces one this device had not seen (a name given elsewhere, songs added
///   elsewhere) says so in a notice;
/// - a repertoire deleted on another device is kept when this device added songs to it or
///   renamed it meanwhile: it goes back to the account with its songs, and a notice says so;
/// - a change the account has already (409, or a 404 to a removal) counts as done, so that a
///   change sent twice (a sync stopped between sending it and keeping its answer) has the
///   same effect as once;
/// - what the account's server cannot hold (a song or recording its catalog does not have)
///   stays here, is marked so, and is not sent again.
///
/// The library's own order of a repertoire's songs is never sent: the account has none.
package final class LibrarySync {
    private let store: LibraryStore
    private let link: AccountLink
    private let clock: () -> Date
    private var report = LibrarySyncReport()
    /// The library as the sync began, for the names and titles notices give.
    private var names: LibrarySnapshot = LibrarySnapshot()
    /// The user the sync began for: a sign-out, or another user's sign-in, stops it at its
    /// next call.
    private var userID: String?

    /// A sync goes round again when a change was made while it read the account, at most
    /// this many times; the changes left wait for the next sync.
    static let rounds = 3

    package init(store: LibraryStore, link: AccountLink, clock: @escaping () -> Date = Date.init) {
        self.store = store
        self.link = link
        self.clock = clock
    }

    /// Syncs once; the report says what moved, and why it stopped if it did. Nothing is lost
    /// when it stops: what was not sent waits in the outbox.
    package func run() -> LibrarySyncReport {
        report = LibrarySyncReport()
        do throws(LibrarySyncError) {
            try sync()
        } catch {
            report.stopped = error
        }
        report.waiting = store.waitingChanges()
        return report
    }

    private func sync() throws(LibrarySyncError) {
        guard let session = try account({ () throws(AccountLinkError) in try link.session() }) else {
            throw .account(.notSignedIn)
        }
        userID = session.userID
        let key = session.server + " " + session.userID
        if store.syncState().account != key {
            try library { () throws(LibraryError) in try store.link(toAccount: key) }
            report.isFirst = true
        }
        names = (try? store.snapshot()) ?? LibrarySnapshot()
        let reader = AccountLibraryReader(link: link, user: session.userID)
        for _ in 0..<Self.rounds {
            var account = try self.account { () throws(AccountLinkError) in try reader.read() }
            if try sendOutbox(against: &account) {
                account = try self.account { () throws(AccountLinkError) in try reader.read() }
            }
            let stamp = clock().formatted(.iso8601)
            if let received = try library({ () throws(LibraryError) in try store.apply(account, syncedAt: stamp) }) {
                report.received = received
                return
            }
        }
    }

    // MARK: - Sending

    /// Sends every change in the outbox, oldest first; returns whether any was.
    private func sendOutbox(against account: inout AccountLibrary) throws(LibrarySyncError) -> Bool {
        var sentAny = false
        while true {
            let batch = try library { () throws(LibraryError) in try store.pendingChanges() }
            guard !batch.isEmpty else { return sentAny }
            for pending in batch {
                try send(pending, account: &account)
                sentAny = true
            }
        }
    }

    private func send(_ pending: PendingChange, account: inout AccountLibrary) throws(LibrarySyncError) {
        switch pending.change {
        case .createRepertoire(let id):
            try create(id, pending: pending, account: &account)
        case .renameRepertoire(let id, let from, _):
            // The name sent is the repertoire's now: a later rename's change follows, sending it again.
            try rename(id, from: from, pending: pending, account: &account)
        case .deleteRepertoire(_, let remoteID, let name, let songsOnAccount):
            try delete(remoteID, name: name, songsOnAccount: songsOnAccount, pending: pending, account: &account)
        case .addSong(let id, let song):
            try add(song: song, to: id, pending: pending, account: &account)
        case .removeSong(let id, let song, let wasOnAccount):
            try remove(song: song, from: id, wasOnAccount: wasOnAccount, pending: pending, account: &account)
        case .addFavorite(let recording):
            try addFavorite(recording, pending: pending, account: &account)
        case .removeFavorite(let recording, let wasOnAccount):
            try removeFavorite(recording, wasOnAccount: wasOnAccount, pending: pending, account: &account)
        }
    }

    private func create(_ id: String, pending: PendingChange, account: inout AccountLibrary)
        throws(LibrarySyncError)
    {
        guard let heading = try library({ () throws(LibraryError) in try store.repertoireHeading(id: id) }) else {
            // Deleted here since. A creation begun before and cut off may have reached the
            // account: the repertoire it made there goes too.
            if pending.wasAttempted, let name = pending.attemptedName,
                let orphan = try unclaimed(account, named: name, id: id)
            {
                _ = try call("DELETE", UpstreamAccountRoutes.repertoire(orphan.id))
                account.repertoires.removeAll { $0.id == orphan.id }
            }
            return try complete(pending)
        }
        if try library({ () throws(LibraryError) in try store.remoteID(ofRepertoire: id) }) != nil {
            return try complete(pending)
        }
        // The first sync merges by id, then by name; so does a creation sent before whose
        // answer was not kept.
        if let same = try unclaimed(account, named: heading.name, id: id) {
            if !pending.wasAttempted { report.merged.append(heading.name) }
            return try complete(pending, [.repertoireOnAccount(id: id, remoteID: same.id)])
        }
        try library { () throws(LibraryError) in try store.markAttempted(pending.sequence, name: heading.name) }
        guard
            let remoteID = try createOnAccount(name: heading.name, description: heading.description, account: &account)
        else {
            return try complete(pending, [.repertoireLocalOnly(id: id)])
        }
        report.sent.repertoiresCreated += 1
        try complete(pending, [.repertoireOnAccount(id: id, remoteID: remoteID)])
    }

    /// A repertoire of the account's that no repertoire here holds, with this library's id,
    /// else with the name.
    private func unclaimed(_ account: AccountLibrary, named name: String, id: String) throws(LibrarySyncError)
        -> AccountLibrary.Repertoire?
    {
        let claimed = try library { () throws(LibraryError) in try store.remoteIDs() }
        let free = account.repertoires.filter { !claimed.contains($0.id) }
        return free.first { $0.id == id } ?? free.first { $0.name == name }
    }

    /// Makes the repertoire on the account; its id there, or nil when the server refused
    /// (said in a notice: the repertoire stays here only).
    private func createOnAccount(name: String, description: String?, account: inout AccountLibrary)
        throws(LibrarySyncError) -> String?
    {
        var body = ["name": name]
        if let description { body["description"] = description }
        let answer = try call("POST", UpstreamAccountRoutes.repertoires, body: body)
        struct Created: Decodable { let id: String }
        guard answer.status == 201 || answer.status == 200 else {
            report.notices.append("“\(name)” stays on this device only: the account refused it (\(refusal(answer))).")
            return nil
        }
        guard let created = try? JSONDecoder().decode(Created.self, from: Data(answer.body)),
            UpstreamLimits.isWellFormedID(created.id)
        else { throw .account(.malformed(status: answer.status)) }
        let remoteID = created.id.lowercased()
        account.repertoires.append(AccountLibrary.Repertoire(id: remoteID, name: name, description: description))
        return remoteID
    }

    private func rename(_ id: String, from: String, pending: PendingChange, account: inout AccountLibrary)
        throws(LibrarySyncError)
    {
        guard let heading = try library({ () throws(LibraryError) in try store.repertoireHeading(id: id) }),
            let remoteID = try library({ () throws(LibraryError) in try store.remoteID(ofRepertoire: id) })
        else { return try complete(pending) }
        guard let index = account.repertoires.firstIndex(where: { $0.id == remoteID }) else {
            return try keepDeletedElsewhere(id, name: heading.name, pending: pending, account: &account)
        }
        let theirs = account.repertoires[index].name
        if theirs != from, theirs != heading.name {
            report.notices.append(
                "“\(heading.name)” had been renamed “\(theirs)” on another device; it is named “\(heading.name)”, as renamed here last."
            )
        }
        if theirs != heading.name {
            let answer = try call("PUT", UpstreamAccountRoutes.repertoire(remoteID), body: ["name": heading.name])
            if answer.status == 404 {
                return try keepDeletedElsewhere(id, name: heading.name, pending: pending, account: &account)
            }
            if answer.status == 401 || answer.status == 403 { throw .account(AccountLink.refusal(answer)) }
            if answer.status != 200 {
                report.notices.append(
                    "The account refused the name “\(heading.name)” (\(refusal(answer))); the repertoire takes back the account's, “\(theirs)”."
                )
            } else {
                report.sent.repertoiresRenamed += 1
                account.repertoires[index].name = heading.name
            }
        } else {
            report.sent.alreadyThere += 1
        }
        try complete(pending)
    }

    private func delete(
        _ remoteID: String?, name: String, songsOnAccount: [String], pending: PendingChange,
        account: inout AccountLibrary
    ) throws(LibrarySyncError) {
        guard let remoteID, let theirs = account.repertoires.first(where: { $0.id == remoteID }) else {
            if remoteID != nil { report.sent.alreadyThere += 1 }
            return try complete(pending)
        }
        let known = Set(songsOnAccount)
        let added = theirs.songs.filter { !known.contains($0.id) }
        if !added.isEmpty {
            report.notices.append(
                "“\(name)” was deleted here; it also held \(Self.list(added.map(\.title))), added on another device since."
            )
        }
        let answer = try call("DELETE", UpstreamAccountRoutes.repertoire(remoteID))
        if try removed(answer) { report.sent.repertoiresDeleted += 1 } else { report.sent.alreadyThere += 1 }
        account.repertoires.removeAll { $0.id == remoteID }
        try complete(pending)
    }

    private func add(song: String, to id: String, pending: PendingChange, account: inout AccountLibrary)
        throws(LibrarySyncError)
    {
        guard try library({ () throws(LibraryError) in try store.holds(song: song, inRepertoire: id) }),
            let remoteID = try library({ () throws(LibraryError) in try store.remoteID(ofRepertoire: id) })
        else { return try complete(pending) }
        guard UpstreamLimits.isWellFormedID(song) else {
            return try complete(pending, [.songLocalOnly(repertoire: id, song: song)])
        }
        guard let index = account.repertoires.firstIndex(where: { $0.id == remoteID }) else {
            let name = try library({ () throws(LibraryError) in try store.repertoireHeading(id: id) })?.name ?? id
            return try keepDeletedElsewhere(id, name: name, pending: pending, account: &account)
        }
        if account.repertoires[index].songs.contains(where: { $0.id == song }) {
            report.sent.alreadyThere += 1
            return try complete(pending, [.songOnAccount(repertoire: id, song: song)])
        }
        let answer = try call("POST", UpstreamAccountRoutes.repertoireSong(remoteID, song: song))
        switch answer.status {
        case 200, 201, 409:
            if answer.status == 409 { report.sent.alreadyThere += 1 } else { report.sent.songsAdded += 1 }
            account.repertoires[index].songs.append(RepertoireSong(id: song, title: title(ofSong: song)))
            try complete(pending, [.songOnAccount(repertoire: id, song: song)])
        case 404 where refusal(answer).hasPrefix("Repertoire"):
            let name = try library({ () throws(LibraryError) in try store.repertoireHeading(id: id) })?.name ?? id
            try keepDeletedElsewhere(id, name: name, pending: pending, account: &account)
        case 401, 403:
            throw .account(AccountLink.refusal(answer))
        default:
            report.notices.append(
                "“\(title(ofSong: song))” stays in its repertoire on this device only: the account refused it (\(refusal(answer)))."
            )
            try complete(pending, [.songLocalOnly(repertoire: id, song: song)])
        }
    }

    private func remove(
        song: String, from id: String, wasOnAccount: Bool, pending: PendingChange, account: inout AccountLibrary
    ) throws(LibrarySyncError) {
        guard let remoteID = try library({ () throws(LibraryError) in try store.remoteID(ofRepertoire: id) }),
            let index = account.repertoires.firstIndex(where: { $0.id == remoteID }),
            let theirs = account.repertoires[index].songs.first(where: { $0.id == song })
        else {
            report.sent.alreadyThere += 1
            return try complete(pending)
        }
        if !wasOnAccount {
            let name = try library({ () throws(LibraryError) in try store.repertoireHeading(id: id) })?.name ?? id
            report.notices.append("“\(theirs.title)” was removed from “\(name)” here; another device had added it.")
        }
        let answer = try call("DELETE", UpstreamAccountRoutes.repertoireSong(remoteID, song: song))
        if try removed(answer) { report.sent.songsRemoved += 1 } else { report.sent.alreadyThere += 1 }
        account.repertoires[index].songs.removeAll { $0.id == song }
        try complete(pending)
    }

    private func addFavorite(_ recording: String, pending: PendingChange, account: inout AccountLibrary)
        throws(LibrarySyncError)
    {
        guard try library({ () throws(LibraryError) in try store.holds(favorite: recording) }) else {
            return try complete(pending)
        }
        guard UpstreamLimits.isWellFormedID(recording) else {
            return try complete(pending, [.favoriteLocalOnly(recording: recording)])
        }
        if account.favorites.contains(where: { $0.id == recording }) {
            report.sent.alreadyThere += 1
            return try complete(pending, [.favoriteOnAccount(recording: recording)])
        }
        let answer = try call("POST", UpstreamAccountRoutes.favorite(recording))
        switch answer.status {
        case 200, 201, 409:
            if answer.status == 409 { report.sent.alreadyThere += 1 } else { report.sent.favoritesAdded += 1 }
            account.favorites.append(
                FavoriteRecording(
                    id: recording, songId: nil, songTitle: "", artist: nil, albumTitle: nil, recordingYear: nil))
            try complete(pending, [.favoriteOnAccount(recording: recording)])
        case 401, 403:
            throw .account(AccountLink.refusal(answer))
        default:
            report.notices.append(
                "The ★ on “\(title(ofFavorite: recording))” stays on this device only: the account refused it (\(refusal(answer)))."
            )
            try complete(pending, [.favoriteLocalOnly(recording: recording)])
        }
    }

    private func removeFavorite(
        _ recording: String, wasOnAccount: Bool, pending: PendingChange, account: inout AccountLibrary
    ) throws(LibrarySyncError) {
        guard let theirs = account.favorites.first(where: { $0.id == recording }) else {
            report.sent.alreadyThere += 1
            return try complete(pending)
        }
        if !wasOnAccount {
            report.notices.append("The ★ on “\(theirs.songTitle)” was removed here; another device had given it.")
        }
        let answer = try call("DELETE", UpstreamAccountRoutes.favorite(recording))
        if try removed(answer) { report.sent.favoritesRemoved += 1 } else { report.sent.alreadyThere += 1 }
        account.favorites.removeAll { $0.id == recording }
        try complete(pending)
    }

    /// A repertoire deleted on another device that this device changed meanwhile goes back to
    /// the account, with its songs: what was added or renamed here is not lost.
    private func keepDeletedElsewhere(_ id: String, name: String, pending: PendingChange, account: inout AccountLibrary)
        throws(LibrarySyncError)
    {
        let songs = try library { () throws(LibraryError) in try store.sendableSongs(ofRepertoire: id) } ?? []
        var effects: [SyncEffect] = []
        let remoteID: String
        // A return sent before whose answer was not kept is on the account already.
        if let same = try unclaimed(account, named: name, id: id) {
            remoteID = same.id
        } else {
            let heading = try library { () throws(LibraryError) in try store.repertoireHeading(id: id) }
            guard let created = try createOnAccount(name: name, description: heading?.description, account: &account)
            else { return try complete(pending, [.repertoireLocalOnly(id: id)]) }
            remoteID = created
            report.sent.repertoiresCreated += 1
        }
        effects.append(.repertoireOnAccount(id: id, remoteID: remoteID))
        report.notices.append(
            "“\(name)” was deleted on another device; it is kept, with the changes made here, and is on the account again."
        )
        let index = account.repertoires.firstIndex { $0.id == remoteID }
        for song in songs where UpstreamLimits.isWellFormedID(song) {
            if let index, account.repertoires[index].songs.contains(where: { $0.id == song }) {
                effects.append(.songOnAccount(repertoire: id, song: song))
                continue
            }
            let answer = try call("POST", UpstreamAccountRoutes.repertoireSong(remoteID, song: song))
            if [200, 201, 409].contains(answer.status) {
                report.sent.songsAdded += 1
                effects.append(.songOnAccount(repertoire: id, song: song))
                if let index {
                    account.repertoires[index].songs.append(RepertoireSong(id: song, title: title(ofSong: song)))
                }
            } else {
                effects.append(.songLocalOnly(repertoire: id, song: song))
            }
        }
        try complete(pending, effects)
    }

    // MARK: - Helpers

    private func complete(_ pending: PendingChange, _ effects: [SyncEffect] = []) throws(LibrarySyncError) {
        try library { () throws(LibraryError) in try store.complete(pending.sequence, effects: effects) }
    }

    private func call(_ method: String, _ path: String, body: [String: String]? = nil) throws(LibrarySyncError)
        -> (status: Int, body: [UInt8])
    {
        try account { () throws(AccountLinkError) in
            try link.authorized(AccountCall(method, path, body: body), as: userID)
        }
    }

    /// Whether a removal's answer removed it (true) or found it gone already (false); any
    /// other answer stops the sync, and the removal waits.
    private func removed(_ answer: (status: Int, body: [UInt8])) throws(LibrarySyncError) -> Bool {
        switch answer.status {
        case 200, 204: return true
        case 404: return false
        default: throw .account(AccountLink.refusal(answer))
        }
    }

    private func refusal(_ answer: (status: Int, body: [UInt8])) -> String {
        if case .refused(_, let message) = AccountLink.refusal(answer) {
            return AccountLibraryReader.text(message, limit: 120)
        }
        return "\(answer.status)"
    }

    private func title(ofSong song: String) -> String {
        for repertoire in names.repertoires {
            if let found = repertoire.songs.first(where: { $0.id == song }) { return found.title }
        }
        return song
    }

    private func title(ofFavorite recording: String) -> String {
        names.favorites.first { $0.id == recording }?.songTitle ?? recording
    }

    private static func list(_ titles: [String]) -> String {
        let quoted = titles.prefix(3).map { "“\($0)”" }.joined(separator: ", ")
        return titles.count > 3 ? quoted + " and \(titles.count - 3) more" : quoted
    }

    private func account<T>(_ body: () throws(AccountLinkError) -> T) throws(LibrarySyncError) -> T {
        do { return try body() } catch { throw .account(error) }
    }

    private func library<T>(_ body: () throws(LibraryError) -> T) throws(LibrarySyncError) -> T {
        do { return try body() } catch { throw .library(error) }
    }
}
