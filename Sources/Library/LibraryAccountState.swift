import FoundationEssentials
import SQLite

/// The library as an account holds it: its repertoires (their songs in no order of the
/// account's) and its favourites, read from the account's server and made safe to keep.
public struct AccountLibrary: Equatable, Sendable {
    public struct Repertoire: Equatable, Sendable {
        public var id: String
        public var name: String
        public var description: String?
        public var songs: [RepertoireSong]

        public init(id: String, name: String, description: String? = nil, songs: [RepertoireSong] = []) {
            self.id = id
            self.name = name
            self.description = description
            self.songs = songs
        }
    }

    public var repertoires: [Repertoire]
    public var favorites: [FavoriteRecording]

    public init(repertoires: [Repertoire] = [], favorites: [FavoriteRecording] = []) {
        self.repertoires = repertoires
        self.favorites = favorites
    }
}

/// What the account's answer changed in the library, for the user to read.
public struct AccountApplyReport: Equatable, Sendable {
    public var repertoiresAdded: [String] = []
    public var repertoiresRemoved: [String] = []
    /// Names changed to the account's: (was, now).
    public var repertoiresRenamed: [Renaming] = []
    public var songsAdded = 0
    public var songsRemoved = 0
    public var favoritesAdded = 0
    public var favoritesRemoved = 0

    public struct Renaming: Equatable, Sendable {
        public let was: String
        public let now: String

        public init(was: String, now: String) {
            self.was = was
            self.now = now
        }
    }

    public init() {}

    public var isEmpty: Bool { self == AccountApplyReport() }
}

/// What a change's answer from the account means for the library's own record of the account.
public enum SyncEffect: Equatable, Sendable {
    /// The repertoire has this id on the account.
    case repertoireOnAccount(id: String, remoteID: String)
    /// The account refused the repertoire: it and its songs stay here only, linked to nothing.
    case repertoireLocalOnly(id: String)
    /// The account has the song in the repertoire.
    case songOnAccount(repertoire: String, song: String)
    /// The account's server does not know the song: it stays here, and is not sent again.
    case songLocalOnly(repertoire: String, song: String)
    case favoriteOnAccount(recording: String)
    case favoriteLocalOnly(recording: String)
}

/// Where the library stands with its account: which account, when it last synced, and how
/// many changes wait to be sent.
public struct LibrarySyncState: Equatable, Sendable {
    public let account: String?
    public let lastSync: String?
    public let waiting: Int

    public init(account: String?, lastSync: String?, waiting: Int) {
        self.account = account
        self.lastSync = lastSync
        self.waiting = waiting
    }

    /// What waits, in words: "nothing waits to be sent", "1 change waits to be sent", "3
    /// changes wait to be sent".
    public var waitingWords: String { Self.waitingWords(waiting) }

    public static func waitingWords(_ count: Int) -> String {
        switch count {
        case 0: "nothing waits to be sent"
        case 1: "1 change waits to be sent"
        default: "\(count) changes wait to be sent"
        }
    }
}

extension LibraryStore {
    public func syncState() -> LibrarySyncState {
        let account = try? linkedAccountNow()
        var lastSync: String?
        if let statement = try? connection.statement("SELECT value FROM sync_state WHERE key = 'last_sync'") {
            if (try? statement.step()) == true { lastSync = statement.text(0) }
            statement.reset()
        }
        return LibrarySyncState(account: account ?? nil, lastSync: lastSync, waiting: waitingChanges())
    }

    /// Links the library to `account` (the server and the user, as one key), as its first sync
    /// begins: what the library holds goes into the outbox whole, to be merged with what the
    /// account has, and every change after is recorded. A library linked to another account
    /// before forgets that account's ids and sends itself whole to this one.
    public func link(toAccount account: String) throws(LibraryError) {
        try write {
            try connection.execute(
                """
                DELETE FROM sync_outbox;
                UPDATE repertoires SET remote_id = NULL;
                UPDATE repertoire_songs SET on_account = 0, local_only = 0;
                UPDATE favorites SET on_account = 0, local_only = 0;
                DELETE FROM sync_state;
                """)
            try connection.statement("INSERT INTO sync_state (key, value) VALUES ('account', ?)").bind(.text(account))
                .run()
            let library = try snapshot()
            for repertoire in library.repertoires {
                try record(.createRepertoire(id: repertoire.id))
                for song in repertoire.songs { try record(.addSong(repertoire: repertoire.id, song: song.id)) }
            }
            for favorite in library.favorites.reversed() { try record(.addFavorite(recording: favorite.id)) }
        }
    }

    /// The repertoire's id on the account, if it has one.
    public func remoteID(ofRepertoire id: String) throws(LibraryError) -> String? {
        try read {
            let statement = try connection.statement("SELECT remote_id FROM repertoires WHERE id = ?").bind(.text(id))
            defer { statement.reset() }
            return try statement.step() ? statement.optionalText(0) : nil
        }
    }

    /// The ids on the account that repertoires here have.
    public func remoteIDs() throws(LibraryError) -> Set<String> {
        try read {
            var ids: Set<String> = []
            let rows = try connection.statement("SELECT remote_id FROM repertoires WHERE remote_id IS NOT NULL")
            while try rows.step() { ids.insert(rows.text(0)) }
            return ids
        }
    }

    /// Whether the repertoire holds the song now.
    public func holds(song: String, inRepertoire id: String) throws(LibraryError) -> Bool {
        try read { try flag("on_account", ofSong: song, in: id) != nil }
    }

    /// Whether the recording is a favourite now.
    public func holds(favorite recording: String) throws(LibraryError) -> Bool {
        try read { try flag("on_account", ofFavorite: recording) != nil }
    }

    /// The repertoire's name and description; nil when there is no such repertoire.
    public func repertoireHeading(id: String) throws(LibraryError) -> (name: String, description: String?)? {
        try read {
            let statement = try connection.statement("SELECT name, description FROM repertoires WHERE id = ?")
                .bind(.text(id))
            defer { statement.reset() }
            return try statement.step() ? (statement.text(0), statement.optionalText(1)) : nil
        }
    }

    /// The repertoire's songs the account may hold (not those its server does not know), in
    /// order; nil when there is no such repertoire.
    public func sendableSongs(ofRepertoire id: String) throws(LibraryError) -> [String]? {
        try read {
            guard try name(ofRepertoire: id) != nil else { return nil }
            var songs: [String] = []
            let rows = try connection.statement(
                "SELECT song_id FROM repertoire_songs WHERE repertoire_id = ? AND local_only = 0 ORDER BY position"
            ).bind(.text(id))
            while try rows.step() { songs.append(rows.text(0)) }
            return songs
        }
    }

    /// Takes the change out of the outbox, the account having answered it, and keeps what the
    /// answer said, in one transaction: stopped before, the change is sent again (which each
    /// change allows), never lost.
    public func complete(_ sequence: Int64, effects: [SyncEffect] = []) throws(LibraryError) {
        try write {
            for effect in effects { try keep(effect) }
            try connection.statement("DELETE FROM sync_outbox WHERE seq = ?").bind(.integer(Int(sequence))).run()
        }
    }

    private func keep(_ effect: SyncEffect) throws {
        switch effect {
        case .repertoireOnAccount(let id, let remoteID):
            // Another repertoire holding the id (one the account gave twice) lets it go.
            try connection.statement("UPDATE repertoires SET remote_id = NULL WHERE remote_id = ? AND id != ?")
                .bind(.text(remoteID), .text(id)).run()
            try connection.statement("UPDATE repertoires SET remote_id = ? WHERE id = ?").bind(
                .text(remoteID), .text(id)
            ).run()
            // Deleted here while its creation was on its way: the deletion waiting takes the id.
            if changes() == 0 {
                try connection.statement(
                    "UPDATE sync_outbox SET remote = ? WHERE kind = 'delete' AND repertoire = ? AND remote IS NULL"
                ).bind(.text(remoteID), .text(id)).run()
            }
        case .repertoireLocalOnly(let id):
            try connection.statement("UPDATE repertoires SET remote_id = NULL WHERE id = ?").bind(.text(id)).run()
            try connection.statement("UPDATE repertoire_songs SET local_only = 1 WHERE repertoire_id = ?").bind(
                .text(id)
            ).run()
        case .songOnAccount(let repertoire, let song):
            try connection.statement(
                "UPDATE repertoire_songs SET on_account = 1 WHERE repertoire_id = ? AND song_id = ?"
            ).bind(.text(repertoire), .text(song)).run()
        case .songLocalOnly(let repertoire, let song):
            try connection.statement(
                "UPDATE repertoire_songs SET local_only = 1 WHERE repertoire_id = ? AND song_id = ?"
            ).bind(.text(repertoire), .text(song)).run()
        case .favoriteOnAccount(let recording):
            try connection.statement("UPDATE favorites SET on_account = 1 WHERE recording_id = ?").bind(
                .text(recording)
            ).run()
        case .favoriteLocalOnly(let recording):
            try connection.statement("UPDATE favorites SET local_only = 1 WHERE recording_id = ?").bind(
                .text(recording)
            ).run()
        }
    }

    /// Makes the library what the account holds, keeping this library's own order of songs
    /// (a song new to it goes at the end) and what the account's server cannot hold: in one
    /// transaction, and only when no change waits in the outbox (one made while the account
    /// was read); nil then, and nothing changed.
    public func apply(_ account: AccountLibrary, syncedAt stamp: String) throws(LibraryError) -> AccountApplyReport? {
        try write { () throws -> AccountApplyReport? in
            guard try Self.scalar(connection, "SELECT count(*) FROM sync_outbox WHERE \(Self.knownKinds)") == 0 else {
                return nil
            }
            var report = AccountApplyReport()
            try applyRepertoires(account.repertoires, report: &report)
            try applyFavorites(account.favorites, report: &report)
            try connection.statement("INSERT OR REPLACE INTO sync_state (key, value) VALUES ('last_sync', ?)")
                .bind(.text(stamp)).run()
            return report
        }
    }

    private func applyRepertoires(_ remote: [AccountLibrary.Repertoire], report: inout AccountApplyReport) throws {
        var localByRemote: [String: String] = [:]
        var unmappedByName: [String: String] = [:]
        var names: [String: String] = [:]
        let rows = try connection.statement("SELECT id, name, remote_id FROM repertoires")
        while try rows.step() {
            names[rows.text(0)] = rows.text(1)
            if let remoteID = rows.optionalText(2) {
                localByRemote[remoteID] = rows.text(0)
            } else {
                unmappedByName[rows.text(1)] = rows.text(0)
            }
        }
        let onAccount = Set(remote.map(\.id))
        for (remoteID, id) in localByRemote where !onAccount.contains(remoteID) {
            try connection.statement("DELETE FROM repertoires WHERE id = ?").bind(.text(id)).run()
            report.repertoiresRemoved.append(names[id] ?? id)
            names[id] = nil
        }
        // Which repertoire here each of the account's is: the one linked to it, else one of
        // its name not linked yet, else a new one.
        var targets: [(account: AccountLibrary.Repertoire, id: String, isNew: Bool)] = []
        for repertoire in remote {
            if let mapped = localByRemote[repertoire.id] {
                targets.append((repertoire, mapped, false))
            } else if let named = unmappedByName.removeValue(forKey: repertoire.name) {
                try keep(.repertoireOnAccount(id: named, remoteID: repertoire.id))
                targets.append((repertoire, named, false))
            } else {
                // The account's id serves here too, unless this library has it already.
                let isFree = try !repertoireExists(id: repertoire.id)
                targets.append((repertoire, isFree ? repertoire.id : UUID().uuidString.lowercased(), true))
            }
        }
        // The account allows two repertoires of one name; the library does not. Every device
        // names them alike: by name, then by the account's id, the first keeps the name and the
        // others are "Name (2)", "Name (3)", …
        var taken = Set(unmappedByName.keys)
        var final: [String: String] = [:]
        for target in targets.sorted(by: { ($0.account.name, $0.account.id) < ($1.account.name, $1.account.id) }) {
            let name = Self.freeName(target.account.name, taken: taken)
            taken.insert(name)
            final[target.id] = name
        }
        // Names are unique here, so those that change step aside first: two may swap.
        let renamed = targets.filter { !$0.isNew && names[$0.id] != final[$0.id] }
        let rename = "UPDATE repertoires SET name = ? WHERE id = ?"
        for target in renamed {
            try connection.statement(rename).bind(.text("\u{1}" + target.id), .text(target.id)).run()
        }
        for target in renamed {
            let name = final[target.id] ?? target.account.name
            try connection.statement(rename).bind(.text(name), .text(target.id)).run()
            report.repertoiresRenamed.append(.init(was: names[target.id] ?? name, now: name))
        }
        for target in targets {
            if target.isNew {
                let name = final[target.id] ?? target.account.name
                try insertRow(of: Repertoire(id: target.id, name: name, description: target.account.description))
                try keep(.repertoireOnAccount(id: target.id, remoteID: target.account.id))
                report.repertoiresAdded.append(name)
            }
            try connection.statement("UPDATE repertoires SET description = ? WHERE id = ?")
                .bind(.optional(target.account.description), .text(target.id)).run()
            try applySongs(target.account.songs, to: target.id, report: &report)
        }
    }

    /// `name`, unless it is taken; then the first of "Name (2)", "Name (3)", … that is free.
    static func freeName(_ name: String, taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name) (\(number))") { number += 1 }
        return "\(name) (\(number))"
    }

    private func applySongs(_ remote: [RepertoireSong], to id: String, report: inout AccountApplyReport) throws {
        var local: [String: Bool] = [:]
        let rows = try connection.statement(
            "SELECT song_id, local_only FROM repertoire_songs WHERE repertoire_id = ?"
        ).bind(.text(id))
        while try rows.step() { local[rows.text(0)] = rows.int(1) != 0 }
        let onAccount = Set(remote.map(\.id))
        for (song, localOnly) in local where !localOnly && !onAccount.contains(song) {
            try connection.statement("DELETE FROM repertoire_songs WHERE repertoire_id = ? AND song_id = ?")
                .bind(.text(id), .text(song)).run()
            report.songsRemoved += 1
        }
        for song in remote {
            if local[song.id] == nil {
                _ = try insert(song, into: id)
                local[song.id] = false
                report.songsAdded += 1
            }
            try keep(.songOnAccount(repertoire: id, song: song.id))
        }
    }

    private func applyFavorites(_ remote: [FavoriteRecording], report: inout AccountApplyReport) throws {
        var local: [String: Bool] = [:]
        let rows = try connection.statement("SELECT recording_id, local_only FROM favorites")
        while try rows.step() { local[rows.text(0)] = rows.int(1) != 0 }
        let onAccount = Set(remote.map(\.id))
        for (recording, localOnly) in local where !localOnly && !onAccount.contains(recording) {
            try connection.statement("DELETE FROM favorites WHERE recording_id = ?").bind(.text(recording)).run()
            report.favoritesRemoved += 1
        }
        // Oldest first, as the account lists them newest first.
        for favorite in remote.reversed() {
            if local[favorite.id] == nil {
                _ = try insert(favorite)
                local[favorite.id] = false
                report.favoritesAdded += 1
            }
            try keep(.favoriteOnAccount(recording: favorite.id))
        }
    }

    /// A read of several statements, as one consistent view.
    func read<T>(_ body: () throws -> T) throws(LibraryError) -> T {
        do {
            return try body()
        } catch {
            throw .unopenable(path: path, reason: "it could not be read (\(error))")
        }
    }
}
