import Foundation

/// The checks that tell a usable catalog from a damaged one before any page relies on it,
/// cheaply enough to run on every open (no full integrity scan).
enum CatalogFileCheck {
    private static let sqliteMagic = Array("SQLite format 3\0".utf8)

    /// The first 16 bytes must be SQLite's magic string.
    static func verifyHeader(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CatalogError.database(path: path, reason: "the file cannot be opened for reading")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        guard header.count == 16 else {
            throw CatalogError.damaged(path: path, reason: "the file is empty or shorter than a database header")
        }
        guard Array(header) == sqliteMagic else {
            throw CatalogError.damaged(path: path, reason: "the file is not an SQLite database")
        }
    }

    /// The file holds every page its header promises, carries a finished catalog of this
    /// schema version, and its tables can be read.
    static func verifyContents(_ db: SQLiteConnection, path: String) throws {
        let pageCount = try scalarInt(db, "PRAGMA page_count")
        let pageSize = try scalarInt(db, "PRAGMA page_size")
        let walPath = path + "-wal"
        let walSize = (try? FileManager.default.attributesOfItem(atPath: walPath)[.size] as? Int) ?? 0
        let fileSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if walSize == 0, fileSize < pageCount * pageSize {
            throw CatalogError.damaged(
                path: path, reason: "the file is truncated: \(fileSize) of \(pageCount * pageSize) bytes")
        }
        let hasMeta = try scalarInt(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
        guard hasMeta == 1 else {
            throw CatalogError.damaged(path: path, reason: "it is an SQLite file but not an ApproachNote catalog")
        }
        let meta = try db.statement("SELECT key, value FROM meta")
        var values: [String: String] = [:]
        while try meta.step() { values[meta.text(0)] = meta.text(1) }
        guard values["complete"] == "1" else {
            throw CatalogError.damaged(path: path, reason: "its generation never finished")
        }
        guard values["schema_version"] == String(CatalogSchema.version) else {
            throw CatalogError.incompatibleSchema(
                path: path, found: values["schema_version"] ?? "none", expected: CatalogSchema.version)
        }
        for table in ["songs", "performers", "recordings", "releases", "recording_performers"] {
            _ = try scalarInt(db, "SELECT count(*) FROM (SELECT 1 FROM \(table) LIMIT 1)")
        }
    }

    static func describe(_ error: SQLiteError, path: String) -> CatalogError {
        error.isDamage
            ? .damaged(path: path, reason: error.message)
            : .database(path: path, reason: error.message)
    }

    private static func scalarInt(_ db: SQLiteConnection, _ sql: String) throws -> Int {
        let statement = try db.statement(sql)
        guard try statement.step() else { return 0 }
        return statement.int(0)
    }
}
