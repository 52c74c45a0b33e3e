import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import Layout
import ScreensTestSupport
import Terminal
import TestFixtures
import Testing
import TestThreads

/// `approachnote open LINK --headless --control PATH` on Louis Armstrong's page by song (S4):
/// the automation socket, every command, bad requests, awkward clients, and what idle costs.
@Suite("Automation over the control socket", .serialized, .testThreads)
final class AutomationTests {
    let directory = NSTemporaryDirectory() + "approachnote-ctl-" + UUID().uuidString
    var process: ChildProcess?
    var socketPath: String { directory + "/control.sock" }

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        process = try startApplication()
    }

    private func startApplication(errors: String = "/dev/null") throws -> ChildProcess {
        try ChildProcess(
            [
                ApproachNoteBinary.path, "--catalog", SharedDemoCatalog.path, "open",
                "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))", "--sort", "song",
                "--headless", "120x40", "--control", socketPath, "--profile",
            ], errors: errors, environment: ["XDG_DATA_HOME": directory])
    }

    deinit {
        process?.signal(SIGTERM)
        process?.wait()
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func labels(_ tree: AccessibilityElement?) -> [String] { tree?.flattened.map(\.label) ?? [] }

    private func states(of label: String, in tree: AccessibilityElement?) -> [String]? {
        tree?.first(label: label)?.states.map(\.rawValue)
    }

    @Test("tree, press, focus, key, scroll, resize, open, stats and wait all answer")
    func everyCommand() throws {
        let client = try ControlClient(path: socketPath)
        #expect(client.request(.waitUntilIdle) == .idle)
        let tree = try #require(client.tree())
        #expect(labels(tree).contains("Louis Armstrong"))
        #expect(labels(tree).contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        #expect(states(of: "Ain't Misbehavin' (81)", in: tree) == ["expanded"])
        #expect(states(of: "Airegin (9)", in: tree) == ["collapsed"])

        #expect(client.request(.press(label: "Airegin (9)")) == .done)
        client.waitForIdle()
        #expect(states(of: "Airegin (9)", in: client.tree()) == ["expanded", "focused"])

        #expect(client.request(.focus(label: "All of Me (24)")) == .done)
        #expect(client.request(.key("\r")) == .done)
        client.waitForIdle()
        #expect(states(of: "All of Me (24)", in: client.tree()) == ["expanded", "focused"])

        #expect(client.request(.scroll(x: 5, y: 10, dx: 0, dy: 30)) == .scrolled(true))
        client.waitForIdle()
        #expect(!labels(client.tree()).contains("Ain't Misbehavin' (81)"))

        #expect(client.request(.resize(columns: 60, rows: 50)) == .done)
        client.waitForIdle()
        #expect(client.tree()?.frame == Rect(x: 0, y: 0, width: 60, height: 50))

        let song = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        #expect(client.request(.open(link: song)) == .done)
        client.waitForIdle()
        let opened = labels(client.tree())
        #expect(opened.contains { $0.hasPrefix("ALL RECORDINGS (") }, "\(opened)")
        #expect(
            !opened.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"), "the link's page took the sheet's place"
        )
        #expect(client.request(.open(link: "approachnote://song/nope"))?.failureMessage != nil)

        let stats = try #require(client.stats())
        #expect(stats.frames >= 5)
        #expect(stats.diagnostics == 0)
        // How many samples fall in each phase depends on scheduling; which phases are counted does not.
        #expect(Set(stats.sampler.keys) == ["idle", "input", "state", "layout", "draw", "flush"])
    }

    @Test("Escape goes back and never quits: it closes the sheet, then does nothing; q quits, and the socket goes")
    func escapeDoesNotQuit() throws {
        let client = try ControlClient(path: socketPath)
        client.waitForIdle()
        for _ in 0..<2 {
            #expect(client.request(.key("\u{1B}")) == .done)
            #expect(client.request(.waitUntilIdle) == .idle)
            let tree = labels(client.tree())
            #expect(tree.contains("Songs (\(DemoCounts.songs))"), "\(tree)")
            #expect(!tree.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        }
        #expect(client.request(.key("q")) == .done)
        #expect(process?.wait() == 0)
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test(
        "a terminating signal ends the headless application with 128 + the signal and removes the socket file",
        arguments: TerminalSessionTests.terminating)
    func socketRemovedOnSignal(signal: Int32) throws {
        #expect(try ControlClient(path: socketPath).request(.waitUntilIdle) == .idle)
        process?.signal(signal)
        #expect(process?.wait(seconds: 120) == 128 + signal)
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test("malformed and unknown requests get errors and change nothing")
    func badRequests() throws {
        let client = try ControlClient(path: socketPath)
        client.waitForIdle()
        let before = client.stats()?.frames
        let malformed = ControlReply.failure("Malformed request: send one JSON object per line with a \"cmd\".")
        for line in ["{not json", "[1,2,3]", #"{"cmd":7}"#, #"{"label":"x"}"#] {
            client.sendLine(line)
            #expect(client.readReply() == malformed, "\(line)")
        }
        client.sendLine(#"{"cmd":"explode"}"#)
        #expect(client.readReply() == .failure(#"Unknown command "explode"."#))
        #expect(
            client.request(.press(label: "No Such Shelf"))
                == .failure(#"No control labelled "No Such Shelf" is on screen."#))
        client.sendLine(#"{"cmd":"press"}"#)
        #expect(client.readReply() == .failure(#""press" needs a "label"."#))
        client.sendLine(#"{"cmd":"resize","cols":-1,"rows":5}"#)
        #expect(client.readReply() == .failure(#""resize" needs "cols" from 1 to 1000 and "rows" from 1 to 1000."#))
        client.sendLine(#"{"cmd":"wait","until":"later"}"#)
        #expect(client.readReply() == .failure(#""wait" takes "until": "idle"."#))
        #expect(client.stats()?.frames == before)
    }

    @Test("twenty requests in one write are all answered without more bytes, eight per wake-up, then the loop sleeps")
    func pipelinedRequests() throws {
        let client = try ControlClient(path: socketPath)
        client.waitForIdle()
        client.sendLine(Array(repeating: ControlRequest.stats.line, count: 20).joined(separator: "\n"))
        var iterations: [Int] = []
        while iterations.count < 20, let answer = client.readReply() {
            guard case .stats(let stats) = answer else { break }
            iterations.append(stats.iterations)
        }
        let first = try #require(iterations.first)
        #expect(
            iterations
                == Array(repeating: first, count: 8) + Array(repeating: first + 1, count: 8)
                + Array(repeating: first + 2, count: 4))
        #expect(
            client.stats()?.iterations == first + 3,
            "no wake-up between the last queued request and the next one")

        // Requests served from the queue are a cause: the frames they lead to are not idle frames.
        client.sendLine(
            Array(repeating: ControlRequest.scroll(x: 5, y: 10, dx: 0, dy: 1).line, count: 9).joined(separator: "\n"))
        for _ in 0..<9 { #expect(client.readReply() == .scrolled(true)) }
        client.waitForIdle()
        #expect(client.stats()?.idleFrames == 0)
    }

    @Test("an oversized line, too many keys, a huge resize and any runaway number get exact errors; the client goes on")
    func boundedRequests() throws {
        let client = try ControlClient(path: socketPath)
        client.waitForIdle()
        let frames = client.stats()?.frames
        // "x" is a key the application does not use, so the one request accepted changes nothing.
        client.send(.key(String(repeating: "x", count: 1_048_576)))
        #expect(client.readReply() == .failure("Request too long: send at most 65536 bytes per line."))
        #expect(
            client.request(.key(String(repeating: "x", count: 4_097)))
                == .failure(#""keys" too long: send at most 4096 bytes of keys per request."#))
        #expect(
            client.request(.resize(columns: 5_000, rows: 5_000))
                == .failure(#""resize" needs "cols" from 1 to 1000 and "rows" from 1 to 1000."#))
        // Every integer at the socket's edges, and numbers that are not whole: an exact error,
        // never an overflow.
        let deltas = ControlReply.failure(#""scroll" takes "dx" and "dy" from -100000 to 100000."#)
        for request in [
            ControlRequest.scroll(x: 5, y: 10, dx: 0, dy: .max), .scroll(x: 5, y: 10, dx: 0, dy: .min),
            .scroll(x: 5, y: 10, dx: .min, dy: 0), .scroll(x: 5, y: 10, dx: -100_001, dy: 0),
        ] {
            #expect(client.request(request) == deltas, "\(request)")
        }
        for member in [#""dy":1.5"#, #""dx":"3""#, #""dy":1e300"#, #""dy":null"#, #""dx":true"#] {
            client.sendLine(#"{"cmd":"scroll","x":5,"y":10,"# + member + "}")
            #expect(client.readReply() == deltas, "\(member)")
        }
        let cells = ControlReply.failure(#""scroll" takes "x" and "y" from 0 to 100000."#)
        for request in [
            ControlRequest.scroll(x: .min, y: 0, dx: 0, dy: 1), .scroll(x: 0, y: .max, dx: 0, dy: 1),
            .scroll(x: -1, y: 0, dx: 0, dy: 1),
        ] {
            #expect(client.request(request) == cells, "\(request)")
        }
        #expect(client.request(.key(String(repeating: "x", count: 4_096))) == .done)
        client.waitForIdle()
        #expect(client.stats()?.frames == frames, "nothing was changed")
    }

    @Test("a client that hangs up before its answer is dropped; the application goes on (no SIGPIPE)")
    func clientHangsUp() throws {
        let client = try ControlClient(path: socketPath)
        client.waitForIdle()
        // Stopped, the application cannot answer before the client has gone: its answer meets a
        // closed socket.
        process?.signal(SIGSTOP)
        do {
            let leaving = try ControlClient(path: socketPath)
            leaving.send(.tree)
        }
        process?.signal(SIGCONT)
        // The third answer comes from an iteration after the one that answered the hung-up client.
        for _ in 0..<3 { #expect(client.stats() != nil) }
    }

    @Test("a second instance on the same socket is refused (socket in use); a stale socket file is replaced")
    func socketInUse() throws {
        let client = try ControlClient(path: socketPath)
        client.waitForIdle()
        let errors = directory + "/second.stderr"
        let second = try startApplication(errors: errors)
        #expect(second.wait(seconds: 120) == 1)
        #expect(
            (try? String(contentsOfFile: errors, encoding: .utf8))
                == "approachnote: Cannot listen on \(socketPath): socket in use by another running process; "
                + "stop it or choose another path for --control.\n")
        #expect(client.stats() != nil, "the first instance still serves")
        #expect(try ControlClient(path: socketPath).stats() != nil)

        process?.signal(SIGKILL)
        process?.wait()
        #expect(FileManager.default.fileExists(atPath: socketPath), "a killed process cannot remove its socket")
        process = try startApplication()
        #expect(try ControlClient(path: socketPath).request(.waitUntilIdle) == .idle)
    }

    @Test("two clients at once, and a client that never reads does not stall the others")
    func awkwardClients() throws {
        let first = try ControlClient(path: socketPath)
        let second = try ControlClient(path: socketPath)
        let silent = try ControlClient(path: socketPath)
        // As many requests as the socket takes without blocking; their replies are never read.
        _ = fcntl(silent.fd, F_SETFL, fcntl(silent.fd, F_GETFL) | O_NONBLOCK)
        for _ in 0..<2_000 { silent.send(.tree) }
        first.send(.stats)
        second.send(.stats)
        #expect(first.readReply().map { if case .stats = $0 { true } else { false } } == true)
        #expect(second.readReply().map { if case .stats = $0 { true } else { false } } == true)
        #expect(first.tree() != nil)
    }

    @Test("idle is free: no frames and no layout passes while nothing happens, and almost no CPU")
    func idleIsFree() throws {
        let client = try ControlClient(path: socketPath)
        client.waitForIdle()
        let before = try #require(client.stats())
        let started = ContinuousClock.now
        // A window of time is what is tested here: nothing may happen in it, however long it is.
        sleep(3)
        let after = try #require(client.stats())
        let idle = ContinuousClock.now - started
        #expect(after.frames == before.frames)
        #expect(after.idleFrames == 0)
        #expect(after.layoutPasses == before.layoutPasses)
        #expect(after.iterations == before.iterations + 1, "one wake-up: the stats request")
        let cpu = after.cpuSeconds - before.cpuSeconds
        // The sampler thread (--profile) wakes every millisecond: a share of the time idle, as
        // the window grows when the machine is loaded; the bound is generous.
        let seconds = Double(idle.components.seconds) + Double(idle.components.attoseconds) / 1e18
        #expect(cpu < seconds / 6, "\(cpu) s of CPU over \(seconds) s idle")
    }

    @Test("the socket is owner-only")
    func permissions() throws {
        _ = try ControlClient(path: socketPath)
        let attributes = try FileManager.default.attributesOfItem(atPath: socketPath)
        #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o077 == 0)
    }
}
