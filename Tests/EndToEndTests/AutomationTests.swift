import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

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

    private func labels(_ tree: Any?) -> [String] {
        guard let node = tree as? [String: Any] else { return [] }
        return [node["label"] as? String ?? ""] + ((node["children"] as? [Any]) ?? []).flatMap(labels)
    }

    private func states(of label: String, in tree: Any?) -> [String]? {
        guard let node = tree as? [String: Any] else { return nil }
        if node["label"] as? String == label { return node["states"] as? [String] }
        for child in (node["children"] as? [Any]) ?? [] { if let found = states(of: label, in: child) { return found } }
        return nil
    }

    @Test("tree, press, focus, key, scroll, resize, open, stats and wait all answer")
    func everyCommand() throws {
        let client = try ControlClient(path: socketPath)
        #expect(client.request(["cmd": "wait", "until": "idle"])?["idle"] as? Bool == true)
        let tree = try #require(client.request(["cmd": "tree"]))
        #expect(tree["ok"] as? Bool == true)
        #expect(labels(tree["tree"]).contains("Louis Armstrong"))
        #expect(labels(tree["tree"]).contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        #expect(states(of: "Ain't Misbehavin' (81)", in: tree["tree"]) == ["expanded"])
        #expect(states(of: "Airegin (9)", in: tree["tree"]) == ["collapsed"])

        #expect(client.request(["cmd": "press", "label": "Airegin (9)"])?["ok"] as? Bool == true)
        _ = client.request(["cmd": "wait", "until": "idle"])
        #expect(states(of: "Airegin (9)", in: client.request(["cmd": "tree"])?["tree"]) == ["expanded", "focused"])

        #expect(client.request(["cmd": "focus", "label": "All of Me (24)"])?["ok"] as? Bool == true)
        #expect(client.request(["cmd": "key", "keys": "\r"])?["ok"] as? Bool == true)
        _ = client.request(["cmd": "wait", "until": "idle"])
        #expect(states(of: "All of Me (24)", in: client.request(["cmd": "tree"])?["tree"]) == ["expanded", "focused"])

        #expect(client.request(["cmd": "scroll", "x": 5, "y": 10, "dy": 30])?["scrolled"] as? Bool == true)
        _ = client.request(["cmd": "wait", "until": "idle"])
        let scrolled = labels(client.request(["cmd": "tree"])?["tree"])
        #expect(!scrolled.contains("Ain't Misbehavin' (81)"))

        #expect(client.request(["cmd": "resize", "cols": 60, "rows": 50])?["ok"] as? Bool == true)
        _ = client.request(["cmd": "wait", "until": "idle"])
        let resized = client.request(["cmd": "tree"])?["tree"] as? [String: Any]
        #expect(resized?["frame"] as? [Int] == [0, 0, 60, 50])

        let song = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        #expect(client.request(["cmd": "open", "link": song])?["ok"] as? Bool == true)
        _ = client.request(["cmd": "wait", "until": "idle"])
        let opened = labels(client.request(["cmd": "tree"])?["tree"])
        #expect(opened.contains { $0.hasPrefix("ALL RECORDINGS (") }, "\(opened)")
        #expect(
            !opened.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"), "the link's page took the sheet's place"
        )
        #expect((client.request(["cmd": "open", "link": "approachnote://song/nope"])?["error"] as? String) != nil)

        let stats = try #require(client.request(["cmd": "stats"]))
        #expect((stats["frames"] as? Int ?? 0) >= 5)
        #expect(stats["diagnostics"] as? Int == 0)
        // How many samples fall in each phase depends on scheduling; which phases are counted does not.
        let phases = Set((stats["sampler"] as? [String: Int])?.keys.map { $0 } ?? [])
        #expect(phases == ["idle", "input", "state", "layout", "draw", "flush"])
    }

    @Test("Escape goes back and never quits: it closes the sheet, then does nothing; q quits, and the socket goes")
    func escapeDoesNotQuit() throws {
        let client = try ControlClient(path: socketPath)
        _ = client.request(["cmd": "wait", "until": "idle"])
        for _ in 0..<2 {
            #expect(client.request(["cmd": "key", "keys": "\u{1B}"])?["ok"] as? Bool == true)
            #expect(client.request(["cmd": "wait", "until": "idle"])?["idle"] as? Bool == true)
            let tree = labels(client.request(["cmd": "tree"])?["tree"])
            #expect(tree.contains("Songs (\(DemoCounts.songs))"), "\(tree)")
            #expect(!tree.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        }
        #expect(client.request(["cmd": "key", "keys": "q"])?["ok"] as? Bool == true)
        #expect(process?.wait() == 0)
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test(
        "a terminating signal ends the headless application with 128 + the signal and removes the socket file",
        arguments: TerminalSessionTests.terminating)
    func socketRemovedOnSignal(signal: Int32) throws {
        #expect(try ControlClient(path: socketPath).request(["cmd": "wait", "until": "idle"])?["ok"] as? Bool == true)
        process?.signal(signal)
        #expect(process?.wait(seconds: 120) == 128 + signal)
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test("malformed and unknown requests get errors and change nothing")
    func badRequests() throws {
        let client = try ControlClient(path: socketPath)
        _ = client.request(["cmd": "wait", "until": "idle"])
        let before = client.request(["cmd": "stats"])?["frames"] as? Int
        client.sendLine("{not json")
        #expect(
            client.readLine()?["error"] as? String == "Malformed request: send one JSON object per line with a \"cmd\"."
        )
        client.sendLine("[1,2,3]")
        #expect(client.readLine()?["ok"] as? Bool == false)
        #expect((client.request(["cmd": "explode"])?["error"] as? String)?.contains("Unknown command") == true)
        #expect(
            (client.request(["cmd": "press", "label": "No Such Shelf"])?["error"] as? String)?.contains("No control")
                == true)
        #expect(client.request(["cmd": "press"])?["ok"] as? Bool == false)
        #expect(client.request(["cmd": "resize", "cols": -1, "rows": 5])?["ok"] as? Bool == false)
        #expect(client.request(["cmd": "wait", "until": "later"])?["ok"] as? Bool == false)
        #expect(client.request(["cmd": "stats"])?["frames"] as? Int == before)
    }

    @Test("twenty requests in one write are all answered without more bytes, eight per wake-up, then the loop sleeps")
    func pipelinedRequests() throws {
        let client = try ControlClient(path: socketPath)
        _ = client.request(["cmd": "wait", "until": "idle"])
        client.sendLine(Array(repeating: "{\"cmd\":\"stats\"}", count: 20).joined(separator: "\n"))
        var iterations: [Int] = []
        while iterations.count < 20, let answer = client.readLine() {
            iterations.append(answer["iterations"] as? Int ?? -1)
        }
        let first = try #require(iterations.first)
        #expect(
            iterations
                == Array(repeating: first, count: 8) + Array(repeating: first + 1, count: 8)
                + Array(repeating: first + 2, count: 4))
        #expect(
            client.request(["cmd": "stats"])?["iterations"] as? Int == first + 3,
            "no wake-up between the last queued request and the next one")

        // Requests served from the queue are a cause: the frames they lead to are not idle frames.
        client.sendLine(
            Array(repeating: "{\"cmd\":\"scroll\",\"x\":5,\"y\":10,\"dy\":1}", count: 9).joined(separator: "\n"))
        for _ in 0..<9 { #expect(client.readLine()?["ok"] as? Bool == true) }
        _ = client.request(["cmd": "wait", "until": "idle"])
        #expect(client.request(["cmd": "stats"])?["idleFrames"] as? Int == 0)
    }

    @Test("an oversized line, too many keys, a huge resize and any runaway number get exact errors; the client goes on")
    func boundedRequests() throws {
        let client = try ControlClient(path: socketPath)
        _ = client.request(["cmd": "wait", "until": "idle"])
        let frames = client.request(["cmd": "stats"])?["frames"] as? Int
        // "x" is a key the application does not use, so the one request accepted changes nothing.
        client.sendLine("{\"cmd\":\"key\",\"keys\":\"" + String(repeating: "x", count: 1_048_576) + "\"}")
        #expect(client.readLine()?["error"] as? String == "Request too long: send at most 65536 bytes per line.")
        #expect(
            client.request(["cmd": "key", "keys": String(repeating: "x", count: 4_097)])?["error"] as? String
                == "\"keys\" too long: send at most 4096 bytes of keys per request.")
        #expect(
            client.request(["cmd": "resize", "cols": 5_000, "rows": 5_000])?["error"] as? String
                == "\"resize\" needs \"cols\" from 1 to 1000 and \"rows\" from 1 to 1000.")
        // Every integer at the socket's edges, and numbers that are not whole: an exact error,
        // never an overflow.
        for (key, value) in [("dy", Int.max), ("dy", Int.min), ("dx", Int.min), ("dx", -100_001)] as [(String, Any)]
            + [("dy", 1.5), ("dx", "3"), ("dy", 1e300)]
        {
            #expect(
                client.request(["cmd": "scroll", "x": 5, "y": 10, key: value])?["error"] as? String
                    == "\"scroll\" takes \"dx\" and \"dy\" from -100000 to 100000.", "\(key) \(value)")
        }
        for (key, value) in [("x", Int.min), ("y", Int.max), ("x", -1)] {
            #expect(
                client.request(["cmd": "scroll", key: value, "dy": 1])?["error"] as? String
                    == "\"scroll\" takes \"x\" and \"y\" from 0 to 100000.", "\(key) \(value)")
        }
        #expect(client.request(["cmd": "key", "keys": String(repeating: "x", count: 4_096)])?["ok"] as? Bool == true)
        _ = client.request(["cmd": "wait", "until": "idle"])
        #expect(client.request(["cmd": "stats"])?["frames"] as? Int == frames, "nothing was changed")
    }

    @Test("a client that hangs up before its answer is dropped; the application goes on (no SIGPIPE)")
    func clientHangsUp() throws {
        let client = try ControlClient(path: socketPath)
        _ = client.request(["cmd": "wait", "until": "idle"])
        // Stopped, the application cannot answer before the client has gone: its answer meets a
        // closed socket.
        process?.signal(SIGSTOP)
        do {
            let leaving = try ControlClient(path: socketPath)
            leaving.sendLine("{\"cmd\":\"tree\"}")
        }
        process?.signal(SIGCONT)
        // The third answer comes from an iteration after the one that answered the hung-up client.
        for _ in 0..<3 { #expect(client.request(["cmd": "stats"])?["ok"] as? Bool == true) }
    }

    @Test("a second instance on the same socket is refused (socket in use); a stale socket file is replaced")
    func socketInUse() throws {
        let client = try ControlClient(path: socketPath)
        _ = client.request(["cmd": "wait", "until": "idle"])
        let errors = directory + "/second.stderr"
        let second = try startApplication(errors: errors)
        #expect(second.wait(seconds: 120) == 1)
        #expect(
            (try? String(contentsOfFile: errors, encoding: .utf8))
                == "approachnote: Cannot listen on \(socketPath): socket in use by another running process; "
                + "stop it or choose another path for --control.\n")
        #expect(client.request(["cmd": "stats"])?["ok"] as? Bool == true, "the first instance still serves")
        #expect(try ControlClient(path: socketPath).request(["cmd": "stats"])?["ok"] as? Bool == true)

        process?.signal(SIGKILL)
        process?.wait()
        #expect(FileManager.default.fileExists(atPath: socketPath), "a killed process cannot remove its socket")
        process = try startApplication()
        #expect(try ControlClient(path: socketPath).request(["cmd": "wait", "until": "idle"])?["ok"] as? Bool == true)
    }

    @Test("two clients at once, and a client that never reads does not stall the others")
    func awkwardClients() throws {
        let first = try ControlClient(path: socketPath)
        let second = try ControlClient(path: socketPath)
        let silent = try ControlClient(path: socketPath)
        // As many requests as the socket takes without blocking; their replies are never read.
        _ = fcntl(silent.fd, F_SETFL, fcntl(silent.fd, F_GETFL) | O_NONBLOCK)
        for _ in 0..<2_000 { silent.sendLine("{\"cmd\":\"tree\"}") }
        first.sendLine("{\"cmd\":\"stats\"}")
        second.sendLine("{\"cmd\":\"stats\"}")
        #expect(first.readLine()?["ok"] as? Bool == true)
        #expect(second.readLine()?["ok"] as? Bool == true)
        #expect(first.request(["cmd": "tree"])?["ok"] as? Bool == true)
    }

    @Test("idle is free: no frames and no layout passes while nothing happens, and almost no CPU")
    func idleIsFree() throws {
        let client = try ControlClient(path: socketPath)
        _ = client.request(["cmd": "wait", "until": "idle"])
        let before = try #require(client.request(["cmd": "stats"]))
        let started = ContinuousClock.now
        // A window of time is what is tested here: nothing may happen in it, however long it is.
        sleep(3)
        let after = try #require(client.request(["cmd": "stats"]))
        let idle = ContinuousClock.now - started
        #expect(after["frames"] as? Int == before["frames"] as? Int)
        #expect(after["idleFrames"] as? Int == 0)
        #expect(after["layoutPasses"] as? Int == before["layoutPasses"] as? Int)
        #expect(
            after["iterations"] as? Int == (before["iterations"] as? Int ?? 0) + 1, "one wake-up: the stats request")
        let cpu = (after["cpuSeconds"] as? Double ?? 1) - (before["cpuSeconds"] as? Double ?? 0)
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
