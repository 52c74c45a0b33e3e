import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import Foundation
import Server
import Synchronization
import TestFixtures
import TestThreads
import Testing

@testable import ApproachNoteCommands
@testable import Bench

/// Issue 12's fault "PostgreSQL stopped and restarted mid-load", against `approachnote serve
/// --database`: while the database is down a request gets the 503 at once or an answer the
/// server kept, none hangs, and once it is back every request is answered from it again,
/// rightly.
///
/// The tests take turns on one PostgreSQL of the suite's, loaded once with the songs they ask
/// for: an export of the whole demo catalog would take seconds more.
@Suite("serve: PostgreSQL stopped and restarted mid-load", .serialized, .testThreadsFirst)
struct ServePostgresFaultTests {
    static let unavailable =
        #"{"detail":"The catalog cannot be read right now; try again later.","error":"Catalog unavailable"}"#
    /// What a connection made after the stop began is answered.
    static let stopping = #"{"detail":"The server is stopping; try again in a moment.","error":"Server stopping"}"#
    static let clients = 12
    /// How long each client goes on after the restart, and the fewest requests it sends then:
    /// two rounds of the mix's three pages, so at least two that read the database.
    static let afterRestart = (nanoseconds: UInt64(2_000_000_000), requests: 6)
    /// The longest the load may run, should the server stop answering.
    static let loadLimit = Duration.seconds(600)
    /// How long a request may take before it counts as hung: well above PostgreSQL's connect
    /// timeout, the longest a request waits while the database cannot be reached.
    static let hangMilliseconds = 5_000.0
    /// What asks the server for an answer made now, from the database, not one it kept.
    static let fresh = "Cache-Control: no-cache"

    /// What one request of the load came to, kept by its client.
    private struct Outcome: Sendable {
        let sent: UInt64
        let answered: UInt64
        /// nil when the connection failed.
        let status: Int?
        /// Whether no request before asked for the target, so that the database had to be read.
        let asksDatabase: Bool
        /// Why the response is neither a 200 with the store's body nor the 503 of a catalog that
        /// cannot be read.
        let problem: String?

        init(_ exchange: ServeLoad.Exchange) {
            sent = exchange.sent
            answered = exchange.sent + UInt64(exchange.milliseconds * 1_000_000)
            asksDatabase = exchange.request.fresh
            switch exchange.response {
            case .failure:
                status = nil
                problem = exchange.problem
            case .success(let response):
                status = response.status
                problem =
                    response.status == 503 && response.hasBody(Array(ServePostgresFaultTests.unavailable.utf8))
                    ? nil : exchange.problem
            }
        }

        var milliseconds: Double { BenchClock.milliseconds(since: sent, until: answered) }
    }

    private static func store() throws -> SQLiteCatalogStore {
        try CatalogSlice.store(at: CatalogSlice.sharedScenarioSongs)
    }

    private static let loaded = Result { () throws -> PostgresCluster in
        let cluster = try PostgresCluster.withCatalog(at: CatalogSlice.sharedScenarioSongs)
        atexit { ServePostgresFaultTests.stopAtExit() }
        return cluster
    }

    private static func stopAtExit() { try? loaded.get().stop() }

    /// The suite's PostgreSQL, running: a test that failed while it was stopped leaves it so.
    private static func cluster() throws -> PostgresCluster {
        let cluster = try loaded.get()
        if !cluster.isRunning { try cluster.start() }
        return cluster
    }

    /// Stopped at once (`-m immediate`, as a crash does) under an idle server: while it is down an
    /// answer the server kept is still given, and every other request gets the 503 at once, the
    /// reason only in the log; once it is back the pool's connection, dropped, is made again,
    /// and the answers are the store's.
    @Test func postgresStoppedThenStartedIsUnavailableThenServesAgain() throws {
        let cluster = try Self.cluster()
        let store = try Self.store()
        let harness = try ServerHarness(stores: CatalogStorePool(database: cluster.url("catalog")))
        let id = try store.songID(titled: "Tiger Rag")
        let summary = "/v1/songs/\(id)/summary"
        let shell = "/v1/songs/\(id)/recordings/shell?sort=name"
        let summaryBody = try payload(store.songSummary(id: id))
        #expect(try harness.get(summary).body == summaryBody)

        try cluster.stop()
        #expect(try harness.get(summary).body == summaryBody)
        for target in [shell, "/health", shell] {
            let started = Date()
            let response = try harness.get(target)
            #expect(response.status == 503, "\(target)")
            #expect(response.text == Self.unavailable, "\(target)")
            // Not held for a timeout: the log lines below say the connection could not be made.
            #expect(Date().timeIntervalSince(started) * 1000 < Self.hangMilliseconds, "\(target)")
        }
        let lines = harness.logLines(atLeast: 5).filter { $0.contains(" 503 ") }
        #expect(lines.count == 3)
        // The first finds its connection lost, and a new one cannot be made either.
        #expect(
            lines.allSatisfy {
                $0.hasSuffix(
                    "(Cannot connect to PostgreSQL at \(cluster.catalogServer) (connection to server on socket \"\(cluster.folder)/s/.s.PGSQL.5432\" failed: No such file or directory Is the server running locally and accepting connections on that socket?).)"
                )
            }, "\(lines)")

        try cluster.start()
        #expect(try harness.get(summary).body == (try payload(store.songSummary(id: id))))
        #expect(try harness.get(shell).body == (try payload(store.songShell(id: id, sort: .name))))
        #expect(try harness.get("/health").text == #"{"status":"ok"}"#)
    }

    /// Twelve keep-alive clients on threads, on a server with four threads, while PostgreSQL is
    /// stopped (`-m fast`) after two dozen answers and started again on its socket once the
    /// clients have met the outage a dozen times; each client goes on for 2 s and at least six
    /// requests after that. Every response is the
    /// store's answer or the 503; the 503s come only while the database is down, each logged
    /// with its reason, and from the restart on every request of every client is answered, the
    /// new batches from the database. Nothing hangs and no connection fails.
    @Test func requestsDuringTheOutageGet503AtOnceAndThePoolReconnects() throws {
        let cluster = try Self.cluster()
        let pages = try Self.songPages(CatalogSlice.scenarioSongs)
        let serve = try RunningServe(threads: 4, database: cluster.url("catalog"))
        // Kept by the server from here on: in the load, only the batches read the database.
        let kept = pages.flatMap { [$0.summary, $0.shell] }
        for request in kept {
            let response = try RawHTTPConnection.request(port: serve.port, request.target)
            #expect(response.status == 200, "\(request.target)")
            #expect(response.body == Data(request.body), "\(request.target)")
        }
        let mix = Self.mix(pages)
        let load = ServeLoad(port: serve.port, clients: Self.clients, duration: Self.loadLimit)
        let restart = Mutex<UInt64?>(nil)
        let outcomes = Mutex<[[Outcome]]>([])
        // What the load has met so far, across its clients: the outage is begun once the load
        // runs, and ended once it has been met.
        let seen = Mutex((answered: 0, unavailable: 0))
        let loaded = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let all = load.run(mix: mix, tally: [Outcome]()) { outcomes, exchange in
                let outcome = Outcome(exchange)
                outcomes.append(outcome)
                seen.withLock {
                    $0.answered += 1
                    if outcome.status == 503 { $0.unavailable += 1 }
                }
                guard let restarted = restart.withLock({ $0 }) else { return true }
                return exchange.sent < restarted + Self.afterRestart.nanoseconds
                    || outcomes.reversed().prefix { $0.sent >= restarted }.count < Self.afterRestart.requests
            }
            outcomes.withLock { $0 = all }
            loaded.signal()
        }
        // Every client has had answers before the stop, and the outage has been met before the
        // start; the deadlines only bound a server that stopped answering.
        #expect(Waiting.until(seconds: 120) { seen.withLock { $0.answered } >= 2 * Self.clients })
        let stopping = BenchClock.now()
        #expect(throws: Never.self) { try cluster.stop(.fast) }
        #expect(Waiting.until(seconds: 120) { seen.withLock { $0.unavailable } >= Self.clients })
        #expect(throws: Never.self) { try cluster.start() }
        let restarted = BenchClock.now()
        restart.withLock { $0 = restarted }
        loaded.wait()
        serve.run.signal(SIGTERM)
        let result = serve.run.wait()

        let clients = outcomes.withLock { $0 }
        let all = clients.flatMap { $0 }
        let problems = all.compactMap(\.problem)
        #expect(problems.isEmpty, "\(problems.count) of \(all.count), first \(problems.prefix(3))")
        let unavailable = all.filter { $0.status == 503 }
        #expect(!unavailable.isEmpty, "no request of \(all.count) met the outage")
        #expect(unavailable.allSatisfy { $0.answered >= stopping && $0.sent < restarted })
        #expect(all.allSatisfy { $0.sent < restarted || $0.status == 200 })
        for (client, own) in clients.enumerated() {
            let afterRestart = own.filter { $0.sent >= restarted }
            #expect(afterRestart.count >= Self.afterRestart.requests, "client \(client)")
            #expect(afterRestart.contains { $0.asksDatabase && $0.status == 200 }, "client \(client)")
        }
        if let slowest = all.max(by: { $0.milliseconds < $1.milliseconds }) {
            let sentAfterStop = Int64(bitPattern: slowest.sent &- stopping) / 1_000_000
            #expect(
                slowest.milliseconds < Self.hangMilliseconds,
                "status \(slowest.status ?? 0), sent \(sentAfterStop) ms after the stop began")
        }

        #expect(result.status == 0)
        let lines = result.error.split(separator: "\n")
        #expect(lines.last == "Stopped.")
        let statuses = lines.filter { $0.hasPrefix("GET ") }.map { $0.split(separator: " ")[2] }
        #expect(statuses.count == kept.count + all.count)
        #expect(statuses.count { $0 == "200" } == kept.count + all.count { $0.status == 200 })
        let server = cluster.catalogServer
        let logged503 = lines.filter { $0.hasPrefix("GET ") && $0.split(separator: " ")[2] == "503" }
        #expect(logged503.count == unavailable.count)
        let unexplained = logged503.filter {
            !$0.contains("ms (Cannot connect to PostgreSQL at \(server) (")
                && !$0.contains("ms (The connection to PostgreSQL at \(server) was lost (")
        }
        #expect(unexplained.isEmpty, "\(unexplained.prefix(3))")
    }

    /// A request whose query waits in PostgreSQL (for a lock another session holds) when the
    /// database stops is answered with the 503 as soon as its session is ended, instead of
    /// waiting for the statement timeout; once the database is back it is answered.
    @Test func aRequestWaitingInPostgreSQLWhenItStopsGets503AtOnce() throws {
        let cluster = try Self.cluster()
        let harness = try ServerHarness(stores: CatalogStorePool(database: cluster.url("catalog")))
        let batch = try #require(try Self.songPages(["Tiger Rag"]).first?.batch)
        let locker = try PostgresConnection(url: cluster.url("catalog"))
        try locker.execute("BEGIN")
        try locker.execute("LOCK TABLE \(PostgresSchema.name).recordings IN ACCESS EXCLUSIVE MODE")
        let waiting = try RawHTTPConnection(port: harness.port)
        waiting.send("GET \(batch.target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try Self.waitForOneSessionWaitingForALock(in: cluster, seconds: 10)

        let stopping = Date()
        try cluster.stop(.fast)
        let response = try waiting.readResponse()
        #expect(response.status == 503)
        #expect(response.text == ServePostgresFaultTests.unavailable)
        #expect(Date().timeIntervalSince(stopping) * 1000 < Self.hangMilliseconds)
        let line = try #require(harness.logLines(atLeast: 1).first)
        // The log cuts a long target short.
        #expect(line.hasPrefix("GET /v1/recordings/batch?ids="))
        #expect(line.contains(" 503 \(Self.unavailable.utf8.count) "))
        #expect(line.contains("ms (Cannot connect to PostgreSQL at \(cluster.catalogServer) ("), "\(line)")

        try cluster.start()
        let again = try harness.get(batch.target)
        #expect(again.status == 200)
        #expect(again.body == Data(batch.body))
    }

    /// An account request waiting in PostgreSQL (for a lock on the users) when the database
    /// stops gets the 503 in words at once, and its reason only in the log; once the database
    /// is back the same token is answered, the pool's lost connections made again.
    @Test func anAccountRequestWhenPostgreSQLStopsGets503ThenServes() throws {
        let cluster = try Self.cluster()
        let serve = try RunningServe(
            threads: 2, database: cluster.url("catalog"), arguments: ["--auth-key-file", AccountClient.keyFile()])
        defer { serve.stop() }
        let client = AccountClient(port: serve.port)
        let email = "restart-\(UUID().uuidString.prefix(8))@example.test"
        let tokens = try client.register(email)
        let locker = try PostgresConnection(url: cluster.url("catalog"))
        try locker.execute("BEGIN")
        try locker.execute("LOCK TABLE approachnote_accounts.account_users IN ACCESS EXCLUSIVE MODE")
        let waiting = try RawHTTPConnection(port: serve.port)
        waiting.send("GET /v1/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(tokens.access)\r\n\r\n")
        try Self.waitForOneSessionWaitingForALock(in: cluster, seconds: 10)

        let stopping = Date()
        // At once (as a crash does): a fast stop ends the locker's session first, and the request's
        // query could take the freed lock and be answered before its own session ends.
        try cluster.stop(.immediate)
        let response = try waiting.readResponse()
        #expect(response.status == 503)
        #expect(response.text == #"{"error":"Accounts unavailable"}"#)
        #expect(Date().timeIntervalSince(stopping) * 1000 < Self.hangMilliseconds)
        // The line is written once the answer has left, so it may follow the answer read here.
        let line = try #require(RunningServe.wait(for: "GET /v1/auth/me 503", in: serve.run))
        #expect(line.contains("PostgreSQL"), "\(line)")
        #expect(!serve.run.errorSoFar.contains(tokens.access))

        try cluster.start()
        let again = try client.send("GET", "/v1/auth/me", token: tokens.access)
        #expect(again.status == 200 && again.string("email") == email)
        #expect(try client.login(email).status == 200)
    }

    /// A connection PostgreSQL ended while no request used it (the database was restarted in
    /// between) is found lost by the next request, which connects afresh and is answered,
    /// instead of getting a 503 from a database that is up.
    @Test func aConnectionLostWhileIdleIsMadeAgainForTheRequestThatFindsIt() throws {
        let cluster = try Self.cluster()
        let harness = try ServerHarness(stores: CatalogStorePool(database: cluster.url("catalog")), threads: 1)
        let batch = try #require(try Self.songPages(["Tiger Rag"]).first?.batch)
        #expect(try harness.get(batch.target, headers: [Self.fresh]).status == 200)
        try cluster.stop(.fast)
        try cluster.start()
        let response = try harness.get(batch.target, headers: [Self.fresh])
        #expect(response.status == 200, "\(harness.logLines(atLeast: 2).last ?? "")")
        #expect(response.body == Data(batch.body))
    }

    /// A song's summary, shell and a batch of its first ten recordings, with the store's answers.
    private struct SongPages {
        let summary: ServeLoad.Request
        let shell: ServeLoad.Request
        let batch: ServeLoad.Request
    }

    private static func songPages(_ names: [String]) throws -> [SongPages] {
        let store = try Self.store()
        return try names.map { name in
            let id = try store.songID(titled: name)
            let shell = try #require(try store.songShell(id: id, sort: .year))
            let ids = Array(shell.recordings.prefix(10).map(\.id))
            try #require(!ids.isEmpty)
            return SongPages(
                summary: .init(target: "/v1/songs/\(id)/summary", body: Array(try payload(store.songSummary(id: id)))),
                shell: .init(target: "/v1/songs/\(id)/recordings/shell", body: Array(try payload(shell))),
                batch: .init(
                    target: "/v1/recordings/batch?ids=" + ids.joined(separator: ","),
                    body: Array(try payload(store.hydrate(ids: ids)))))
        }
    }

    /// The songs' pages: the summaries and shells, kept by the server's cache once asked for,
    /// and batches asked for fresh each time, so that every third request reads the database.
    private static func mix(_ songs: [SongPages]) -> [ServeLoad.Request] {
        songs.flatMap { song in
            [
                song.summary, song.shell,
                ServeLoad.Request(target: song.batch.target, body: song.batch.body, fresh: true),
            ]
        }
    }
}

extension ServePostgresFaultTests {
    /// Sends `signal` to the cluster's postmaster and every process it started.
    private static func signalCluster(_ cluster: PostgresCluster, _ signal: Int32) throws {
        let pidFile = try String(contentsOfFile: cluster.folder + "/data/postmaster.pid", encoding: .utf8)
        let postmaster = try #require(pid_t(pidFile.split(separator: "\n").first ?? ""))
        var processes = [postmaster]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == postmaster { processes.append(pid) }
        }
        for pid in processes { kill(pid, signal) }
    }

    /// `count` connections, each with a search of the songs that the database must answer sent
    /// on it (`/v1/songs/index?search=` the prefix and its number), none read yet.
    private static func searches(_ count: Int, named prefix: String, to harness: ServerHarness) throws
        -> [RawHTTPConnection]
    {
        try (0..<count).map { n in
            let connection = try RawHTTPConnection(port: harness.port, readTimeout: 120)
            connection.send(
                "GET /v1/songs/index?search=\(prefix)\(n) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(fresh)\r\n\r\n")
            return connection
        }
    }

    /// A stop while a request waits on a frozen database and three more are queued behind it
    /// (unread on its thread, or not yet accepted): halfway through the drain the wait gives
    /// up, and each request gets its 503 before the connections close, the queued ones without
    /// trying the database again, those never accepted saying that the server is stopping;
    /// the log records each as sent.
    @Test func aStopWhileTheDatabaseIsFrozenAnswersEveryRequest() throws {
        let cluster = try Self.cluster()
        let interruption = WaitInterruption()
        let harness = try ServerHarness(
            stores: CatalogStorePool(database: cluster.url("catalog"), interruption: interruption), threads: 1,
            drainTimeout: .seconds(8), giveUp: interruption.interrupt)
        #expect(try harness.get("/health").status == 200)
        try Self.signalCluster(cluster, SIGSTOP)
        defer { try? Self.signalCluster(cluster, SIGCONT) }
        let connections = try Self.searches(4, named: "s", to: harness)
        // In the database's wait, not only taken: a stop before it would answer without asking.
        #expect(Waiting.until(seconds: 120) { interruption.waitsUnderWay == 1 }, "the first waits on the database")
        #expect(harness.server.requestsInFlight == 1)
        #expect(harness.server.stop() == 0, "nothing is left unfinished")
        for connection in connections {
            let response = try connection.readResponse()
            #expect(response.status == 503)
            #expect([Self.unavailable, Self.stopping].contains(response.text), "\(response.text)")
        }
        let lines = harness.logLines(atLeast: 5).filter { $0.hasPrefix("GET /v1/songs/index?search=s") }
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.contains(" 503 ") && !$0.contains("was sent") }, "every 503 sent: \(lines)")
        #expect(lines.count { $0.contains("was lost (given up: the server is stopping)") } == 1, "\(lines)")
    }

    /// A database that stops answering without closing anything (SIGSTOP: its sockets stay
    /// open and acknowledged) holds no request for ever: the wait is bounded on this side, the
    /// request gets its 503, /health too, and so does each request queued behind them, each
    /// logged; once it runs again both are answered.
    @Test func aFrozenDatabaseCostsABoundedWaitThenA503() throws {
        let cluster = try Self.cluster()
        let harness = try ServerHarness(stores: CatalogStorePool(database: cluster.url("catalog")), threads: 1)
        #expect(try harness.get("/health").status == 200)
        try Self.signalCluster(cluster, SIGSTOP)
        defer { try? Self.signalCluster(cluster, SIGCONT) }
        // Sent together, so that the later ones wait unread behind the first on the one thread:
        // each is answered in turn, none dropped.
        let targets = ["/health", "/v1/songs/index?search=tiger", "/v1/songs/index?search=blue"]
        let started = ContinuousClock.now
        let connections = try targets.map { target in
            let connection = try RawHTTPConnection(port: harness.port, readTimeout: 120)
            connection.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(Self.fresh)\r\n\r\n")
            return connection
        }
        for (place, (target, connection)) in zip(targets, connections).enumerated() {
            let response = try connection.readResponse()
            #expect(response.status == 503, "\(target)")
            #expect(response.text == Self.unavailable, "\(target)")
            // Bounded, not quick: the first waits out the answer timeout, each after it a
            // connect timeout; with seconds to spare for a loaded machine.
            let bound =
                PostgresCatalogStore.answerTimeout + .seconds(place * PostgresCatalogStore.connectTimeoutSeconds)
                + .seconds(10)
            #expect(ContinuousClock.now - started < bound, "\(target) waited \(ContinuousClock.now - started)")
        }
        let lines = harness.logLines(atLeast: 4)
        #expect(targets.allSatisfy { target in lines.contains { $0.hasPrefix("GET \(target) 503 97 ") } }, "\(lines)")
        try Self.signalCluster(cluster, SIGCONT)
        let deadline = Date().addingTimeInterval(120)
        var health = try harness.get("/health")
        while health.status != 200, Date() < deadline {
            usleep(200_000)
            health = try harness.get("/health")
        }
        #expect(health.status == 200)
        #expect(try harness.get("/v1/songs/index?search=tiger", headers: [Self.fresh]).status == 200)
    }
}

extension ServePostgresFaultTests {
    /// A table locked by another session holds a request at most the lock timeout, then it
    /// gets its 503; a request on another connection of the same serving thread is answered
    /// right after, never cut off as if its client had been slow, though its thread kept it
    /// waiting past the time a client has to send a request; the log says why it waited.
    @Test func aLockedTableCostsTheLockTimeoutThenA503AndOthersAreServed() throws {
        let cluster = try Self.cluster()
        let harness = try ServerHarness(
            stores: CatalogStorePool(database: cluster.url("catalog")), threads: 1, requestDeadline: .seconds(2))
        let batch = try #require(try Self.songPages(["Tiger Rag"]).first?.batch)
        let locker = try PostgresConnection(url: cluster.url("catalog"))
        try locker.execute("BEGIN")
        try locker.execute("LOCK TABLE \(PostgresSchema.name).recordings IN ACCESS EXCLUSIVE MODE")
        defer { _ = try? locker.execute("ROLLBACK") }

        // Another client, already connected and answered once, keeps its connection open.
        let other = try RawHTTPConnection(port: harness.port, readTimeout: 30)
        other.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try other.readResponse().status == 200)

        let started = ContinuousClock.now
        let waiting = try RawHTTPConnection(port: harness.port, readTimeout: 30)
        waiting.send("GET \(batch.target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(Self.fresh)\r\n\r\n")
        // Only once the batch waits for the lock, and so holds the thread, does the other ask.
        try Self.waitForOneSessionWaitingForALock(in: cluster, seconds: 60)
        other.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

        let refused = try waiting.readResponse()
        #expect(refused.status == 503)
        #expect(refused.text == Self.unavailable)
        // The lock timeout ended the wait (the log below names it), not the statement timeout:
        // a bound with the seconds between the two to spare, for a loaded machine.
        let statementTimeout = Duration.seconds(Int(PostgresCatalogStore.statementTimeout.dropLast())!)
        #expect(ContinuousClock.now - started < statementTimeout)
        let health = try other.readResponse()
        #expect(health.status == 200)
        // The first /health, the batch, and the second /health, whose line is written once
        // its response has gone out.
        let lines = harness.logLines(atLeast: 3)
        #expect(
            lines.contains {
                $0.hasPrefix("GET /v1/recordings/batch?ids=") && $0.contains(" 503 ") && $0.contains("lock timeout")
            }, "\(lines)")
        #expect(!lines.contains { $0.contains("cut off") }, "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("GET /health 200 ") && $0.contains("s for its thread, busy with another request")
            }, "\(lines)")
    }
}

extension ServePostgresFaultTests {
    /// Waits until one of serve's sessions waits for a lock, asked from a connection of its
    /// own: the locker's transaction would see the activity as it was when it began.
    static func waitForOneSessionWaitingForALock(in cluster: PostgresCluster, seconds: Double) throws {
        let watcher = try PostgresConnection(url: cluster.url("catalog"))
        let waitingSessions =
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'approachnote serve' AND wait_event_type = 'Lock'"
        _ = Waiting.until(seconds: seconds) { (try? watcher.execute(waitingSessions).first?.first) == "1" }
        try #require(try watcher.execute(waitingSessions).first?.first == "1")
    }
}
