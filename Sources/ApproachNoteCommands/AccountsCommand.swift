import Accounts
import Browsing
import CommandSupport
import FoundationEssentials
import TextFormatting
import UntrustedText

/// `approachnote accounts list | disable | enable | delete | reset-link`: the operator's hand on
/// the accounts `serve` keeps, in their file or their database, while the server runs or not.
enum AccountsCommand {
    /// The subcommands that take an email.
    static let changes = ["disable", "enable", "delete", "reset-link"]
    static let usage =
        "approachnote accounts list | disable EMAIL | enable EMAIL | delete EMAIL --yes | reset-link EMAIL"

    static func run(_ arguments: [String], environment: CommandEnvironment, io: CommandIO) throws {
        guard let subcommand = arguments.first else {
            throw CommandError.usage("Missing subcommand: list, disable, enable, delete or reset-link.")
        }
        let rest = Array(arguments.dropFirst())
        if subcommand == "list" {
            let parsed = try Arguments(rest, grammar: Grammar.accountsList)
            _ = try parsed.requirePositionals(0, usage: "approachnote accounts list [--accounts PATH | --database URL]")
            return try list(parsed, environment: environment, io: io)
        }
        guard let grammar = Grammar.accountsChange.first(where: { $0.words.last == subcommand }) else {
            throw CommandError.usage(
                "Unknown accounts subcommand '\(UntrustedText.forMessage(subcommand))'; use list, disable, enable, delete or reset-link."
            )
        }
        let parsed = try Arguments(rest, grammar: grammar)
        let email = try parsed.requirePositionals(1, usage: "approachnote accounts \(subcommand) EMAIL")[0]
        let shown = UntrustedText.forMessage(email)
        let (store, place): (AccountStore, String)
        do {
            (store, place) = try existing(parsed, environment: environment)
        } catch let missing as AccountsPlace.Missing {
            throw CommandError.failed("No account has the email \(shown): \(missing).")
        }
        guard let user = try failing({ try store.user(email: email) }) else {
            throw CommandError.failed("No account has the email \(shown) in \(place).")
        }
        let now = AccountService.systemClock()
        switch subcommand {
        case "disable", "enable":
            let active = subcommand == "enable"
            _ = try failing { try store.setActive(userID: user.id, active, now: now) }
            try io.write(
                active
                    ? "Enabled \(shown): it signs in again.\n"
                    : "Disabled \(shown): its sessions are ended and it cannot sign in until enabled.\n")
        case "delete":
            guard parsed.flag("yes") else {
                throw CommandError.failed(
                    "Deleting \(shown) takes its repertoires and favourites with it, for good. Add --yes to delete it.")
            }
            _ = try failing { try store.deleteUser(id: user.id) }
            try io.write("Deleted \(shown), its repertoires and its favourites.\n")
        default:
            let lifetime = AccountPolicy().resetLifetime
            guard
                let token = try failing({ try store.makeResetToken(email: email, lifetime: lifetime * 1000, now: now) })
            else { throw CommandError.failed("No account has the email \(shown) in \(place).") }
            try io.write(
                """
                A password reset for \(shown), good once within \(lifetime / 60) minutes (earlier links no longer work):
                  approachnote://auth/reset-password?token=\(token)
                The upstream's app opens that link; any client can send the token itself:
                  POST /v1/auth/reset-password {"token": "\(token)", "password": "…"}

                """)
        }
    }

    /// The accounts' store where `--accounts` or `--database` says, never made: looking at the
    /// accounts, or changing one, writes no new file (`AccountsPlace.Missing`).
    private static func existing(_ parsed: Arguments, environment: CommandEnvironment) throws -> (
        AccountStore, String
    ) {
        try AccountsPlace.open(
            file: parsed.value("accounts"), database: parsed.value("database"), environment: environment,
            creating: false)
    }

    private static func list(_ parsed: Arguments, environment: CommandEnvironment, io: CommandIO) throws {
        let (store, place): (AccountStore, String)
        do {
            (store, place) = try existing(parsed, environment: environment)
        } catch let missing as AccountsPlace.Missing {
            try io.write("No accounts: \(missing).\n")
            return
        }
        let users = try failing { try store.users() }
        var lines = [
            "\(GroupedNumber.text(users.count)) account\(users.count == 1 ? "" : "s") in \(place)\(users.isEmpty ? "." : ":")"
        ]
        for user in users {
            let since = UTCTime(Date(timeIntervalSince1970: Double(user.createdAt / 1000))).dayText
            let last =
                user.lastSignInAt.map {
                    "last signed in " + UTCTime(Date(timeIntervalSince1970: Double($0 / 1000))).dayText
                } ?? "never signed in"
            let name = user.displayName.map { " (" + UntrustedText.forScreen($0, limit: 60) + ")" } ?? ""
            lines.append(
                "  " + UntrustedText.forScreen(user.email, limit: 255) + name + " · since \(since) · \(last)"
                    + (user.isActive ? "" : " · disabled"))
        }
        try io.write(lines.joined(separator: "\n") + "\n")
    }

    /// A store failure as the command's: exit status 1, in words.
    private static func failing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as AccountStoreError {
            throw CommandError.failed(UntrustedText.forMessage(error.description, limit: 600))
        }
    }
}
