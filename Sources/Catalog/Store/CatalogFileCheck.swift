import FoundationEssentials
import Glibc
import SQLite

/// The checks that tell a usable catalog from a damaged one before any page relies on it,
/// cheaply enough to run on every open (no full integrity scan).
enum CatalogFileCheck {
    private static let sqliteMagic = Array("SQLite format 3\0".utf8)

    /// The first 16 bytes of `file` must be SQLite's magic string; errors name `path`, the
    /// path as given. The file is opened without blocking and checked to be a regular file
    /// through the open descriptor, so a FIFO or device put there meanwhile is never read.
    static func verifyHeader(of file: String, reportingAs path: String) throws {
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CatalogError.database(
                path: path, reason: "it cannot be opened for reading: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw CatalogError.notAFile(path: path, kind: "not a regular file")
        }
        var header = [UInt8](repeating: 0, count: 16)
        let count = pread(descriptor, &header, header.count, 0)
        // A catalog is always written whole and renamed into place, so a file that is not
        // SQLite was never one of ours.
        guard count == 16 else {
            throw CatalogError.notACatalog(path: path, reason: "the file is empty or shorter than a database header")
        }
        guard header == sqliteMagic else {
            throw CatalogError.notACatalog(path: path, reason: "the file is not an SQLite database")
        }
    }

    /// Side files with content mean a writer was interrupted or is at work: only SQLite's
    /// locks read such a database correctly. Without them the main file is the whole catalog.
    static func hasPendingWrites(_ file: String) -> Bool {
        CatalogLocation.fileSize(file + "-wal") > 0 || CatalogLocation.fileSize(file + "-journal") > 0
    }

    /// `file` holds every page its header promises, carries a finished catalog of this
    /// schema version, and its tables can be read. Errors name `path`, the path as given.
    static func verifyContents(_ db: SQLiteConnection, file: String, reportingAs path: String) throws {
        let truncated = try truncation(db, file: file)
        // Whose file it is first: only one of ours is called damaged, and may be replaced.
        let hasMeta: Bool
        do {
            hasMeta = try hasMetaTable(db)
        } catch let error as SQLiteError {
            throw CatalogError.unreadable(path: path, reason: truncated ?? error.message)
        }
        guard hasMeta else { throw CatalogError.notACatalog(path: path, reason: CatalogFileIdentity.foreignDatabase) }
        if let truncated { throw CatalogError.damaged(path: path, reason: truncated) }
        let meta = try db.statement("SELECT key, value FROM meta")
        var values: [String: String] = [:]
        while try meta.step() { values[meta.text(0)] = meta.text(1) }
        guard values["complete"] == "1" else {
            throw CatalogError.damaged(path: path, reason: "its generation never finished")
        }
        guard values["schema_version"] == String(CatalogSchema.version) else {
            let found = values["schema_version"] ?? "none"
            if CatalogSchema.isNewer(found) {
                throw CatalogError.newerSchema(path: path, found: found, expected: CatalogSchema.version)
            }
            throw CatalogError.incompatibleSchema(
                path: path, found: found, expected: CatalogSchema.version,
                regenerable: values["origin"] == "demo" && (Int(found) ?? 0) < CatalogSchema.version)
        }
        // Every table the queries read must be a table: a view put in one's place could run
        // any query, a recursive one that never ends included.
        let objects = try db.statement("SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view')")
        var kinds: [String: String] = [:]
        while try objects.step() { kinds[objects.text(0)] = objects.text(1) }
        for table in CatalogSchema.tableNames {
            if let kind = kinds[table], kind != "table" {
                throw CatalogError.notACatalog(path: path, reason: "its \(table) is a \(kind), not a table")
            }
        }
        if let missing = CatalogSchema.tableNames.first(where: { kinds[$0] == nil }) {
            throw CatalogError.damaged(path: path, reason: "it has no \(missing) table")
        }
        do {
            for table in ["songs", "performers", "recordings", "releases", "recording_performers"] {
                _ = try scalarInt(db, "SELECT count(*) FROM (SELECT 1 FROM \(table) LIMIT 1)")
            }
        } catch let error as SQLiteError {
            throw describe(error, path: path)
        }
    }

    /// Whether the database has our `meta` table, which every catalog of ours has.
    static func hasMetaTable(_ db: SQLiteConnection) throws -> Bool {
        try scalarInt(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'") == 1
    }

    /// Why `file` is shorter than the pages its header promises; nil when it is whole (or a
    /// write-ahead log holds pages of its own).
    private static func truncation(_ db: SQLiteConnection, file: String) throws -> String? {
        let pageCount = try scalarInt(db, "PRAGMA page_count")
        let pageSize = try scalarInt(db, "PRAGMA page_size")
        let fileSize = CatalogLocation.fileSize(file)
        guard CatalogLocation.fileSize(file + "-wal") == 0, fileSize < pageCount * pageSize else { return nil }
        return "the file is truncated: \(fileSize) of \(pageCount * pageSize) bytes"
    }

    /// An open catalog's file is as long as its pages: else it was cut short since it opened.
    static func verifyLength(_ db: SQLiteConnection, file: String, reportingAs path: String) throws {
        if let truncated = try truncation(db, file: file) { throw CatalogError.damaged(path: path, reason: truncated) }
    }

    /// A failure in a file known to be one of our catalogs (opened, its `meta` read).
    static func describe(_ error: SQLiteError, path: String) -> CatalogError {
        error.isDamage
            ? .damaged(path: path, reason: error.message)
            : .database(path: path, reason: error.message)
    }

    /// A failure before the file is known to be ours: damage then leaves it for the user.
    static func describeUnverified(_ error: SQLiteError, path: String) -> CatalogError {
        error.isDamage
            ? .unreadable(path: path, reason: error.message)
            : .database(path: path, reason: error.message)
    }

    private static func scalarInt(_ db: SQLiteConnection, _ sql: String) throws -> Int {
        let statement = try db.statement(sql)
        guard try statement.step() else { return 0 }
        return statement.int(0)
    }
}
