import AccountLink
import Library

/// What one sync moved each way, what a conflict rule decided, and why it stopped if it did.
package struct LibrarySyncReport: Equatable, Sendable {
    /// Changes sent to the account.
    package struct Sent: Equatable, Sendable {
        package var repertoiresCreated = 0
        package var repertoiresRenamed = 0
        package var repertoiresDeleted = 0
        package var songsAdded = 0
        package var songsRemoved = 0
        package var favoritesAdded = 0
        package var favoritesRemoved = 0
        /// Changes the account had already (the same change made on another device, or sent
        /// before by a sync that was stopped): done, with nothing to send.
        package var alreadyThere = 0

        package var total: Int {
            repertoiresCreated + repertoiresRenamed + repertoiresDeleted + songsAdded + songsRemoved + favoritesAdded
                + favoritesRemoved
        }
    }

    /// Whether this was the library's first sync with the account: it was merged with it whole.
    package var isFirst = false
    /// Repertoires found on the account with this library's id or name, and merged with it.
    package var merged: [String] = []
    package var sent = Sent()
    package var received = AccountApplyReport()
    /// What a conflict rule decided, said in words: nothing is discarded silently.
    package var notices: [String] = []
    /// Changes still waiting to be sent (offline, or the server asked to wait).
    package var waiting = 0
    /// Why the sync stopped before the end; nil when it went through.
    package var stopped: LibrarySyncError?

    package init() {}

    /// The report as `library sync` prints it: what moved each way, nothing included, what a
    /// rule decided, why it stopped and what waits.
    package var lines: [String] {
        var lines = firstSync.map { [$0] } ?? []
        lines += [sentLine, receivedLine] + notices
        if let stopped { lines.append(stopped.description) }
        if waiting > 0 { lines.append(LibrarySyncState.waitingWords(waiting) + ".") }
        return lines
    }

    /// Only what changed, for the application's notice: empty when the sync changed nothing
    /// and decided nothing (most of the periodic ones).
    package var changes: [String] {
        var lines = firstSync.map { [$0] } ?? []
        if sent.total > 0 || sent.alreadyThere > 0 { lines.append(sentLine) }
        if !received.isEmpty { lines.append(receivedLine) }
        return lines + notices
    }

    private var firstSync: String? {
        guard isFirst else { return nil }
        return merged.isEmpty
            ? "First sync: the library and the account were merged."
            : "First sync: merged with the account's " + merged.map { "“\($0)”" }.joined(separator: ", ") + "."
    }

    private var sentLine: String {
        "Sent: " + Self.counts(sentCounts) + (sent.alreadyThere > 0 ? " (\(sent.alreadyThere) already there)" : "")
    }

    private var receivedLine: String { "Received: " + Self.counts(receivedCounts) }

    private var sentCounts: [(Int, String, String)] {
        [
            (sent.repertoiresCreated, "repertoire created", "repertoires created"),
            (sent.repertoiresRenamed, "repertoire renamed", "repertoires renamed"),
            (sent.repertoiresDeleted, "repertoire deleted", "repertoires deleted"),
            (sent.songsAdded, "song added", "songs added"),
            (sent.songsRemoved, "song removed", "songs removed"),
            (sent.favoritesAdded, "★ added", "★ added"),
            (sent.favoritesRemoved, "★ removed", "★ removed"),
        ]
    }

    private var receivedCounts: [(Int, String, String)] {
        [
            (received.repertoiresAdded.count, "repertoire added", "repertoires added"),
            (received.repertoiresRenamed.count, "repertoire renamed", "repertoires renamed"),
            (received.repertoiresRemoved.count, "repertoire removed", "repertoires removed"),
            (received.songsAdded, "song added", "songs added"),
            (received.songsRemoved, "song removed", "songs removed"),
            (received.favoritesAdded, "★ added", "★ added"),
            (received.favoritesRemoved, "★ removed", "★ removed"),
        ]
    }

    private static func counts(_ counts: [(Int, String, String)]) -> String {
        let said = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        return said.isEmpty ? "nothing" : said.joined(separator: ", ")
    }
}

/// Why a sync stopped: the account could not be used, or the library could not be.
package enum LibrarySyncError: Error, Equatable, CustomStringConvertible {
    case account(AccountLinkError)
    case library(LibraryError)

    package var description: String {
        switch self {
        case .account(let error): "\(error)"
        case .library(let error): "\(error)"
        }
    }
}
