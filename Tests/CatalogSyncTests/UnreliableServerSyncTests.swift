import Catalog
import CatalogSync
import Foundation
import Platform
import SQLite
import Synchronization
import TestThreads
import Testing

/// `catalog sync` through relays that limit, drop and die: kept apart from `CatalogSyncTests`,
/// so that the two chains of tests run side by side rather than one after the other.
@Suite(.serialized, .testThreadsFirst)
struct UnreliableServerSyncTests {
    @Test("a server that answers every 20th request with 429 and Retry-After is waited for, and the sync completes")
    func rateLimited() throws {
        let server = try SyncedServer()
        let relay = try MisbehavingRelay(to: server.serve.port) { number, _ in
            number % 20 == 0
                ? .answer(status: 429, headers: [("Retry-After", "1")], body: Array("slow down".utf8)) : nil
        }
        defer { relay.stop() }
        let target = try SyncedServer.target()
        let log = PhaseLog()
        let report = try sync(relay.address, into: target, log: log)
        let expected = CatalogSyncTests.requests(songs: 3, recordings: 78, performers: 203)
        let limited = relay.received - relay.relayed.count
        #expect(relay.relayed.count == expected)
        #expect(limited == relay.received / 20)
        #expect(report.requests == expected + limited)
        #expect(log.waitCount == limited)
        #expect(Set(relay.relayed).count == expected)
        #expect(try CatalogSyncTests.pages(target) == CatalogSyncTests.servedPages())
    }

    @Test("a 429 whose Retry-After is 0 is waited for a second, and the sync then keeps under the limit it announces")
    func announcedLimitKept() throws {
        let server = try SyncedServer()
        let arrivals = Mutex<[Double]>([])
        let relay = try MisbehavingRelay(to: server.serve.port) { number, _ in
            arrivals.withLock { $0.append(MonotonicClock.seconds()) }
            return number == 10
                ? .answer(
                    status: 429, headers: [("Retry-After", "0")],
                    body: Array(#"{"error": "Too many requests.", "limit": "100 per 1 second"}"#.utf8)) : nil
        }
        defer { relay.stop() }
        let target = try SyncedServer.target()
        let log = PhaseLog()
        let report = try sync(relay.address, into: target, policy: SyncPolicy(parallel: 1, pageByPage: true), log: log)
        let expected = CatalogSyncTests.requests(songs: 3, recordings: 78, performers: 203)
        #expect(report.requests == expected + 1)
        #expect(log.waitCount == 1)
        let times = arrivals.withLock { $0 }
        #expect(times.count == expected + 1)
        // One worker: the next request waits the floor, not the 0 s asked.
        #expect(times[10] - times[9] >= SyncPolicy.shortestServerWait)
        // Then at most 90 a second (the limit's nine tenths), in any second.
        let paced = Array(times[10...])
        let busiest = paced.indices.map { start in paced[start...].prefix { $0 < paced[start] + 1 }.count }.max()
        #expect((busiest ?? 0) <= 91, "\(busiest ?? 0) requests in one second")
        #expect(try CatalogSyncTests.pages(target) == CatalogSyncTests.servedPages())
    }

    @Test("a Retry-After longer than the give-up time stops the sync at once, saying so; no wait outlasts it")
    func retryAfterBeyondGiveUp() throws {
        let server = try SyncedServer()
        let relay = try MisbehavingRelay(to: server.serve.port) { _, target in
            target == "/v1/songs/index"
                ? .answer(status: 429, headers: [("Retry-After", "3600")], body: Array("later".utf8)) : nil
        }
        defer { relay.stop() }
        var policy = SyncPolicy(pageByPage: true)
        policy.giveUpAfter = 10
        let log = PhaseLog()
        // A sync that set out to wait as long as the server asks is stopped there, not an hour later.
        let outlasted: @Sendable () -> Bool = { log.longestWait > 10 }
        do {
            _ = try sync(relay.address, into: try SyncedServer.target(), policy: policy, log: log, stop: outlasted)
            Issue.record("the sync completed against a server that never answered its index")
        } catch let error as SyncError {
            guard case .askedToWaitTooLong = error else {
                Issue.record("stopped for another reason: \(error)")
                return
            }
            #expect(
                error.description.hasSuffix(
                    "asks to wait 3600 s. That is longer than the sync keeps asking (--give-up-after 10 s), so it stopped. "
                        + "What was fetched so far is kept; run the same command later to continue."), "\(error)")
        }
        #expect(log.waitCount == 0)
    }

    @Test("answers in flight are bounded together: with 16 workers an answer past 8 MB is refused, however it is sent")
    func answersBoundedAcrossWorkers() throws {
        for parallel in 1...16 {
            let policy = SyncPolicy(parallel: parallel, pageByPage: true)
            #expect(policy.largestAnswer * parallel <= SyncPolicy.answersInFlight, "\(parallel) workers")
        }
        #expect(SyncPolicy(parallel: 2).largestAnswer == HTTPCatalog.largestAnswer)
        #expect(SyncPolicy(parallel: 16).largestAnswer == 8 << 20)

        let server = try SyncedServer()
        // Nine megabytes of a list's spaces: well-formed JSON, and past a sixteenth's share.
        let padded = Array("[".utf8) + [UInt8](repeating: 0x20, count: 9 << 20) + Array("]".utf8)
        let relay = try MisbehavingRelay(to: server.serve.port) { _, target in
            target == "/v1/songs/index"
                ? .answer(status: 200, headers: [("Content-Type", "application/json")], body: padded) : nil
        }
        defer { relay.stop() }
        do {
            _ = try sync(
                relay.address, into: try SyncedServer.target(), policy: SyncPolicy(parallel: 16, pageByPage: true))
            Issue.record("a 9 MB answer was taken with 16 workers")
        } catch let error as SyncError {
            #expect(error.description.contains("is not the catalog's JSON (more than 8 MB)"), "\(error)")
        }
    }

    @Test("a server that drops every 7th connection unanswered is asked again, and the sync completes")
    func droppedConnections() throws {
        let server = try SyncedServer()
        let relay = try MisbehavingRelay(to: server.serve.port) { number, _ in number % 7 == 0 ? .hangUp : nil }
        defer { relay.stop() }
        let target = try SyncedServer.target()
        var policy = SyncPolicy(pageByPage: true)
        policy.firstWait = 0.05
        let report = try sync(relay.address, into: target, policy: policy)
        let expected = CatalogSyncTests.requests(songs: 3, recordings: 78, performers: 203)
        #expect(Set(relay.relayed).count == expected)
        #expect(relay.relayed.count == expected)
        #expect(report.requests == relay.received)
        #expect(relay.received > expected)
        #expect(report.counts.recordings == 78)
        #expect(try CatalogSyncTests.pages(target) == CatalogSyncTests.servedPages())
    }

    @Test("a server that dies halfway leaves the catalog in place; the next sync resumes, fetching nothing twice")
    func serverDiesHalfway() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        // The catalog in use before: another slice's copy, which must stay as it is.
        try FileManager.default.copyItem(atPath: SyncedServer.slice, toPath: target)
        try SQLiteConnection(path: target, mode: .create).execute("UPDATE songs SET title = 'Before the sync'")
        let before = try Data(contentsOf: URL(fileURLWithPath: target))

        // The same address dies after 150 answers, and comes back for the next run.
        let dead = Flag(true)
        let relay = try MisbehavingRelay(to: server.serve.port) { number, _ in
            dead.value && number > 150 ? .hangUp : nil
        }
        defer { relay.stop() }
        var policy = SyncPolicy(pageByPage: true)
        policy.firstWait = 0.05
        policy.giveUpAfter = 1
        #expect(throws: SyncError.self) { try sync(relay.address, into: target, policy: policy) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
        #expect(FileManager.default.fileExists(atPath: CatalogSync.workFilePath(for: target)))
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: (target as NSString).deletingLastPathComponent)
        #expect(leftovers.contains("catalog.sqlite"))
        #expect(!leftovers.contains { $0.contains(".tmp-") })

        let first = Set(relay.relayed)
        dead.value = false
        let log = PhaseLog()
        let report = try sync(relay.address, into: target, log: log)
        #expect(report.resumed)
        let second = Array(relay.relayed.dropFirst(first.count))
        let expected = CatalogSyncTests.requests(songs: 3, recordings: 78, performers: 203)
        #expect(first.count == 150)
        #expect(second.count == expected - 150)
        #expect(first.isDisjoint(with: second))
        #expect(Set(second).count == second.count)
        #expect(first.filter { $0.hasPrefix("/v1/recordings/batch") }.count == 3)
        #expect(!second.contains { $0.hasPrefix("/v1/recordings/batch") })
        #expect(try CatalogSyncTests.pages(target) == CatalogSyncTests.servedPages())
        let titles = try SQLiteCatalogStore.open(CatalogLocation(path: target)).songs(matching: nil).map(\.title)
        #expect(!titles.contains("Before the sync"))
    }
}
