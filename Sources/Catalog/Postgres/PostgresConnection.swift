import CLibPQ
import CPostgresLoader
import FoundationEssentials
import Glibc
import TextFormatting

/// A failure talking to PostgreSQL. Messages name the server as user@host:port/database and
/// never repeat the URL itself, which may carry a password.
public enum PostgresError: Error, Equatable, CustomStringConvertible {
    /// The text given is not a PostgreSQL connection URL libpq can read.
    case invalidURL
    /// The server could not be reached, or refused the login.
    case connect(server: String, reason: String)
    /// A statement failed; `state` is PostgreSQL's SQLSTATE code when the server sent one.
    case statement(server: String, state: String?, reason: String)
    /// The connection broke in the middle of the work (the server stopped, or ended the session).
    case connectionLost(server: String, reason: String)
    /// The database has no catalog in it: nothing was exported there yet.
    case noCatalog(server: String)
    /// The database holds a catalog exported by another version of approachnote.
    case incompatibleCatalog(server: String, found: String, expected: Int)

    /// Whether the failure is the database's state rather than the work asked of it: the
    /// server unreachable, restarting, short of resources or too slow, or its catalog gone.
    /// Asking again later may well succeed. A statement the database rejects as written (a
    /// column it does not have, a value it cannot take) is not: it would fail the same way
    /// every time, and a client told to come back later would retry it for ever.
    public var isUnavailability: Bool {
        switch self {
        case .connect, .connectionLost, .noCatalog, .incompatibleCatalog: return true
        case .invalidURL: return false
        case .statement(_, let state, _):
            // No SQLSTATE: libpq's own failure, which is the connection's. 42P01: a table
            // missing, as while no catalog is loaded. Classes 08 connection, 40 transaction
            // rolled back, 53 resources, 55 lock not available, 57 operator intervention (the
            // statement timeout, a shutdown), 58 system error.
            guard let state else { return true }
            return state == "42P01" || ["08", "40", "53", "55", "57", "58"].contains(String(state.prefix(2)))
        }
    }

    public var description: String {
        switch self {
        case .invalidURL:
            return
                "The database URL is not a PostgreSQL URL; write it as postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE."
        case .connect(let server, let reason):
            return "Cannot connect to PostgreSQL at \(server) (\(reason))."
        case .statement(let server, let state, let reason):
            return "PostgreSQL at \(server) refused the work (\(reason)\(state.map { ", SQLSTATE \($0)" } ?? ""))."
        case .connectionLost(let server, let reason):
            return "The connection to PostgreSQL at \(server) was lost (\(reason))."
        case .noCatalog(let server):
            return
                "PostgreSQL at \(server) holds no catalog. Load one with: approachnote catalog export --database postgres://…"
        case .incompatibleCatalog(let server, let found, let expected):
            return
                "The catalog in PostgreSQL at \(server) has schema version \(found) but this version of approachnote needs \(expected). Load it again with: approachnote catalog export --database postgres://…"
        }
    }
}

/// One libpq connection in blocking mode. Not thread-safe: one caller at a time.
package final class PostgresConnection {
    private let handle: OpaquePointer
    /// Removed from every message libpq returns: some of them quote connection parameters.
    private let password: String?
    /// user@host:port/database, for messages.
    package let server: String
    /// The name each statement was prepared under on this connection, by its text.
    private var preparedNames: [String: String] = [:]
    /// The longest this side waits for any answer, when set. The statement timeout is the
    /// server's to enforce, and a server that stops (SIGSTOP, a frozen VM) keeps its sockets
    /// open and acknowledged: nothing but this ends the wait. A connection that timed out is
    /// abandoned, its statement still pending; every later use fails at once.
    package var answerTimeout: Duration?
    /// Ends a wait for an answer before its timeout, abandoning the connection.
    package var interruption: WaitInterruption?
    private var abandoned = false
    /// Whether this side gave the connection up (no answer in time, or interrupted): the server
    /// did not end it, and a new one would wait the same.
    package var isAbandoned: Bool { abandoned }

    /// - Parameter settings: libpq connection parameters (`connect_timeout`, `keepalives_idle`…)
    ///   for whatever the URL does not say itself (libpq's defaults wait as long as the system does).
    package init(url: String, settings: KeyValuePairs<String, String> = [:]) throws {
        try Self.loadLibrary()
        var parseError: UnsafeMutablePointer<CChar>?
        // Parsed first so that a malformed URL is reported without libpq's message, which may
        // quote the URL (and its password) back.
        guard let options = PQconninfoParse(url, &parseError) else {
            PQfreemem(parseError)
            throw PostgresError.invalidURL
        }
        var password: String?
        var option = options
        while let keyword = option.pointee.keyword {
            if String(cString: keyword) == "password", let value = option.pointee.val {
                password = String(cString: value)
            }
            option += 1
        }
        PQconninfoFree(options)
        self.password = password
        // Later parameters win: the URL, expanded from `dbname`, overrides the settings given here.
        let keywords = settings.map(\.key) + ["dbname"]
        let values = settings.map(\.value) + [url]
        let connection = Self.withParameters(keywords + [nil]) { keywords in
            Self.withParameters(values + [nil]) { values in PQconnectdbParams(keywords, values, 1) }
        }
        guard let handle = connection else {
            throw PostgresError.connect(server: "?", reason: "out of memory")
        }
        self.handle = handle
        // libpq writes the server's notices (a warning, a session being ended) raw to standard
        // error; they are the server's text, so they are dropped: what matters of them reaches
        // the user in the error that follows, cleaned like every message.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        server = Self.describe(handle)
        // deinit closes the handle on this throw too.
        guard PQstatus(handle) == CONNECTION_OK else { throw PostgresError.connect(server: server, reason: lastError) }
    }

    deinit { PQfinish(handle) }

    /// Checks that libpq reads `url` as a connection URL, without connecting: a command checks
    /// what was typed before it does any work.
    package static func check(url: String) throws {
        try loadLibrary()
        var parseError: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(url, &parseError) else {
            PQfreemem(parseError)
            throw PostgresError.invalidURL
        }
        PQconninfoFree(options)
    }

    private static func loadLibrary() throws(PostgresError) {
        guard cpq_load() != 0 else {
            throw .connect(
                server: "?",
                reason: "libpq cannot be loaded (\(String(cString: cpq_load_error()))): install the libpq5 package")
        }
    }

    private static func describe(_ handle: OpaquePointer) -> String {
        func text(_ value: UnsafeMutablePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
        return "\(text(PQuser(handle)))@\(text(PQhost(handle))):\(text(PQport(handle)))/\(text(PQdb(handle)))"
    }

    private var lastError: String { redacted(String(cString: PQerrorMessage(handle))) }

    /// On one line (libpq breaks its messages into indented lines, and a server logs one line
    /// per request), without the password.
    private func redacted(_ message: String) -> String {
        var message = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
        if let password, !password.isEmpty { message = message.replacing(password, with: "…") }
        return message
    }

    /// Runs one statement with text parameters (nil is NULL) and returns its rows as text.
    @discardableResult
    package func execute(_ sql: String, _ parameters: [String?] = []) throws -> [[String?]] {
        let result = try answer {
            Self.withParameters(parameters) { values in
                PQsendQueryParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
            }
        }
        defer { PQclear(result) }
        try check(result, expecting: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
        var rows: [[String?]] = []
        for row in 0..<PQntuples(result) {
            rows.append(
                (0..<PQnfields(result)).map { column in
                    PQgetisnull(result, row, column) != 0 ? nil : String(cString: PQgetvalue(result, row, column))
                })
        }
        return rows
    }

    /// Runs the statement known as `key`, prepared on this connection from `spelled` the first
    /// time it is asked for, with text parameters of the given types (nil is NULL), and hands
    /// each row to `each`.
    func prepared(
        _ key: String, spelled sql: @autoclosure () -> String, _ parameters: [String?], types: [Oid],
        _ each: (PostgresRow) throws -> Void
    ) throws {
        let name = try preparedNames[key] ?? prepare(sql(), as: key, types: types)
        let result = try answer {
            Self.withParameters(parameters) { values in
                PQsendQueryPrepared(handle, name, Int32(parameters.count), values, nil, nil, 0)
            }
        }
        defer { PQclear(result) }
        try check(result, expecting: [PGRES_TUPLES_OK])
        for row in 0..<PQntuples(result) { try each(PostgresRow(result: result!, row: row)) }
    }

    private func prepare(_ sql: String, as key: String, types: [Oid]) throws -> String {
        let name = "s\(preparedNames.count)"
        let result = try answer { PQsendPrepare(handle, name, sql, Int32(types.count), types) }
        defer { PQclear(result) }
        try check(result, expecting: [PGRES_COMMAND_OK])
        preparedNames[key] = name
        return name
    }

    /// Runs `COPY … FROM STDIN` (text format); `body` hands each row to the writer.
    func copy(_ sql: String, _ body: (CopyWriter) throws -> Void) throws {
        let start = PQexec(handle, sql)
        defer { PQclear(start) }
        try check(start, expecting: [PGRES_COPY_IN])
        let writer = CopyWriter(connection: self)
        do {
            try body(writer)
            try writer.flush()
        } catch {
            PQputCopyEnd(handle, "the source could not be read")
            while let result = PQgetResult(handle) { PQclear(result) }
            throw error
        }
        guard PQputCopyEnd(handle, nil) == 1 else { throw failure() }
        while let result = PQgetResult(handle) {
            defer { PQclear(result) }
            try check(result, expecting: [PGRES_COMMAND_OK])
        }
    }

    fileprivate func send(_ bytes: [UInt8]) throws {
        let sent = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { PQputCopyData(handle, $0.baseAddress, Int32($0.count)) }
        }
        guard sent == 1 else { throw failure() }
    }

    /// Sends what `send` sends and waits for its result, within `answerTimeout` when set: the
    /// last result of the statement (nil when libpq could not make one).
    private func answer(_ send: () -> Int32) throws -> OpaquePointer? {
        if abandoned { throw PostgresError.connectionLost(server: server, reason: Self.unanswered(answerTimeout)) }
        guard send() == 1 else { throw failure() }
        let deadline = answerTimeout.map { ContinuousClock.now + $0 }
        guard let interruption else { return try results(until: deadline) }
        return try interruption.counting { try results(until: deadline) }
    }

    /// The statement's last result, read as it arrives, until `deadline` or an interruption.
    private func results(until deadline: ContinuousClock.Instant?) throws -> OpaquePointer? {
        var last: OpaquePointer?
        while true {
            while PQisBusy(handle) == 0 {
                guard let result = PQgetResult(handle) else { return last }
                PQclear(last)
                last = result
            }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else {
                    PQclear(last)
                    abandoned = true
                    throw PostgresError.connectionLost(server: server, reason: Self.unanswered(answerTimeout))
                }
                wait = Int32(max(1, left / .milliseconds(1)))
            }
            var ready = [
                pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0),
                pollfd(fd: interruption?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
            ]
            let polled = poll(&ready, 2, wait)
            if polled < 0, errno != EINTR {
                PQclear(last)
                throw failure()
            }
            if ready[1].revents != 0 {
                PQclear(last)
                abandoned = true
                throw PostgresError.connectionLost(server: server, reason: WaitInterruption.reason)
            }
            if polled > 0, PQconsumeInput(handle) == 0 {
                PQclear(last)
                throw failure()
            }
        }
    }

    private static func unanswered(_ timeout: Duration?) -> String {
        "no answer in \(timeout.map { "\($0.components.seconds) s" } ?? "time"), so the connection was given up"
    }

    private static func withParameters<T>(_ parameters: [String?], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        let copies = parameters.map { $0.flatMap { strdup($0) } }
        defer { for copy in copies { free(copy) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }

    private func check(_ result: OpaquePointer?, expecting statuses: [ExecStatusType]) throws {
        guard let result else { throw failure() }
        guard !statuses.contains(PQresultStatus(result)) else { return }
        let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
        let message = PQresultErrorField(result, Int32(UInt8(ascii: "M"))).map { redacted(String(cString: $0)) }
        // Class 08 is a broken connection and 57P the server ending the session (an operator's
        // pg_terminate_backend, a shutdown): libpq may not have noticed the closed socket yet.
        // An error without a state is libpq's own, not the server's: the server went away
        // (stopped, killed) before it could answer.
        if PQstatus(handle) != CONNECTION_OK || state.map({ $0.hasPrefix("08") || $0.hasPrefix("57P") }) ?? true {
            throw PostgresError.connectionLost(server: server, reason: message ?? lastError)
        }
        throw PostgresError.statement(server: server, state: state, reason: message ?? lastError)
    }

    private func failure() -> PostgresError {
        PQstatus(handle) == CONNECTION_OK
            ? .statement(server: server, state: nil, reason: lastError)
            : .connectionLost(server: server, reason: lastError)
    }
}

/// Rows for a `COPY … FROM STDIN` in PostgreSQL's text format, sent in chunks of about 1 MB:
/// large enough that the per-message cost vanishes, small enough to keep memory flat.
final class CopyWriter {
    private let connection: PostgresConnection
    private var buffer: [UInt8] = []
    private var startsRow = true
    private static let chunk = 1 << 20

    fileprivate init(connection: PostgresConnection) {
        self.connection = connection
        buffer.reserveCapacity(Self.chunk + 4096)
    }

    /// The next field of the current row, as UTF-8 bytes; nil is NULL.
    func field(_ bytes: UnsafeBufferPointer<UInt8>?) {
        if startsRow {
            startsRow = false
        } else {
            buffer.append(UInt8(ascii: "\t"))
        }
        guard let bytes else {
            buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "N")])
            return
        }
        // Most fields have nothing to escape and go in as one block.
        guard bytes.contains(where: Self.needsEscape) else {
            buffer.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            default: buffer.append(byte)
            }
        }
    }

    /// Ends the current row.
    func endRow() throws {
        buffer.append(UInt8(ascii: "\n"))
        startsRow = true
        if buffer.count >= Self.chunk { try flush() }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }

    fileprivate func flush() throws {
        guard !buffer.isEmpty else { return }
        try connection.send(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
