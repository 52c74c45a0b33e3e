import Foundation
import Layout
import Synchronization
import TestThreads
import Testing

@testable import Terminal

/// A client that connects to a Unix socket and reads whole lines without blocking.
private final class LineClient {
    let fd: Int32
    private var received: [UInt8] = []

    init(path: String) {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    deinit { close(fd) }

    func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// A whole line if one has arrived.
    func availableLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 4_096)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count > 0 { received += chunk[0..<count] }
        guard let newline = received.firstIndex(of: 0x0A) else { return nil }
        defer { received.removeSubrange(...newline) }
        return String(decoding: received[..<newline], as: UTF8.self)
    }
}

/// Plays accept(2): fails with EMFILE while `exhausted`, as when the process is out of descriptors.
private final class ExhaustibleAccept {
    var exhausted = true
    var failures = 0

    func accept(_ listener: Int32) -> Int32 {
        guard exhausted else { return Glibc.accept(listener, nil, nil) }
        failures += 1
        errno = EMFILE
        return -1
    }
}

/// An application whose own work ends on another thread without posting anything, as a cover
/// nobody wants any more does.
private final class BackgroundWorkApplication: MainLoopApplication {
    final class Work: Sendable {
        let underWay = Atomic<Bool>(true)
    }
    let work = Work()
    var isBusy: Bool { work.underWay.load(ordering: .sequentiallyConsistent) }
    var busyWith: [String] { isBusy ? ["a download"] : [] }
    func body() -> Element { Text("page").element }
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }
}

@Suite("Control server: request lines, a listener out of descriptors, waits on background work", .testThreads)
struct ControlServerTests {
    @Test("request lines come whole and in order across reads; a line past the limit is reported once and skipped")
    func requestLines() {
        var lines = RequestLines(limit: 8)
        lines.append(ArraySlice("ab\ncd".utf8))
        #expect(lines.next() == .request(Array("ab".utf8)))
        #expect(lines.next() == nil && !lines.hasLine)
        lines.append(ArraySlice("e\n".utf8))
        #expect(lines.next() == .request(Array("cde".utf8)))
        lines.append(ArraySlice("0123456789".utf8))
        #expect(lines.hasLine, "too long already, without its newline")
        #expect(lines.next() == .tooLong)
        lines.append(ArraySlice("rest of it\nok\n".utf8))
        #expect(lines.next() == .request(Array("ok".utf8)))
        lines.append(ArraySlice("123456789\n12345678\n".utf8))
        #expect(lines.next() == .tooLong)
        #expect(lines.next() == .request(Array("12345678".utf8)))
        #expect(lines.next() == nil && lines.pendingCount == 0)
    }

    @Test("when accept fails for want of descriptors, the listener rests until a deadline, then accepts")
    func acceptFailure() throws {
        let path = NSTemporaryDirectory() + "approachnote-accept-\(UUID().uuidString.prefix(8)).sock"
        let acceptor = ExhaustibleAccept()
        let server = try ControlServer(path: path, acceptConnection: acceptor.accept)
        let loop = MainLoop.headless(width: 10, height: 2)
        loop.control = server
        loop.startDrawn(RecordingApplication())
        let client = LineClient(path: path)
        client.send("{\"cmd\":\"stats\"}")

        loop.iterate(timeoutMilliseconds: 1_000)
        #expect(acceptor.failures == 1)
        let rest = try #require(server.deadline)
        #expect(!server.pollDescriptors(at: rest - 1).contains { $0.fd == server.listenerFD }, "not polled: no spin")
        #expect(server.pollDescriptors(at: rest).contains { $0.fd == server.listenerFD }, "polled again after")

        acceptor.exhausted = false
        var answer: String?
        for _ in 0..<5 where answer == nil {
            loop.iterate(timeoutMilliseconds: 1_000)
            answer = client.availableLine()
        }
        #expect(answer?.hasPrefix("{\"bytesWritten\"") == true, "\(answer ?? "no answer")")
        server.close()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A loop listening at a socket of its own, running an application whose work is under way.
    private static func loopWithBackgroundWork() throws -> (ControlServer, MainLoop, BackgroundWorkApplication, String)
    {
        let path = NSTemporaryDirectory() + "approachnote-wait-\(UUID().uuidString.prefix(8)).sock"
        let server = try ControlServer(path: path)
        let loop = MainLoop.headless(width: 10, height: 2)
        loop.control = server
        let application = BackgroundWorkApplication()
        loop.start(application)
        return (server, loop, application, path)
    }

    @Test("a wait is answered when background work ends with no message, before anything else wakes the loop")
    func waitOnSilentWork() throws {
        let (server, loop, application, path) = try Self.loopWithBackgroundWork()
        defer { server.close() }
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.sleepLimit(requested: nil, queuedRequests: false, now: 0) == -1, "busy, nothing awaited: sleep")

        let client = LineClient(path: path)
        client.send("{\"cmd\":\"wait\",\"until\":\"idle\"}")
        for _ in 0..<3 { loop.iterate(timeoutMilliseconds: 100) }
        #expect(client.availableLine() == nil, "the work is still under way")
        #expect(loop.sleepLimit(requested: nil, queuedRequests: false, now: 0) == MainLoop.waitRecheck)

        // The work ends while the loop sleeps. Should the loop not look again by itself, a
        // request sent much later wakes it, and its answer comes before the wait's.
        let finished = DispatchSemaphore(value: 0)
        let work = application.work
        let fd = client.fd
        let late = Thread {
            usleep(50_000)
            work.underWay.store(false, ordering: .sequentiallyConsistent)
            guard finished.wait(timeout: .now() + 60) == .timedOut else { return }
            let request = Array("{\"cmd\":\"stats\"}\n".utf8)
            _ = request.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }
        late.start()
        var answer: String?
        while answer == nil {
            loop.iterate(timeoutMilliseconds: nil)
            answer = client.availableLine()
        }
        finished.signal()
        #expect(answer == "{\"idle\":true,\"ok\":true}")
        #expect(loop.sleepLimit(requested: nil, queuedRequests: false, now: 0) == -1, "idle again: sleep")
    }

    @Test("work that ends between the wait's check and the sleep still has the wait answered at the next look")
    func workEndsBeforeTheSleep() throws {
        let (server, loop, application, path) = try Self.loopWithBackgroundWork()
        defer { server.close() }
        let client = LineClient(path: path)
        client.send("{\"cmd\":\"wait\",\"until\":\"idle\"}")
        for _ in 0..<3 { loop.iterate(timeoutMilliseconds: 100) }
        #expect(client.availableLine() == nil, "the work is still under way")

        #expect(loop.pending == ["work: a download"], "what stats tells a wait that runs long")
        application.work.underWay.store(false, ordering: .sequentiallyConsistent)
        #expect(loop.pending == [])
        #expect(
            loop.sleepLimit(requested: nil, queuedRequests: false, now: 0) == MainLoop.waitRecheck,
            "the wait is still outstanding: the loop must look again, not sleep until something else wakes it")
        // That look: the wait is answered before the loop sleeps again.
        loop.iterate(timeoutMilliseconds: 0)
        #expect(client.availableLine() == "{\"idle\":true,\"ok\":true}")
        #expect(loop.sleepLimit(requested: nil, queuedRequests: false, now: 0) == -1, "idle, nothing awaited: sleep")
    }

    @Test(
        "stats counts the bytes and the events read from the terminal, the events without its answers: automation knows by them that its keys were read"
    )
    func inputBytes() throws {
        let path = NSTemporaryDirectory() + "approachnote-input-\(UUID().uuidString.prefix(8)).sock"
        let terminal = PipeTerminal(size: Size(width: 10, height: 2))
        let loop = MainLoop(backend: terminal, encoder: FrameEncoder(colorDepth: .none), handleSignals: false)
        let server = try ControlServer(path: path)
        loop.control = server
        loop.startDrawn(RecordingApplication())
        #expect(loop.stats.inputBytesRead == 0)
        terminal.type("jk\u{1B}[C")
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.stats.inputBytesRead == 5)
        #expect(loop.stats.inputEventsRead == 3)
        // A terminal's late answer to the graphics question is read, but is no key.
        terminal.type("\u{1B}[?62;4c")
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.stats.inputBytesRead == 13)
        #expect(loop.stats.inputEventsRead == 3)
        let client = LineClient(path: path)
        client.send("{\"cmd\":\"stats\"}")
        var answer: String?
        let deadline = Date().addingTimeInterval(120)
        while answer == nil, Date() < deadline {
            loop.iterate(timeoutMilliseconds: 100)
            answer = client.availableLine()
        }
        #expect(answer?.contains("\"inputBytes\":13,\"inputEvents\":3,") == true, "\(answer ?? "no answer")")
        server.close()
    }
}
