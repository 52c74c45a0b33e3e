import FoundationEssentials
import Glibc
import Platform
import Preferences
import SQLite
import TextFormatting

/// The user's own library file: repertoires and favourite recordings, apart from any catalog.
///
/// Every change is one transaction, taken with the write lock first (`BEGIN IMMEDIATE`), in
/// WAL mode with `synchronous=FULL`: once a call returns, the change survives a crash of the
/// process or of the machine, and a crash during it leaves the library as it was before.
/// Other processes may hold the same file; a writer waits for another's transaction rather
/// than fail (`busy_timeout`), and `hasChangedElsewhere` tells when they committed.
///
/// Not thread-safe: one thread uses a store (the application's main thread, or a command).
public final class LibraryStore {
    public let path: String
    /// Where a damaged file found at `path` was set aside when this store was opened, for the
    /// user to be told.
    public private(set) var setAside: String?
    /// Whether the file, or its folder, cannot be written (a read-only file or mount): the
    /// library is read as it is, and every change is refused with `LibraryError.readOnly`.
    public let isReadOnly: Bool
    let connection: SQLiteConnection
    /// The file opened, by device and inode: another program may remove or replace what the
    /// path names while this store still writes to the file it opened.
    private let file: (device: UInt64, inode: UInt64)?
    private let clock: () -> Date
    private var lastDataVersion = 0

    /// "ANLB", so that `PRAGMA application_id` tells a library from other databases.
    static let applicationID: Int32 = 0x414E_4C42
    /// 2 added what syncing with an account keeps: each repertoire's id on the account, which
    /// entries the account has, and the outbox of changes waiting to be sent.
    static let formatVersion = 2

    /// Opens the library at `path`, making it (and its folder) when missing. A library SQLite
    /// finds damaged is renamed beside itself (`.damaged-STAMP`) and a new library takes its
    /// place; any other file (another program's database, a text file, a later version's
    /// library) is left alone and refused.
    public init(path: String, clock: @escaping () -> Date = Date.init) throws(LibraryError) {
        self.path = path
        self.clock = clock
        let folder = FilePath.folder(of: path)
        if folder != "." {
            do {
                try Folder.make(folder, mode: 0o700)
            } catch {
                throw .unopenable(path: path, reason: "its folder could not be made (\(error.reason))")
            }
        }
        isReadOnly = Self.cannotWrite(path)
        if isReadOnly {
            connection = try Self.openReadOnly(path: path)
            file = Self.identity(of: path)
            lastDataVersion = (try? dataVersion()) ?? 0
            return
        }
        do {
            connection = try Self.openChecked(path: path)
        } catch let damage as LibraryDamage {
            // Only what is recognisably a library is set aside: a file given by mistake stays.
            guard Self.isLibraryByItsHeader(path) else { throw .notALibrary(path: path) }
            guard let aside = SetAside.file(at: path, with: ["-wal", "-shm"], now: clock()) else {
                throw .unopenable(path: path, reason: "it is damaged (\(damage.reason)) and could not be set aside")
            }
            setAside = aside
            do {
                connection = try Self.openChecked(path: path)
            } catch {
                throw .unopenable(path: path, reason: "a new library could not be made in its place")
            }
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .unopenable(path: path, reason: "\(error)")
        }
        file = Self.identity(of: path)
        lastDataVersion = (try? dataVersion()) ?? 0
    }

    private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Whether the path still names the file this store opened: false once it was removed,
    /// or replaced by another file, under the store's feet.
    public var isAtItsPath: Bool {
        guard let file, let now = Self.identity(of: path) else { return false }
        return now == file
    }

    /// Whether the file's first page says it is an SQLite database made as a library: the
    /// SQLite header, and this program's application id where the header keeps it (bytes 68 to
    /// 71, big-endian). Read from the bytes, since a damaged file may not open at all.
    private static func isLibraryByItsHeader(_ path: String) -> Bool {
        guard let header = BoundedFile.read(path, atMost: 100), header.count == 100,
            header.starts(with: Array("SQLite format 3\u{0}".utf8))
        else { return false }
        let id = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return id == UInt32(bitPattern: applicationID)
    }

    /// Whether the library exists but cannot be changed: its file, or the folder its journal
    /// files go to, cannot be written.
    private static func cannotWrite(_ path: String) -> Bool {
        access(path, F_OK) == 0 && (access(path, W_OK) != 0 || access(FilePath.folder(of: path), W_OK) != 0)
    }

    /// Opens a library that cannot be written, as it was last written whole (a read-only file
    /// or mount has no writer whose journal is pending), without writing a byte.
    private static func openReadOnly(path: String) throws(LibraryError) -> SQLiteConnection {
        do {
            let connection = try SQLiteConnection(path: path, mode: .immutable)
            _ = try libraryVersion(of: connection, path: path, mayBeNew: false)
            return connection
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .unopenable(path: path, reason: "\(error)")
        }
    }

    /// The format version of the library the connection opened; nil for a database still empty,
    /// which becomes a library when `mayBeNew`. Another program's database, and a later
    /// version's library, are refused.
    ///
    /// Read as one snapshot: another program making the library meanwhile must not be seen
    /// half-way, with its tables but not yet its mark.
    private static func libraryVersion(of connection: SQLiteConnection, path: String, mayBeNew: Bool) throws -> Int? {
        try connection.transaction {
            let application = try scalar(connection, "PRAGMA application_id")
            let version = try scalar(connection, "PRAGMA user_version")
            guard application == Int(applicationID) else {
                let tables = try scalar(connection, "SELECT count(*) FROM sqlite_schema")
                guard mayBeNew, application == 0, tables == 0 else { throw LibraryError.notALibrary(path: path) }
                return nil
            }
            if version > formatVersion { throw LibraryError.newerVersion(path: path, version: version) }
            return version
        }
    }

    /// A damaged file, told apart from a file that is fine but not ours.
    private struct LibraryDamage: Error {
        let reason: String
    }

    private static func openChecked(path: String) throws -> SQLiteConnection {
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, mode: .create)
            let check = try connection.statement("PRAGMA quick_check")
            let verdict = try check.step() ? check.text(0) : "no answer"
            check.reset()
            guard verdict == "ok" else { throw LibraryDamage(reason: verdict) }
            let version = try libraryVersion(of: connection, path: path, mayBeNew: true)
            try connection.useWriteAheadLog()
            try connection.execute("PRAGMA synchronous=FULL")
            try connection.execute("PRAGMA foreign_keys=ON")
            // A library of this version needs nothing written to open it.
            if version == formatVersion { return connection }
        } catch let error as SQLiteError where error.isDamage {
            throw LibraryDamage(reason: error.message)
        }
        try connection.transaction(immediate: true) {
            // Another process may have made or brought up the library since it was read.
            let now = try scalar(connection, "PRAGMA user_version")
            guard now < formatVersion else { return }
            try connection.execute(schema)
            try connection.execute(accountColumns)
            try connection.execute(syncSchema)
            try connection.execute("PRAGMA application_id=\(applicationID)")
            try connection.execute("PRAGMA user_version=\(formatVersion)")
        }
        return connection
    }

    static let schema = """
        CREATE TABLE IF NOT EXISTS repertoires (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            description TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL);
        -- A song's place in its repertoire is `position`, smallest first.
        CREATE TABLE IF NOT EXISTS repertoire_songs (
            repertoire_id TEXT NOT NULL REFERENCES repertoires(id) ON DELETE CASCADE,
            song_id TEXT NOT NULL,
            title TEXT NOT NULL,
            composer TEXT,
            composed_year INTEGER,
            position INTEGER NOT NULL,
            added_at TEXT NOT NULL,
            PRIMARY KEY (repertoire_id, song_id));
        CREATE TABLE IF NOT EXISTS favorites (
            recording_id TEXT PRIMARY KEY,
            song_id TEXT,
            song_title TEXT NOT NULL,
            artist TEXT,
            album_title TEXT,
            recording_year INTEGER,
            favorited_at TEXT NOT NULL);
        """

    /// What syncing with an account adds to the tables of format 1. A repertoire's `remote_id`
    /// is its id on the account; `on_account` marks an entry the account had at the last
    /// sync; `local_only` one the account's server does not know (a song of another catalog),
    /// kept here and never sent again.
    static let accountColumns = """
        ALTER TABLE repertoires ADD COLUMN remote_id TEXT;
        CREATE UNIQUE INDEX IF NOT EXISTS repertoires_by_remote_id ON repertoires(remote_id);
        ALTER TABLE repertoire_songs ADD COLUMN on_account INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE repertoire_songs ADD COLUMN local_only INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE favorites ADD COLUMN on_account INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE favorites ADD COLUMN local_only INTEGER NOT NULL DEFAULT 0;
        """

    /// The outbox holds each change made since the library was linked to an account, in the
    /// order made, until the account has it (`LibraryChange` says what each column holds);
    /// `sync_state` holds the account linked and when it last synced.
    static let syncSchema = """
        CREATE TABLE IF NOT EXISTS sync_outbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            repertoire TEXT,
            remote TEXT,
            item TEXT,
            name TEXT,
            previous TEXT,
            on_account INTEGER NOT NULL DEFAULT 0,
            songs TEXT,
            attempted INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE IF NOT EXISTS sync_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """

    static func scalar(_ connection: SQLiteConnection, _ sql: String) throws -> Int {
        let statement = try connection.statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : 0
    }

    // MARK: Reading

    /// The whole library as it is now.
    public func snapshot() throws(LibraryError) -> LibrarySnapshot {
        do {
            var songs: [String: [RepertoireSong]] = [:]
            let songRows = try connection.statement(
                "SELECT repertoire_id, song_id, title, composer, composed_year, added_at FROM repertoire_songs "
                    + "ORDER BY repertoire_id, position")
            while try songRows.step() {
                songs[songRows.text(0), default: []].append(
                    RepertoireSong(
                        id: songRows.text(1), title: songRows.text(2), composer: songRows.optionalText(3),
                        composedYear: songRows.optionalInt(4), addedAt: songRows.text(5)))
            }
            var repertoires: [Repertoire] = []
            let rows = try connection.statement(
                "SELECT id, name, description, created_at, updated_at FROM repertoires ORDER BY name COLLATE NOCASE, name"
            )
            while try rows.step() {
                let id = rows.text(0)
                repertoires.append(
                    Repertoire(
                        id: id, name: rows.text(1), description: rows.optionalText(2), createdAt: rows.text(3),
                        updatedAt: rows.text(4), songs: songs[id] ?? []))
            }
            var favorites: [FavoriteRecording] = []
            let favoriteRows = try connection.statement(
                "SELECT recording_id, song_id, song_title, artist, album_title, recording_year, favorited_at "
                    + "FROM favorites ORDER BY favorited_at DESC, rowid DESC")
            while try favoriteRows.step() {
                favorites.append(
                    FavoriteRecording(
                        id: favoriteRows.text(0), songId: favoriteRows.optionalText(1),
                        songTitle: favoriteRows.text(2), artist: favoriteRows.optionalText(3),
                        albumTitle: favoriteRows.optionalText(4), recordingYear: favoriteRows.optionalInt(5),
                        favoritedAt: favoriteRows.text(6)))
            }
            return LibrarySnapshot(repertoires: repertoires, favorites: favorites)
        } catch {
            throw .unopenable(path: path, reason: "it could not be read (\(error))")
        }
    }

    /// Whether another connection (another process) committed a change since the last time
    /// this was asked; this store's own changes do not count.
    public func hasChangedElsewhere() -> Bool {
        guard let version = try? dataVersion(), version != lastDataVersion else { return false }
        lastDataVersion = version
        return true
    }

    private func dataVersion() throws -> Int { try Self.scalar(connection, "PRAGMA data_version") }

    // MARK: Favourites

    /// Marks the recording ★; returns whether it was marked (one already marked stays as it
    /// was).
    @discardableResult
    public func addFavorite(_ favorite: FavoriteRecording) throws(LibraryError) -> Bool {
        try write {
            guard try insert(favorite) else { return false }
            try record(.addFavorite(recording: favorite.id))
            return true
        }
    }

    /// Takes the ★ off; returns whether the recording had one.
    @discardableResult
    public func removeFavorite(id: String) throws(LibraryError) -> Bool {
        try write {
            let wasOnAccount = try flag("on_account", ofFavorite: id)
            try connection.statement("DELETE FROM favorites WHERE recording_id = ?").bind(.text(id)).run()
            guard changes() > 0 else { return false }
            try record(.removeFavorite(recording: id, wasOnAccount: wasOnAccount == true))
            return true
        }
    }

    // MARK: Repertoires

    /// A new, empty repertoire.
    @discardableResult
    public func createRepertoire(named given: String, id: String = UUID().uuidString.lowercased())
        throws(LibraryError) -> Repertoire
    {
        let name = try Self.checkedName(given)
        let stamp = now()
        try write {
            guard try repertoireID(named: name) == nil else { throw LibraryError.nameTaken(name) }
            try connection.statement(
                "INSERT INTO repertoires (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)"
            ).bind(.text(id), .text(name), .text(stamp), .text(stamp)).run()
            try record(.createRepertoire(id: id))
        }
        return Repertoire(id: id, name: name, createdAt: stamp, updatedAt: stamp)
    }

    public func renameRepertoire(id: String, to given: String) throws(LibraryError) {
        let name = try Self.checkedName(given)
        try write {
            if let holder = try repertoireID(named: name) {
                guard holder == id else { throw LibraryError.nameTaken(name) }
                return
            }
            guard let previous = try self.name(ofRepertoire: id) else { throw LibraryError.unknownRepertoire(id) }
            try connection.statement("UPDATE repertoires SET name = ?, updated_at = ? WHERE id = ?")
                .bind(.text(name), .text(now()), .text(id)).run()
            try record(.renameRepertoire(id: id, from: previous, to: name))
        }
    }

    /// Deletes the repertoire and its list of songs (the songs stay in the catalog).
    public func deleteRepertoire(id: String) throws(LibraryError) {
        try write {
            guard let deletion = try deletionChange(ofRepertoire: id) else { throw LibraryError.unknownRepertoire(id) }
            try connection.statement("DELETE FROM repertoires WHERE id = ?").bind(.text(id)).run()
            try record(deletion)
        }
    }

    /// Adds the song at the end of the repertoire; a song already in it stays where it is.
    /// Returns whether it was added.
    @discardableResult
    public func add(_ song: RepertoireSong, toRepertoire id: String) throws(LibraryError) -> Bool {
        try write {
            try touch(repertoire: id)
            guard try insert(song, into: id) else { return false }
            try record(.addSong(repertoire: id, song: song.id))
            return true
        }
    }

    /// Takes the song out of the repertoire; returns whether it was in it.
    @discardableResult
    public func remove(song songID: String, fromRepertoire id: String) throws(LibraryError) -> Bool {
        try write {
            try touch(repertoire: id)
            let wasOnAccount = try flag("on_account", ofSong: songID, in: id)
            try connection.statement("DELETE FROM repertoire_songs WHERE repertoire_id = ? AND song_id = ?")
                .bind(.text(id), .text(songID)).run()
            guard changes() > 0 else { return false }
            try record(.removeSong(repertoire: id, song: songID, wasOnAccount: wasOnAccount == true))
            return true
        }
    }

    /// Moves the song to `index` in the repertoire's order (clamped to its ends).
    public func move(song songID: String, inRepertoire id: String, to index: Int) throws(LibraryError) {
        try write {
            try touch(repertoire: id)
            try place(song: songID, in: id, at: index)
        }
    }

    /// Puts the song back at `index` in the repertoire's order (clamped to its ends): a removal
    /// taken back. A song in it already stays where it is. Returns whether it was put back.
    @discardableResult
    public func insert(_ song: RepertoireSong, intoRepertoire id: String, at index: Int) throws(LibraryError) -> Bool {
        try write {
            try touch(repertoire: id)
            guard try insert(song, into: id) else { return false }
            try place(song: song.id, in: id, at: index)
            try record(.addSong(repertoire: id, song: song.id))
            return true
        }
    }

    /// Makes a deleted repertoire again, as it was: its id, name, description, dates and songs
    /// in their order. A repertoire made since with its id or its name keeps it, and nothing
    /// changes.
    public func restore(_ repertoire: Repertoire) throws(LibraryError) {
        try write {
            guard try !repertoireExists(id: repertoire.id), try repertoireID(named: repertoire.name) == nil else {
                throw LibraryError.nameTaken(repertoire.name)
            }
            try insertRow(of: repertoire)
            try record(.createRepertoire(id: repertoire.id))
            for (position, song) in repertoire.songs.enumerated()
            where try insert(song, into: repertoire.id, at: position) {
                try record(.addSong(repertoire: repertoire.id, song: song.id))
            }
        }
    }

    // MARK: Import

    /// Adds what `document` holds that the library does not: its repertoires (matched by id,
    /// else by name) with their songs, and its favourites. Nothing already there changes.
    ///
    /// The entries go in by transactions of at most `entriesPerTransaction`, so another
    /// program's change to the library (the application marking a ★) waits for one of them,
    /// never for the whole import. The document was checked whole before, so only the disk
    /// can fail part way: what was imported by then stays, and importing the same file again
    /// adds the rest, skipping what is there. `committed` hears what is in after each
    /// transaction.
    public func merge(
        _ document: LibraryDocument, entriesPerTransaction: Int = 2_000,
        committed: (LibraryImportReport) -> Void = { _ in }
    ) throws(LibraryError) -> LibraryImportReport {
        precondition(entriesPerTransaction > 0, "a transaction imports at least one entry")
        var report = LibraryImportReport()
        let targets = try write {
            try document.repertoires.map { repertoire in try target(of: repertoire, report: &report) }
        }
        committed(report)
        let songs = zip(targets, document.repertoires).flatMap { target, repertoire in
            repertoire.songs.map { (target, $0) }
        }
        for start in stride(from: 0, to: songs.count, by: entriesPerTransaction) {
            try write {
                // Each repertoire's next place is read once per transaction, not once per song.
                var nextPosition: [String: Int] = [:]
                for (target, song) in songs[start..<min(start + entriesPerTransaction, songs.count)] {
                    let position = try nextPosition[target] ?? nextPlace(in: target)
                    if try insert(song, into: target, at: position) {
                        try record(.addSong(repertoire: target, song: song.id))
                        report.songsAdded += 1
                        nextPosition[target] = position + 1
                    } else {
                        report.songsSkipped += 1
                        nextPosition[target] = position
                    }
                }
            }
            committed(report)
        }
        // Oldest first, so that favourites marked in the same second keep their order.
        let favorites = Array(document.favorites.reversed())
        for start in stride(from: 0, to: favorites.count, by: entriesPerTransaction) {
            try write {
                for favorite in favorites[start..<min(start + entriesPerTransaction, favorites.count)] {
                    if try insert(favorite) {
                        try record(.addFavorite(recording: favorite.id))
                        report.favoritesAdded += 1
                    } else {
                        report.favoritesSkipped += 1
                    }
                }
            }
            committed(report)
        }
        return report
    }

    /// The library's repertoire an imported one goes to: the one with its id, else its name,
    /// else a new one. Inside a transaction.
    private func target(of repertoire: Repertoire, report: inout LibraryImportReport) throws -> String {
        if try repertoireExists(id: repertoire.id) {
            report.repertoiresMatched += 1
            return repertoire.id
        }
        if let named = try repertoireID(named: repertoire.name) {
            report.repertoiresMatched += 1
            return named
        }
        try insertRow(of: repertoire)
        try record(.createRepertoire(id: repertoire.id))
        report.repertoiresAdded += 1
        return repertoire.id
    }

    /// The repertoire's own row, without its songs, dated now where it has no dates. Inside a
    /// transaction.
    func insertRow(of repertoire: Repertoire) throws {
        let created = repertoire.createdAt.isEmpty ? now() : repertoire.createdAt
        try connection.statement(
            "INSERT INTO repertoires (id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?)"
        )
        .bind(
            .text(repertoire.id), .text(repertoire.name), .optional(repertoire.description), .text(created),
            .text(repertoire.updatedAt.isEmpty ? created : repertoire.updatedAt)
        )
        .run()
    }

    /// Moves the song to `index` in the repertoire's order (clamped to its ends), numbering
    /// the places again from 0. Inside a transaction.
    private func place(song songID: String, in id: String, at index: Int) throws {
        var order: [String] = []
        let rows = try connection.statement(
            "SELECT song_id FROM repertoire_songs WHERE repertoire_id = ? ORDER BY position"
        ).bind(.text(id))
        while try rows.step() { order.append(rows.text(0)) }
        guard let from = order.firstIndex(of: songID) else { throw LibraryError.notThere("The song") }
        order.remove(at: from)
        order.insert(songID, at: max(0, min(index, order.count)))
        let update = "UPDATE repertoire_songs SET position = ? WHERE repertoire_id = ? AND song_id = ?"
        for (position, song) in order.enumerated() {
            try connection.statement(update).bind(.integer(position), .text(id), .text(song)).run()
        }
    }

    /// The place after the last song of the repertoire. Inside a transaction.
    func nextPlace(in repertoire: String) throws -> Int {
        let statement = try connection.statement(
            "SELECT coalesce(max(position), -1) + 1 FROM repertoire_songs WHERE repertoire_id = ?1"
        ).bind(.text(repertoire))
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : 0
    }

    // MARK: Writing

    /// One change, as one transaction holding the write lock from its start: another process's
    /// change cannot come between what `body` reads and what it writes.
    func write<T>(_ body: () throws -> T) throws(LibraryError) -> T {
        guard !isReadOnly else { throw .readOnly(path: path) }
        do {
            let result = try connection.transaction(immediate: true, body)
            // This store's own commit is not news to it.
            lastDataVersion = (try? dataVersion()) ?? lastDataVersion
            return result
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .writeFailed(reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        guard let error = error as? SQLiteError else { return "\(error)" }
        switch error {
        case .busy: return "another program held the library for too long; try again"
        case .full: return "the disk is full"
        case .readOnly: return "the library is read-only"
        case .damaged, .other, .libraryMissing: return error.message
        }
    }

    /// Marks the recording ★ unless it is already; returns whether it was marked. Inside a
    /// transaction.
    func insert(_ favorite: FavoriteRecording) throws -> Bool {
        try connection.statement(
            "INSERT OR IGNORE INTO favorites (recording_id, song_id, song_title, artist, album_title, "
                + "recording_year, favorited_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
        )
        .bind(
            .text(favorite.id), .optional(favorite.songId), .text(favorite.songTitle), .optional(favorite.artist),
            .optional(favorite.albumTitle), .optional(favorite.recordingYear),
            .text(favorite.favoritedAt.isEmpty ? now() : favorite.favoritedAt)
        )
        .run()
        return changes() > 0
    }

    /// Puts the song at `position` (by default after the repertoire's last) unless it is in the
    /// repertoire; returns whether it was put there. Inside a transaction.
    func insert(_ song: RepertoireSong, into repertoire: String, at position: Int? = nil) throws -> Bool {
        try connection.statement(
            "INSERT OR IGNORE INTO repertoire_songs (repertoire_id, song_id, title, composer, composed_year, "
                + "position, added_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
        )
        .bind(
            .text(repertoire), .text(song.id), .text(song.title), .optional(song.composer),
            .optional(song.composedYear), .integer(try position ?? nextPlace(in: repertoire)),
            .text(song.addedAt.isEmpty ? now() : song.addedAt)
        )
        .run()
        return changes() > 0
    }

    func changes() -> Int { (try? Self.scalar(connection, "SELECT changes()")) ?? 0 }

    func repertoireID(named name: String) throws -> String? {
        let statement = try connection.statement("SELECT id FROM repertoires WHERE name = ?").bind(.text(name))
        defer { statement.reset() }
        return try statement.step() ? statement.text(0) : nil
    }

    func repertoireExists(id: String) throws -> Bool {
        let statement = try connection.statement("SELECT 1 FROM repertoires WHERE id = ?").bind(.text(id))
        defer { statement.reset() }
        return try statement.step()
    }

    /// Dates the repertoire's change; a repertoire that is not there fails the change.
    func touch(repertoire id: String) throws {
        try connection.statement("UPDATE repertoires SET updated_at = ? WHERE id = ?").bind(.text(now()), .text(id))
            .run()
        guard changes() > 0 else { throw LibraryError.unknownRepertoire(id) }
    }

    /// A repertoire's name as kept: trimmed, not empty, one line of printable text.
    public static func checkedName(_ given: String) throws(LibraryError) -> String {
        let name = given.trimmingWhitespaceAndNewlines()
        guard !name.isEmpty else { throw .emptyName }
        guard LibraryDocument.isPrintable(name), name.count <= LibraryDocument.longestName else {
            throw .malformedName
        }
        return name
    }

    /// ISO 8601 in UTC to the second, as the upstream's API writes its dates.
    func now() -> String { clock().formatted(.iso8601) }
}

/// What an import added, and what it found already there.
public struct LibraryImportReport: Equatable, Sendable {
    public var repertoiresAdded = 0
    public var repertoiresMatched = 0
    public var songsAdded = 0
    public var songsSkipped = 0
    public var favoritesAdded = 0
    public var favoritesSkipped = 0

    public init() {}
}
