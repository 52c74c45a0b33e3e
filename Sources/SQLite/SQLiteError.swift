import CSQLite

/// A failure reported by SQLite, classified by its primary result code into what a caller tells
/// the user differently; the message is SQLite's own.
package enum SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another connection held the database past the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
    case busy(message: String)
    /// The disk, or the database's limit, is full (`SQLITE_FULL`).
    case full(message: String)
    /// The file, or its folder, cannot be written (`SQLITE_READONLY`).
    case readOnly(message: String)
    /// The file is not a database, or its pages are damaged or missing (`SQLITE_CORRUPT`,
    /// `SQLITE_NOTADB`).
    case damaged(message: String)
    /// Anything else, with its (extended) result code.
    case other(code: Int32, message: String)
    /// SQLite itself could not be loaded: the loader's reason, and the package to install.
    case libraryMissing(reason: String)

    /// Classifies an (extended) result code by its primary code.
    init(code: Int32, message: String) {
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy(message: message)
        case SQLITE_FULL: self = .full(message: message)
        case SQLITE_READONLY: self = .readOnly(message: message)
        case SQLITE_CORRUPT, SQLITE_NOTADB: self = .damaged(message: message)
        default: self = .other(code: code, message: message)
        }
    }

    /// SQLite's own words for the failure.
    package var message: String {
        switch self {
        case .busy(let message), .full(let message), .readOnly(let message), .damaged(let message),
            .other(_, let message), .libraryMissing(let message):
            message
        }
    }

    /// The database file is not a database, or its pages are damaged or missing.
    package var isDamage: Bool {
        if case .damaged = self { true } else { false }
    }

    package var description: String {
        switch self {
        case .other(let code, let message): "\(message) (SQLite result code \(code))"
        default: message
        }
    }
}
