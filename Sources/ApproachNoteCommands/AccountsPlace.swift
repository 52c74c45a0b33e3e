import Accounts
import CommandSupport
import FoundationEssentials
import Platform
import UntrustedText

/// Where `serve` keeps its accounts, and where `accounts` finds them: with a catalog file, in
/// a file of their own (`--accounts PATH`, else `accounts.sqlite` in the data folder); with a
/// catalog in PostgreSQL (`--database URL`), in a schema of their own in that database. The
/// signing key is `accounts.key` in the data folder unless `--auth-key-file` names another.
enum AccountsPlace {
    static func defaultFile(_ environment: CommandEnvironment) throws -> String {
        do {
            return try UserFolder.data.path(
                "accounts.sqlite", environment: environment.values, undecodable: environment.undecodable)
        } catch {
            throw CommandError.failed("The data folder cannot be named: \(UntrustedText.forMessage("\(error)"))")
        }
    }

    /// The accounts' store, opened, and words for where it is. `serve` makes a missing file
    /// (`creating`); the operator's `accounts` command does not, and is told so
    /// (`AccountsPlace.Missing`): looking at the accounts changes nothing on disk.
    static func open(file: String?, database: String?, environment: CommandEnvironment, creating: Bool = true) throws
        -> (store: AccountStore, place: String)
    {
        if database != nil, file != nil {
            throw CommandError.usage(
                "--accounts names a file for the accounts of a catalog file; with --database they live in the database."
            )
        }
        do {
            if let database {
                return (try AccountStore(database: database), "the database, schema approachnote_accounts")
            }
            let path = try file.map { FilePath.absolute($0) } ?? defaultFile(environment)
            if !creating, !FileManager.default.fileExists(atPath: path) {
                throw Missing(place: UntrustedText.forMessage(path, limit: 400))
            }
            do {
                try Folder.make(FilePath.folder(of: path), mode: 0o700)
            } catch {
                throw CommandError.failed(
                    "The accounts' folder cannot be made: \(UntrustedText.forMessage("\(error)"))")
            }
            return (try AccountStore(file: path), UntrustedText.forMessage(path, limit: 400))
        } catch let error as AccountStoreError {
            throw CommandError.failed(UntrustedText.forMessage(error.description, limit: 600))
        }
    }

    /// The signing key: `--auth-key-file`, which must exist, or `accounts.key` in the data
    /// folder, made on the first start.
    static func signingKey(file: String?, environment: CommandEnvironment) throws -> [UInt8] {
        let path =
            try file.map { FilePath.absolute($0) } ?? FilePath.folder(of: defaultFile(environment)) + "/accounts.key"
        do {
            if file == nil { try Folder.make(FilePath.folder(of: path), mode: 0o700) }
            return try SigningKey.load(path, makeIfMissing: file == nil)
        } catch let problem as SigningKey.Problem {
            throw CommandError.failed(UntrustedText.forMessage(problem.description, limit: 600))
        } catch {
            throw CommandError.failed("The key's folder cannot be made: \(UntrustedText.forMessage("\(error)"))")
        }
    }

    /// No accounts file where the command looked: `serve` has not started there yet.
    struct Missing: Error, CustomStringConvertible {
        let place: String

        var description: String {
            "there is no accounts file at \(place) (serve makes it when it first starts there)"
        }
    }
}
