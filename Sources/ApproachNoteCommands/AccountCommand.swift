import AccountLink
import CommandSupport
import FoundationEssentials
import Glibc
import Library
import Platform
import UntrustedText

/// `approachnote account register | login | logout | status | change-password`: signing in
/// to the catalog's server (`--server`, the config's `server`) or to `--account-server URL`.
/// A password is read from the terminal with echo off, or one line of standard input with
/// `--password-stdin`; never from an argument or the environment.
enum AccountCommand {
    static let usage =
        "approachnote account register EMAIL | login EMAIL | logout | status | change-password [--account-server URL] [--password-stdin]"

    static func run(
        _ arguments: [String], access: CatalogAccess, environment: CommandEnvironment,
        libraryPath: () throws -> String, io: CommandIO
    ) throws {
        guard let subcommand = arguments.first else {
            throw CommandError.usage("Missing subcommand: register, login, logout, status or change-password.")
        }
        guard let grammar = Grammar.account.first(where: { $0.words.last == subcommand }) else {
            throw CommandError.usage(
                "Unknown account subcommand '\(UntrustedText.forMessage(subcommand))'; use register, login, logout, status or change-password."
            )
        }
        let parsed = try Arguments(Array(arguments.dropFirst()), grammar: grammar)
        let takesEmail = ["register", "login"].contains(subcommand)
        let positionals = try parsed.requirePositionals(
            takesEmail ? 1 : 0, usage: "approachnote account \(subcommand)\(takesEmail ? " EMAIL" : "")")
        let link = try link(parsed.value("account-server"), access: access, environment: environment)
        let shownServer = UntrustedText.forMessage(link.server, limit: 200)
        do {
            switch subcommand {
            case "register", "login":
                let email = positionals[0]
                let password = try readPassword(
                    parsed, prompt: "Password for \(UntrustedText.forMessage(email)): ", io: io)
                let session =
                    subcommand == "register"
                    ? try link.register(email: email, password: password, displayName: parsed.value("display-name"))
                    : try link.login(email: email, password: password)
                try io.write(
                    "\(subcommand == "register" ? "Registered and signed in" : "Signed in") to \(shownServer) as \(describe(session)).\n"
                )
            case "logout":
                switch try link.logout() {
                case .ended: try io.write("Signed out of \(shownServer).\n")
                case .notTold(let reason):
                    try io.write(
                        "Signed out here; the server could not be told (\(UntrustedText.forMessage(reason))), so the session there ends when its refresh token expires.\n"
                    )
                }
            case "status":
                guard let session = try link.session() else {
                    return try io.write("Not signed in to \(shownServer).\n")
                }
                try io.write("Signed in to \(shownServer) as \(describe(session)).\n")
                try io.write(librarySyncLine(libraryPath: libraryPath) + "\n")
            default:
                guard try link.session() != nil else { throw AccountLinkError.notSignedIn }
                let current = try readPassword(parsed, prompt: "Current password: ", io: io)
                let new = try readPassword(parsed, prompt: "New password: ", io: io)
                try link.changePassword(current: current, new: new)
                try io.write("Password changed; every other session of this account is signed out.\n")
            }
        } catch let error as AccountLinkError {
            throw CommandError.failed(UntrustedText.forMessage(error.description, limit: 400))
        }
    }

    private static func describe(_ session: AccountSession) -> String {
        UntrustedText.forMessage(session.email, limit: 255)
            + (session.displayName.map { " (" + UntrustedText.forMessage($0, limit: 80) + ")" } ?? "")
    }

    /// The account link to `--account-server`, else the catalog's server, with the session in
    /// the state folder.
    static func link(_ option: String?, access: CatalogAccess, environment: CommandEnvironment) throws -> AccountLink {
        let server = try serverAddress(option, access: access)
        return AccountLink(
            server: server, transport: CurlAccountTransport(base: server, authorities: access.server?.authorities),
            file: AccountFile(path: try sessionPath(environment)))
    }

    /// When the library last synced with an account, and what waits to be sent.
    private static func librarySyncLine(libraryPath: () throws -> String) -> String {
        guard let path = try? libraryPath(), access(path, F_OK) == 0, let store = try? LibraryStore(path: path) else {
            return "The library has not synced yet: approachnote library sync."
        }
        let state = store.syncState()
        guard let last = state.lastSync else { return "The library has not synced yet: approachnote library sync." }
        return "The library last synced at \(UntrustedText.forMessage(last)); \(state.waitingWords)."
    }

    /// `--account-server`, else the server the catalog is read from.
    static func serverAddress(_ option: String?, access: CatalogAccess) throws -> String {
        if let option {
            guard option.hasPrefix("http://") || option.hasPrefix("https://") else {
                throw CommandError.usage(
                    "--account-server takes an http or https address, such as http://127.0.0.1:8080.")
            }
            return option.hasSuffix("/") ? String(option.dropLast()) : option
        }
        guard let server = access.server?.server else {
            throw CommandError.usage(
                "The catalog is a file here; name the account server: --account-server URL (or --server URL).")
        }
        return server
    }

    /// `account.json` in the state folder.
    static func sessionPath(_ environment: CommandEnvironment) throws -> String {
        do {
            return try UserFolder.state.path(
                "account.json", environment: environment.values, undecodable: environment.undecodable)
        } catch {
            throw CommandError.failed("The state folder cannot be named: \(UntrustedText.forMessage("\(error)"))")
        }
    }

    /// A password: one line of standard input with `--password-stdin`, else typed at the
    /// terminal with its echo off. Never an argument: it would show in every process list.
    private static func readPassword(_ parsed: Arguments, prompt: String, io: CommandIO) throws -> String {
        if parsed.flag("password-stdin") {
            guard let line = readLine(strippingNewline: true) else {
                throw CommandError.failed("--password-stdin: standard input ended before a password.")
            }
            return line
        }
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else {
            throw CommandError.usage(
                "No terminal to type the password at; give it on standard input: --password-stdin.")
        }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else {
            throw CommandError.usage(
                "No terminal to type the password at; give it on standard input: --password-stdin.")
        }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        _ = Array(prompt.utf8).withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
        tcsetattr(terminal, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(terminal, TCSAFLUSH, &saved)
            _ = write(terminal, "\n", 1)
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(terminal, &byte, 1) == 1, byte != UInt8(ascii: "\n") {
            bytes.append(byte)
            if bytes.count > 4096 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
