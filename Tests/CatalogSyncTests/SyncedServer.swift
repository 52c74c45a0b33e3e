import ApproachNoteCommands
import Catalog
import CatalogSync
import CatalogTestSupport
import CommandSupport
import Foundation
import Synchronization
import TestFixtures
import Testing

/// A slice of the demo catalog served by `approachnote serve`, optionally behind a relay that
/// misbehaves as a test asks, and what each sync of it reported.
final class SyncedServer {
    /// The slice, made once per run; a test that changes its catalog copies it first.
    static var slice: String { CatalogSlice.shared }

    let catalog: String
    private(set) var serve: RunningServe

    /// Serves a copy of the slice (so a test may change it), from a folder of its own.
    init() throws {
        let folder = NSTemporaryDirectory() + "approachnote-sync-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        catalog = folder + "/served.sqlite"
        try FileManager.default.copyItem(atPath: Self.slice, toPath: catalog)
        // A port outside the system's range, so that no other test's server or connection takes
        // it while `restart` has it free. Another test drawing the same port meanwhile is
        // possible, if rare: another is drawn then.
        var attempt = 0
        while true {
            do {
                serve = try RunningServe(threads: 2, listen: try LoopbackSockets.closedPort(), catalog: catalog)
                break
            } catch let failure as RunningServe.NotServing where attempt < 2 && failure.error.contains("in use") {
                attempt += 1
            }
        }
    }

    deinit { serve.stop() }

    var address: String { "http://127.0.0.1:\(serve.port)" }

    /// Restarts the server where it was, so that it reads a catalog changed under it afresh.
    func restart() throws {
        let port = serve.port
        serve.stop()
        serve = try RunningServe(threads: 2, listen: port, catalog: catalog)
    }

    /// Where a sync into a folder of its own writes.
    static func target() throws -> String {
        let folder = NSTemporaryDirectory() + "approachnote-synced-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/catalog.sqlite"
    }

    /// What the slice holds, read from its file: each song's and performer's id.
    static func sliceIDs() throws -> (songs: [String], performers: [String], recordings: Int) {
        let store = try SQLiteCatalogStore.open(CatalogLocation(path: slice))
        let counts = try store.counts()
        return (
            try store.songs(matching: nil).map(\.id), try store.performers(matching: nil).map(\.id), counts.recordings
        )
    }
}

/// What a sync reported at the end of each phase.
final class PhaseLog: Sendable {
    struct Ended: Equatable {
        let total: Int
        let fetched: Int
        let unchanged: Int
        let kept: Int
    }

    private let ended = Mutex<[SyncPhase: Ended]>([:])
    private let waits = Mutex((count: 0, longest: 0.0))
    private let writes = Mutex(0)

    var report: @Sendable (SyncProgress) -> Void {
        { [self] progress in
            switch progress {
            case .ended(let phase, let total, let fetched, let unchanged, let kept, _):
                ended.withLock {
                    $0[phase] = Ended(total: total, fetched: fetched, unchanged: unchanged, kept: kept)
                }
            case .waiting(let seconds, _):
                waits.withLock {
                    $0.count += 1
                    $0.longest = max($0.longest, seconds)
                }
            case .writing: writes.withLock { $0 += 1 }
            default: break
            }
        }
    }

    subscript(phase: SyncPhase) -> Ended? { ended.withLock { $0[phase] } }

    var waitCount: Int { waits.withLock { $0.count } }

    /// The longest wait the sync announced, in seconds.
    var longestWait: Double { waits.withLock { $0.longest } }

    /// How many times the sync began writing a catalog.
    var writeCount: Int { writes.withLock { $0 } }
}

/// A relay in front of a server that counts what it passes on, and answers some requests
/// itself as `misbehave` decides (given the request's number, from 1, and its target).
final class MisbehavingRelay: Sendable {
    private final class Counted: Sendable {
        let state = Mutex<(number: Int, relayed: [String])>((0, []))
    }

    private let counted = Counted()
    private let server: TestHTTPServer

    init(to port: UInt16, misbehave: @escaping @Sendable (Int, String) -> TestHTTPServer.Behaviour?) throws {
        let counted = counted
        server = try TestHTTPServer(fallback: { target in
            let number = counted.state.withLock { state -> Int in
                state.number += 1
                return state.number
            }
            if let behaviour = misbehave(number, target) { return behaviour }
            counted.state.withLock { $0.relayed.append(target) }
            return .relay(port: port)
        })
    }

    var address: String { "http://127.0.0.1:\(server.port)" }

    /// Every target passed on to the server, in order.
    var relayed: [String] { counted.state.withLock { $0.relayed } }

    /// Requests received, answered or not.
    var received: Int { counted.state.withLock { $0.number } }

    func stop() { server.stop() }
}

/// Runs a command in process and returns its status and output.
func command(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let io = CapturedIO()
    let status = ApproachNoteCommand.run(arguments, environment: [:], io: io)
    return (status, io.output, io.error)
}

/// Syncs `server` into `target` in process.
func sync(
    _ server: String, into target: String, policy: SyncPolicy = SyncPolicy(pageByPage: true),
    log: PhaseLog = PhaseLog(),
    stop: @escaping @Sendable () -> Bool = { false }
) throws -> CatalogSync.Report {
    try CatalogSync.run(
        from: try HTTPCatalog(address: server), into: CatalogLocation(path: target), policy: policy,
        stopRequested: stop, report: log.report)
}

/// A switch the test flips while a server's threads read it.
final class Flag: Sendable {
    private let state: Mutex<Bool>

    init(_ value: Bool) { state = Mutex(value) }

    var value: Bool {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}
