import Platform

/// Everything that can go wrong with the catalog file, each with a message written for the
/// person at the terminal: what happened, to which file, and the command that fixes it.
public enum CatalogError: Error, Equatable, CustomStringConvertible {
    /// The path names a directory where a catalog file was expected.
    case isDirectory(path: String)
    /// The path names a device, a FIFO or a socket: reading it could block or mean nothing,
    /// and replacing it would destroy it.
    case notAFile(path: String, kind: String)
    /// The path cannot be followed to a file (a loop of links, a folder that may not be searched).
    case unreachable(path: String, reason: String)
    /// The default location depends on an environment variable whose value is not UTF-8.
    case undecodableVariable(name: String)
    /// The file is one of our catalogs, but not a complete, readable one: generating it again
    /// loses nothing.
    case damaged(path: String, reason: String)
    /// The file looks like a database but cannot be read far enough to tell whose it is: it is
    /// left for the user to remove, never replaced.
    case unreadable(path: String, reason: String)
    /// The file is not an ApproachNote catalog at all (a text file, another application's
    /// database): it is never replaced, and nothing advises replacing it.
    case notACatalog(path: String, reason: String)
    /// The catalog was written by a newer version of approachnote: it is the user's, for that
    /// version, and never replaced.
    case newerSchema(path: String, found: String, expected: Int)
    /// The file is a catalog of another schema version. `regenerable` when it is a demo
    /// catalog from an older version: nothing in it is lost by generating it again.
    case incompatibleSchema(path: String, found: String, expected: Int, regenerable: Bool)
    /// The catalog's directory cannot be created or written.
    case unwritableDirectory(path: String, reason: String)
    /// No catalog exists at the path (and the caller asked not to generate one).
    case missing(path: String)
    /// Generating refused to replace an existing file without `--force`.
    case alreadyExists(path: String)
    /// An unexpected database failure, outside the cases above.
    case database(path: String, reason: String)

    public var description: String {
        switch self {
        case .isDirectory(let path):
            return "The catalog path \(path) is a directory; give a file path, e.g. --catalog \(path)/catalog.sqlite"
        case .notAFile(let path, let kind):
            return
                "The catalog path \(path) is \(kind), not a catalog file; it was left untouched. Give a file path with --catalog PATH."
        case .unreachable(let path, let reason):
            return "The catalog path \(path) cannot be followed (\(reason))."
        case .undecodableVariable(let name):
            return
                "\(name) is not valid UTF-8, so the default catalog location cannot be named exactly; give one with --catalog PATH."
        case .damaged(let path, let reason):
            return
                "The catalog at \(path) is damaged (\(reason)). It was left untouched; regenerate it with: approachnote catalog generate --force --catalog \(path)"
        case .unreadable(let path, let reason):
            return
                "The catalog at \(path) cannot be read (\(reason)). It was left untouched: if it is a catalog of yours, remove it and run: approachnote catalog generate --catalog \(path)"
        case .notACatalog(let path, let reason):
            return
                "\(path) is not an ApproachNote catalog (\(reason)); not replacing it. Give a catalog's path, or a new one, with --catalog PATH."
        case .newerSchema(let path, let found, let expected):
            return
                "The catalog at \(path) was written by a newer version of approachnote (schema \(found); this version reads \(expected)); it was left untouched. Open it with that version, or give another path with --catalog PATH."
        case .incompatibleSchema(let path, let found, let expected, let regenerable):
            return
                "The catalog at \(path) has schema version \(found) but this version of approachnote needs \(expected). "
                + (regenerable
                    ? "Regenerate it with: approachnote catalog generate --force --catalog \(path)"
                    : "It was left untouched; give another path with --catalog PATH.")
        case .unwritableDirectory(let path, let reason):
            return
                "Cannot write the catalog into \(path) (\(reason)). Choose another place with --catalog PATH or set \(UserFolder.data.variable)."
        case .missing(let path):
            return "No catalog at \(path). Create it with: approachnote catalog generate --catalog \(path)"
        case .alreadyExists(let path):
            return "A catalog already exists at \(path); add --force to replace it."
        case .database(let path, let reason):
            return "The catalog at \(path) could not be read (\(reason))."
        }
    }
}
