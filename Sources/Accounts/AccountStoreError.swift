/// Why the accounts cannot be read or written.
package enum AccountStoreError: Error, CustomStringConvertible, Equatable {
    /// The file is another program's database.
    case notAccounts(path: String)
    /// The database could not be opened or answered with an error; the reason is for the
    /// server's log, never for a client.
    case unavailable(reason: String)

    package var description: String {
        switch self {
        case .notAccounts(let path):
            "\(path) is not an accounts file of approachnote; give another path with --accounts."
        case .unavailable(let reason): "The accounts cannot be read: \(reason)"
        }
    }
}
