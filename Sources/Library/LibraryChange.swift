import SQLite

/// One change to the library, as the account is to hear of it: what the outbox holds, in the
/// order the changes were made, from the moment the library is linked to an account.
///
/// A change names a repertoire by its id in this library; the id it has on the account is read
/// when the change is sent, since a repertoire made offline has none until then. A deletion
/// keeps what it needs of the repertoire, which is gone by the time it is sent.
public enum LibraryChange: Equatable, Sendable {
    case createRepertoire(id: String)
    case renameRepertoire(id: String, from: String, to: String)
    /// `remoteID` is the repertoire's id on the account when it was deleted, if it had one;
    /// `songsOnAccount` the songs the account had in it at the last sync, so that songs
    /// another device added since are told apart.
    case deleteRepertoire(id: String, remoteID: String?, name: String, songsOnAccount: [String])
    case addSong(repertoire: String, song: String)
    /// `wasOnAccount`: whether the account had the song in the repertoire at the last sync.
    case removeSong(repertoire: String, song: String, wasOnAccount: Bool)
    case addFavorite(recording: String)
    case removeFavorite(recording: String, wasOnAccount: Bool)
}

/// A change waiting in the outbox: its place in the order, and whether sending it was begun
/// before (a process stopped after sending it and before hearing the answer).
public struct PendingChange: Equatable, Sendable {
    public let sequence: Int64
    public let change: LibraryChange
    public let wasAttempted: Bool
    /// The name a repertoire's creation was sent with, when it was.
    public let attemptedName: String?
}

extension LibraryStore {
    /// The outbox's columns for a change: kind, repertoire, remote, item, name, previous,
    /// on_account, songs.
    private static func columns(of change: LibraryChange) -> [SQLiteValue] {
        switch change {
        case .createRepertoire(let id):
            [.text("create"), .text(id), .null, .null, .null, .null, .integer(0), .null]
        case .renameRepertoire(let id, let from, let to):
            [.text("rename"), .text(id), .null, .null, .text(to), .text(from), .integer(0), .null]
        case .deleteRepertoire(let id, let remoteID, let name, let songs):
            [
                .text("delete"), .text(id), .optional(remoteID), .null, .text(name), .null, .integer(0),
                .text(songs.joined(separator: "\n")),
            ]
        case .addSong(let repertoire, let song):
            [.text("add-song"), .text(repertoire), .null, .text(song), .null, .null, .integer(0), .null]
        case .removeSong(let repertoire, let song, let wasOnAccount):
            [
                .text("remove-song"), .text(repertoire), .null, .text(song), .null, .null,
                .integer(wasOnAccount ? 1 : 0), .null,
            ]
        case .addFavorite(let recording):
            [.text("add-favorite"), .null, .null, .text(recording), .null, .null, .integer(0), .null]
        case .removeFavorite(let recording, let wasOnAccount):
            [
                .text("remove-favorite"), .null, .null, .text(recording), .null, .null, .integer(wasOnAccount ? 1 : 0),
                .null,
            ]
        }
    }

    /// Puts the change in the outbox when the library is linked to an account (before that,
    /// the first sync sends the library whole). Inside the change's own transaction, so the
    /// change and its record are kept together or not at all.
    func record(_ change: LibraryChange) throws {
        guard try linkedAccountNow() != nil else { return }
        try connection.statement(
            "INSERT INTO sync_outbox (kind, repertoire, remote, item, name, previous, on_account, songs) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        ).bind(Self.columns(of: change)).run()
    }

    /// The account the library is linked to, read inside a transaction.
    func linkedAccountNow() throws -> String? {
        let statement = try connection.statement("SELECT value FROM sync_state WHERE key = 'account'")
        defer { statement.reset() }
        return try statement.step() ? statement.text(0) : nil
    }

    /// The changes waiting, oldest first, at most `limit` of them.
    public func pendingChanges(limit: Int = 200) throws(LibraryError) -> [PendingChange] {
        do {
            let rows = try connection.statement(
                "SELECT seq, kind, repertoire, remote, item, name, previous, on_account, songs, attempted "
                    + "FROM sync_outbox WHERE \(Self.knownKinds) ORDER BY seq LIMIT ?"
            ).bind(.integer(limit))
            var pending: [PendingChange] = []
            while try rows.step() {
                let repertoire = rows.optionalText(2) ?? ""
                let item = rows.optionalText(4) ?? ""
                let onAccount = rows.int(7) != 0
                let change: LibraryChange? =
                    switch rows.text(1) {
                    case "create": .createRepertoire(id: repertoire)
                    case "rename":
                        .renameRepertoire(
                            id: repertoire, from: rows.optionalText(6) ?? "", to: rows.optionalText(5) ?? "")
                    case "delete":
                        .deleteRepertoire(
                            id: repertoire, remoteID: rows.optionalText(3), name: rows.optionalText(5) ?? "",
                            songsOnAccount: (rows.optionalText(8) ?? "").split(separator: "\n").map(String.init))
                    case "add-song": .addSong(repertoire: repertoire, song: item)
                    case "remove-song": .removeSong(repertoire: repertoire, song: item, wasOnAccount: onAccount)
                    case "add-favorite": .addFavorite(recording: item)
                    case "remove-favorite": .removeFavorite(recording: item, wasOnAccount: onAccount)
                    default: nil
                    }
                // A kind this version does not know cannot be sent; it stays for the version
                // that wrote it.
                guard let change else { continue }
                pending.append(
                    PendingChange(
                        sequence: Int64(rows.int(0)), change: change, wasAttempted: rows.int(9) != 0,
                        attemptedName: rows.text(1) == "create" ? rows.optionalText(5) : nil))
            }
            return pending
        } catch {
            throw .unopenable(path: path, reason: "its outbox could not be read (\(error))")
        }
    }

    /// How many changes wait to be sent.
    public func waitingChanges() -> Int {
        (try? Self.scalar(connection, "SELECT count(*) FROM sync_outbox WHERE \(Self.knownKinds)")) ?? 0
    }

    /// The outbox's rows this version can send: a later version's kinds wait for it, and
    /// neither block nor hold back what this version sends and receives.
    static let knownKinds =
        "kind IN ('create', 'rename', 'delete', 'add-song', 'remove-song', 'add-favorite', 'remove-favorite')"

    /// Notes that sending the change has begun, before it is sent: if the process stops
    /// before the answer is kept, the next sync knows the account may have it.
    /// A repertoire's creation keeps the name it is sent with, for the sync that finds the
    /// repertoire deleted here since to find it on the account.
    public func markAttempted(_ sequence: Int64, name: String? = nil) throws(LibraryError) {
        try write {
            try connection.statement("UPDATE sync_outbox SET attempted = 1, name = coalesce(?, name) WHERE seq = ?")
                .bind(.optional(name), .integer(Int(sequence))).run()
        }
    }

    /// Whether the entry is marked so (`on_account`, `local_only`); nil when it is not there.
    /// Inside a transaction.
    func flag(_ column: String, ofSong song: String, in repertoire: String) throws -> Bool? {
        let statement = try connection.statement(
            "SELECT \(column) FROM repertoire_songs WHERE repertoire_id = ? AND song_id = ?"
        ).bind(.text(repertoire), .text(song))
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) != 0 : nil
    }

    /// Whether the favourite is marked so; nil when it is not there. Inside a transaction.
    func flag(_ column: String, ofFavorite recording: String) throws -> Bool? {
        let statement = try connection.statement("SELECT \(column) FROM favorites WHERE recording_id = ?")
            .bind(.text(recording))
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) != 0 : nil
    }

    /// The repertoire's name; nil when there is no such repertoire. Inside a transaction.
    func name(ofRepertoire id: String) throws -> String? {
        let statement = try connection.statement("SELECT name FROM repertoires WHERE id = ?").bind(.text(id))
        defer { statement.reset() }
        return try statement.step() ? statement.text(0) : nil
    }

    /// What deleting the repertoire is to tell the account; nil when there is no such
    /// repertoire. Inside a transaction, before the deletion.
    func deletionChange(ofRepertoire id: String) throws -> LibraryChange? {
        let row = try connection.statement("SELECT name, remote_id FROM repertoires WHERE id = ?").bind(.text(id))
        defer { row.reset() }
        guard try row.step() else { return nil }
        let name = row.text(0)
        let remoteID = row.optionalText(1)
        var songs: [String] = []
        let songRows = try connection.statement(
            "SELECT song_id FROM repertoire_songs WHERE repertoire_id = ? AND on_account = 1 ORDER BY position"
        ).bind(.text(id))
        while try songRows.step() { songs.append(songRows.text(0)) }
        return .deleteRepertoire(id: id, remoteID: remoteID, name: name, songsOnAccount: songs)
    }
}
