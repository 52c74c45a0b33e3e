import Library

/// The user's library as the pages see it: the latest snapshot of the file, and the changes
/// the user makes, each written to the file at once (one transaction) before the snapshot
/// shows it. A change that cannot be written leaves the snapshot as the file is and says why.
public final class UserLibrary {
    private var store: LibraryStore?
    public private(set) var snapshot: LibrarySnapshot
    /// A number that changes with the snapshot: what a page last saw is told from what is now
    /// by comparing two numbers, not two libraries.
    private(set) var revision = 0
    /// Why there is no library to keep things in, when there is none.
    public let unavailable: String?
    /// Tells the user why a change was not made; the browser shows it on the message line.
    var failed: (String) -> Void = { _ in }
    /// Tells the user what a change did that `undoLast` can take back (`undoable`), or what
    /// `undoLast` did.
    var changed: (_ notice: String, _ undoable: Bool) -> Void = { _, _ in }
    /// The last change `undoLast` can take back, as the change that takes it back.
    private var undo: LibraryUndo?

    public init(store: LibraryStore) throws(LibraryError) {
        self.store = store
        unavailable = nil
        snapshot = try store.snapshot()
        syncState = store.syncState()
    }

    /// No library: `reason` says why, whenever the user asks for one.
    public init(unavailable reason: String) {
        store = nil
        snapshot = LibrarySnapshot()
        unavailable = reason
    }

    public func isFavorite(_ recordingID: String) -> Bool { snapshot.isFavorite(recordingID) }

    /// Where the library stands with its account; nil with no library. Read with the
    /// snapshot, when the file changes, not at each evaluation of a page that shows it.
    private(set) var syncState: LibrarySyncState?

    /// Another process changed the file: the snapshot is read again. Returns whether it
    /// changed.
    func refreshIfChangedElsewhere() -> Bool {
        if keepIfRemoved() { return true }
        guard let store, store.hasChangedElsewhere() else { return false }
        let before = revision
        reread()
        return revision != before
    }

    /// The file was removed (or replaced) while this run held it: what the run knew is written
    /// to the file now at the path, merged with anything there, so nothing is lost, and the
    /// user is told. Returns whether that happened.
    private func keepIfRemoved() -> Bool {
        guard let old = store, !old.isAtItsPath else { return false }
        do {
            let renewed = try LibraryStore(path: old.path)
            _ = try renewed.merge(LibraryDocument(snapshot))
            store = renewed
            failed(
                "Your library at \(old.path) was removed or replaced while ApproachNote ran; "
                    + "what it held is written to the file there now.")
        } catch {
            failed("Your library at \(old.path) was removed, and could not be made again: \(error)")
        }
        reread()
        return true
    }

    /// Marks the recording ★, or takes the ★ off.
    func toggleFavorite(_ favorite: FavoriteRecording) {
        if let marked = snapshot.favorites.first(where: { $0.id == favorite.id }) {
            change(undoneBy: .markAgain(marked)) { try $0.removeFavorite(id: favorite.id) }
        } else {
            change(undoneBy: .unmark(favorite)) { try $0.addFavorite(favorite) }
        }
    }

    /// A new repertoire, or nil (and the message line says why).
    func createRepertoire(named name: String) -> Repertoire? {
        var made: Repertoire?
        change { made = try $0.createRepertoire(named: name) }
        return made
    }

    func add(_ song: RepertoireSong, to repertoire: String) {
        // A song there already stays as it was: nothing to take back.
        let undo = snapshot.repertoire(id: repertoire).flatMap { kept in
            kept.contains(song: song.id) ? nil : LibraryUndo.takeOut(song, repertoire: kept)
        }
        change(undoneBy: undo) { try $0.add(song, toRepertoire: repertoire) }
    }

    func remove(song: String, from repertoire: String) {
        let kept = snapshot.repertoire(id: repertoire)
        let undo = kept.flatMap { kept in
            kept.songs.firstIndex { $0.id == song }.map {
                LibraryUndo.putBack(kept.songs[$0], repertoire: kept, at: $0)
            }
        }
        change(undoneBy: undo) { try $0.remove(song: song, fromRepertoire: repertoire) }
    }

    func move(song: String, in repertoire: String, to index: Int) {
        change { try $0.move(song: song, inRepertoire: repertoire, to: index) }
    }

    /// Returns whether the repertoire has the name now (false, and the message line says why,
    /// for a name taken or malformed).
    @discardableResult
    func rename(repertoire: String, to name: String) -> Bool {
        var renamed = false
        change {
            try $0.renameRepertoire(id: repertoire, to: name)
            renamed = true
        }
        return renamed
    }

    func delete(repertoire: String) {
        change(undoneBy: snapshot.repertoire(id: repertoire).map(LibraryUndo.restore)) {
            try $0.deleteRepertoire(id: repertoire)
        }
    }

    /// `u`: takes the last change back, in one transaction, and says so; false when there is
    /// none to take back.
    func undoLast() -> Bool {
        guard let undo else { return false }
        self.undo = nil
        if change({ try undo.apply(to: $0) }) { changed(undo.undone, false) }
        return true
    }

    /// Makes a change; `undo`, which takes it back, is kept and told of once it is made.
    /// `body` throws only the store's `LibraryError`s. Returns whether the change was made.
    @discardableResult
    private func change(undoneBy undo: LibraryUndo? = nil, _ body: (LibraryStore) throws -> Void) -> Bool {
        _ = keepIfRemoved()
        guard let store else {
            failed(unavailable ?? "There is no library.")
            return false
        }
        defer { reread() }
        do {
            try body(store)
        } catch {
            failed((error as? LibraryError)?.description ?? "The library was not changed: \(error).")
            return false
        }
        if let undo {
            self.undo = undo
            changed(undo.done, true)
        }
        return true
    }

    private func reread() {
        guard let store else { return }
        // A sync may change only when it last was, or what waits: not the entries.
        let state = store.syncState()
        if state != syncState {
            syncState = state
            revision += 1
        }
        do {
            let now = try store.snapshot()
            guard now != snapshot else { return }
            snapshot = now
            revision += 1
        } catch {
            failed(error.description)
        }
    }
}
