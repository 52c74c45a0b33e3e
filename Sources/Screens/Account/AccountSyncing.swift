import AccountLink
import Browsing
import FoundationEssentials
import Library
import LibrarySync

/// What the account's work off the main thread hands back, through the application's mailbox.
package enum AccountEvent: Sendable {
    /// The schedule's moment came (a timer of `generation`; one of an older arming is stale).
    case due(generation: Int)
    case signedIn(Result<AccountSession, AccountLinkError>)
    case signedOut
    case synced(LibrarySyncReport)
}

/// Where the account lives, as the command found it: the session's file in the state folder,
/// the server to offer for signing in (the catalog's), the way to reach a server, and the
/// library the syncs open (each its own connection, off the main thread).
package struct AccountSetup: Sendable {
    let file: AccountFile
    let suggestedServer: String?
    let transport: @Sendable (String) -> any AccountTransport
    let libraryPath: String

    package init(
        file: AccountFile, suggestedServer: String?, libraryPath: String,
        transport: @escaping @Sendable (String) -> any AccountTransport
    ) {
        self.file = file
        self.suggestedServer = suggestedServer
        self.transport = transport
        self.libraryPath = libraryPath
    }
}

/// The signed-in account as the application holds it: signing in and out, and the library's
/// syncs as `SyncSchedule` times them, every network call on the executor and its result
/// back on the main thread as an `AccountEvent`. A timer is an executor's delayed post, not a
/// deadline of the run loop: between syncs the application sleeps as it does idle.
package final class AccountSyncing {
    private let setup: AccountSetup
    private let executor: any HydrationExecutor
    private let post: @Sendable (AccountEvent) -> Void
    /// A number in 0..<1 for the schedule's jitter.
    private let unit: () -> Double
    package private(set) var session: AccountSession?
    /// Why the last sign-in failed, or why the last sync stopped, in words.
    package private(set) var problem: String?
    package private(set) var isSigningIn = false
    package private(set) var isSyncing = false
    package private(set) var lastReport: LibrarySyncReport?
    private(set) var schedule = SyncSchedule()
    private var generation = 0

    /// Says what a sync moved or decided (the browser's notice line).
    var notice: (String) -> Void = { _ in }
    /// Says what went wrong that the user must act on (the message line).
    var tell: (String) -> Void = { _ in }
    /// The library's file was written by a sync: the pages read it again.
    var libraryWritten: () -> Void = {}
    /// Signing in succeeded: the focus goes where the form was.
    var signedIn: () -> Void = {}
    /// The user the running sync began for: its report does not end another user's session.
    private var syncingFor: String?

    package init(
        setup: AccountSetup, executor: any HydrationExecutor, post: @escaping @Sendable (AccountEvent) -> Void,
        unit: @escaping () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.setup = setup
        self.executor = executor
        self.post = post
        self.unit = unit
    }

    /// The server to sign in to: the session's, else the catalog's.
    package var server: String? { session?.server ?? setup.suggestedServer }

    private var now: Double { Double(executor.now) / 1e9 }

    private func link(to server: String) -> AccountLink {
        AccountLink(server: server, transport: setup.transport(server), file: setup.file)
    }

    /// The application started: a session kept from before syncs now.
    package func start() {
        do {
            session = try setup.file.load()
        } catch {
            problem = error.description
            tell(error.description)
        }
        guard session != nil else { return }
        schedule.started(at: now)
        arm()
    }

    /// Signs in, off the main thread; the result comes back as `.signedIn`.
    func signIn(server: String, email: String, password: String) {
        guard !isSigningIn else { return }
        isSigningIn = true
        problem = nil
        let link = link(to: server)
        let post = post
        executor.run {
            do throws(AccountLinkError) {
                post(.signedIn(.success(try link.login(email: email, password: password))))
            } catch {
                post(.signedIn(.failure(error)))
            }
        }
    }

    /// Signs out here at once; the server is told off the main thread.
    func signOut() {
        guard let session else { return }
        self.session = nil
        lastReport = nil
        problem = nil
        schedule.ended(.signedOut, at: now, unit: 0)
        generation += 1
        let link = link(to: session.server)
        let post = post
        executor.run {
            _ = try? link.logout()
            post(.signedOut)
        }
    }

    /// `Sync now`: a sync at once, unless one runs or the server asked to wait.
    func syncNow() {
        guard session != nil, !isSyncing else { return }
        schedule.signedIn(at: now)
        arm()
    }

    /// A change was made here: a sync shortly.
    func localChange() {
        guard session != nil else { return }
        schedule.changed(at: now)
        arm()
    }

    /// An event from the executor; returns whether the screen changes.
    package func receive(_ event: AccountEvent) -> Bool {
        switch event {
        case .due(let armed):
            guard armed == generation else { return false }
            arm()
            return isSyncing
        case .signedIn(.success(let session)):
            isSigningIn = false
            self.session = session
            schedule.signedIn(at: now)
            arm()
            signedIn()
            return true
        case .signedIn(.failure(let error)):
            isSigningIn = false
            problem = error.description
            return true
        case .signedOut:
            return false
        case .synced(let report):
            return finished(report)
        }
    }

    /// Starts the sync when it is due, else sets a timer for when it will be.
    private func arm() {
        generation += 1
        guard !isSyncing, let due = schedule.due else { return }
        if due <= now { return begin() }
        let post = post
        let armed = generation
        executor.run(at: UInt64(due * 1e9)) { post(.due(generation: armed)) }
    }

    private func begin() {
        guard let session else { return }
        isSyncing = true
        syncingFor = session.userID
        schedule.began()
        let link = link(to: session.server)
        let path = setup.libraryPath
        let post = post
        executor.run {
            var report = LibrarySyncReport()
            do throws(LibraryError) {
                report = LibrarySync(store: try LibraryStore(path: path), link: link).run()
            } catch {
                report.stopped = .library(error)
            }
            post(.synced(report))
        }
    }

    private func finished(_ report: LibrarySyncReport) -> Bool {
        isSyncing = false
        lastReport = report
        problem = report.stopped?.description
        let outcome: SyncSchedule.Outcome
        switch report.stopped {
        case nil: outcome = .synced
        case .account(.busy(let seconds))?: outcome = .busy(seconds: seconds)
        case .account(.signedOut)?, .account(.notSignedIn)?:
            outcome = .signedOut
            // A sync of a user signed out since, or of another, says nothing of this session.
            if session?.userID == syncingFor {
                session = nil
                tell("The server ended this session; sign in again on the Settings tab to go on syncing.")
            }
        default: outcome = .offline
        }
        schedule.ended(outcome, at: now, unit: unit())
        // Signed in as someone else while it ran: their first sync, now.
        if let session, session.userID != syncingFor { schedule.signedIn(at: now) }
        arm()
        libraryWritten()
        if !report.changes.isEmpty {
            notice((["Synced with your account."] + report.changes).joined(separator: " "))
        }
        return true
    }
}
