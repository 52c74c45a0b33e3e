import FoundationEssentials
import SQLite

/// What a file in a catalog's place is, as far as replacing it goes: `catalog generate --force`
/// may replace one of our catalogs, but never another application's database, a text file, or
/// the catalog of a newer version of approachnote.
public enum CatalogFileIdentity: Equatable, Sendable {
    /// An ApproachNote catalog, finished or not, of this schema version or an older one.
    case catalog
    /// An ApproachNote catalog written by a newer version, which this one cannot read.
    case newerCatalog(schemaVersion: String)
    /// Anything else, or a file too damaged to tell: why it is not taken for a catalog.
    case other(reason: String)

    /// Reads `file`'s header and, when it is SQLite, its `meta` table, without locks or side
    /// files and without changing it.
    public static func of(_ file: String) -> CatalogFileIdentity {
        do {
            try CatalogFileCheck.verifyHeader(of: file, reportingAs: file)
        } catch CatalogError.notACatalog(_, let reason) {
            return .other(reason: reason)
        } catch {
            return .other(reason: "\(error)")
        }
        do {
            let db = try SQLiteConnection(path: file, mode: .immutable)
            guard try CatalogFileCheck.hasMetaTable(db) else { return .other(reason: foreignDatabase) }
            let version = try db.statement("SELECT value FROM meta WHERE key = 'schema_version'")
            guard try version.step() else { return .other(reason: foreignDatabase) }
            let found = version.text(0)
            return CatalogSchema.isNewer(found) ? .newerCatalog(schemaVersion: found) : .catalog
        } catch let error as SQLiteError {
            return .other(reason: "it cannot be read as a database: \(error.message)")
        } catch {
            return .other(reason: "it cannot be read as a database")
        }
    }

    static let foreignDatabase = "it is an SQLite database, but not an ApproachNote catalog"
}
