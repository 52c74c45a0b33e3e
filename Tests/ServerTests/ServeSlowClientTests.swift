import ApplicationTestSupport
import Foundation
import Server
import TestFixtures
import TestThreads
import Testing

/// The request deadline: a client must send a whole request within it, from its connection's
/// opening or from the previous response. A client sending a byte a second to a server with a
/// deadline of seconds is cut off, while others are served.
@Suite("serve: slow clients are cut off", .testThreads)
struct ServeSlowClientTests {
    /// Long enough that the other client, which waits up to a second between its requests, is in
    /// time however long a loaded machine stalls it; short enough that the slow one is cut off
    /// before its last byte.
    private static let deadline = Duration.seconds(10)
    private static let cutOff = "(cut off: no whole request within 10.0 seconds)"

    /// The slow client sends a request's bytes one a second; each second the other client has a
    /// request answered on its keep-alive connection. The slow one is cut off once the deadline
    /// has passed, before its last byte, never answered, and the log says so; the other is
    /// answered every time, its connection open for longer than the deadline.
    @Test func aClientSendingAByteASecondIsCutOffWhileAnotherIsServed() throws {
        let server = try ServerHarness(requestDeadline: Self.deadline)
        let slow = try RawHTTPConnection(port: server.port)
        let other = try RawHTTPConnection(port: server.port)
        let request = Array("GET /health HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        var sent = 0
        var answered = 0
        var ended = false
        while !ended, sent < request.count {
            slow.send([request[sent]])
            sent += 1
            other.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = try other.readResponse()
            if response.status == 200 && response.text == #"{"status":"ok"}"# { answered += 1 }
            ended = slow.isEndedByServer(within: 1000)
        }
        #expect(ended)
        #expect(sent < request.count, "cut off after \(sent) bytes")
        #expect(answered == sent)
        other.send("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(try other.readResponse().status == 200)
        let lines = server.logLines(atLeast: answered + 2)
        #expect(lines.filter { $0.hasPrefix("- - - 0 ") && $0.hasSuffix(Self.cutOff) }.count == 1)
        #expect(lines.filter { $0.hasPrefix("GET /health 200 ") }.count == answered + 1)
    }

    /// Each response starts the time for the next request again: whole requests half a second
    /// apart for longer than the deadline are all answered; then half a request is cut off, and
    /// its log line names the target that had arrived. The deadline leaves a test that stalls
    /// nine and a half seconds between two requests still in time.
    @Test func theDeadlineStartsAgainAtEachResponse() throws {
        let server = try ServerHarness(requestDeadline: .seconds(10), headerDeadline: .seconds(60))
        let connection = try RawHTTPConnection(port: server.port)
        for _ in 0..<10 {
            connection.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
            #expect(!connection.isEndedByServer(within: 500))
        }
        connection.send("GET /health HTTP/1.1\r\nHost: x\r\n")
        #expect(connection.isEndedByServer(within: 60_000))
        let lines = server.logLines(atLeast: 11)
        #expect(lines.filter { $0.hasPrefix("GET /health 200 ") }.count == 10)
        #expect(
            lines.filter {
                $0.hasPrefix("- /health - 0 ") && $0.hasSuffix("(cut off: no whole request within 10.0 seconds)")
            }.count == 1, "\(lines)")
    }
}

extension ServeSlowClientTests {
    /// The headers must follow their request line within the header deadline, however long the
    /// connection waited quietly before the line: a connection quiet for longer than it, then
    /// sending a whole request at once, is answered; one that sends its line and trickles its
    /// headers is cut off at the header deadline, well before the request deadline.
    @Test func headersTrickledAfterTheRequestLineAreCutOffAtTheHeaderDeadline() throws {
        let server = try ServerHarness(requestDeadline: .seconds(10), headerDeadline: .seconds(1))
        let quiet = try RawHTTPConnection(port: server.port)
        #expect(!quiet.isEndedByServer(within: 1500))
        quiet.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try quiet.readResponse().status == 200)

        let trickling = try RawHTTPConnection(port: server.port)
        let started = ContinuousClock.now
        trickling.send("GET /health HTTP/1.1\r\n")
        var sent = 0
        while !trickling.isEndedByServer(within: 300), sent < 100 {
            trickling.send("X-\(sent): y\r\n")
            sent += 1
        }
        let took = ContinuousClock.now - started
        // Never before the header deadline; long before the request deadline, with seconds to
        // spare for a loaded machine.
        #expect(took >= .seconds(1) && took < .seconds(8), "cut off after \(took)")
        let lines = server.logLines(atLeast: 2)
        #expect(
            lines.filter {
                $0.hasPrefix("- /health - 0 ")
                    && $0.hasSuffix("(cut off: headers not whole within 1.0 seconds of the request line)")
            }.count == 1, "\(lines)")
    }

    /// One client holding every connection it may open, each sending its request a byte at a
    /// time (slowloris): its next connection is refused at once, and another client is served
    /// as if nothing were happening.
    @Test func oneClientsConnectionsAreLimitedAndOthersAreServed() throws {
        // Deadlines of a minute: a client kept waiting behind the slow one would wait that long,
        // far more than the bounds below, which leave a loaded machine seconds to spare.
        let server = try ServerHarness(
            requestDeadline: .seconds(60), headerDeadline: .seconds(60), connectionsPerClient: 8)
        var slow: [RawHTTPConnection] = []
        for _ in 0..<8 {
            let connection = try RawHTTPConnection(port: server.port)
            connection.send("GET /health HTTP/1.1\r\nHo")
            slow.append(connection)
        }
        let refused = try RawHTTPConnection(port: server.port)
        #expect(refused.isEndedByServer(within: 20_000), "the ninth connection of the same client is closed")
        for _ in 0..<10 {
            let started = ContinuousClock.now
            let other = try RawHTTPConnection(port: server.port, source: "127.0.0.2")
            other.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try other.readResponse().status == 200)
            #expect(ContinuousClock.now - started < .seconds(20))
        }
        slow.removeAll()
        let deadline = Date().addingTimeInterval(120)
        var again = try RawHTTPConnection(port: server.port)
        while again.isEndedByServer(within: 100), Date() < deadline { again = try RawHTTPConnection(port: server.port) }
        again.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try again.readResponse().status == 200, "its connections closed, the client is served again")
    }

    /// Forty addresses each hold a keep-alive connection, idle after its first answer: more
    /// than the server keeps open (32, a sixteenth of them free for newcomers). Each connection
    /// past 30 closes the one that has waited longest, so a new address is served at once, and
    /// the log names each connection closed to make room.
    @Test func idleConnectionsFromManyAddressesMakeRoomForANewOne() throws {
        // One thread: libmicrohttpd shares the limit among its threads, each connection going
        // to whichever accepts it, and one thread makes which connections go exact.
        let server = try ServerHarness(
            threads: 1, requestDeadline: .seconds(60), headerDeadline: .seconds(60), connectionsPerClient: 8,
            connectionLimit: 32)
        var idle: [RawHTTPConnection] = []
        for address in 10..<50 {
            let connection = try RawHTTPConnection(port: server.port, source: "127.0.0.\(address)")
            connection.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
            idle.append(connection)
        }
        let newcomer = try RawHTTPConnection(port: server.port, source: "127.0.0.99")
        newcomer.send("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(try newcomer.readResponse().status == 200, "a new address is served")
        // 41 connections opened after the 30th: the 11 oldest made room.
        for connection in idle.prefix(11) { #expect(connection.isEndedByServer(within: 60_000)) }
        let kept = idle.dropFirst(11)
        kept.last?.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try kept.last?.readResponse().status == 200, "the newest idle connections stay open")
        let lines = server.logLines(atLeast: 41 + 11 + 1)
        #expect(
            lines.filter { $0.hasSuffix("(closed: the oldest of the connections waiting for a request, to make room)") }
                .count == 11, "\(lines)")
    }
}
