import Bench
import Foundation
import Layout
import Terminal
import TestFixtures

/// The real binary in a pseudo-terminal, with the test as the terminal: it reads everything
/// the application writes, and answers (or not) the questions it asks, as a terminal that
/// draws kitty or sixel images would.
package final class GraphicsTerminal {
    private let master: Int32
    package let pid: pid_t
    /// Everything the application has written so far.
    package private(set) var output: [UInt8] = []
    private var status: Int32?
    /// The automation socket, through which the test learns that the application has settled.
    private let control: ControlClient
    /// Every byte typed so far: settled means the application has read them all.
    private var typed = 0

    package init(_ arguments: [String], columns: Int = 120, rows: Int = 40) throws {
        // A terminal outside tmux, whatever the test runs in; the covers cache where the run's is.
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TERM"] = "xterm-256color"
        environment["COLORTERM"] = "truecolor"
        // Pages and settings of its own, which no other test starts with.
        let own = NSTemporaryDirectory() + "approachnote-graphics-" + UUID().uuidString.prefix(8)
        environment["XDG_STATE_HOME"] = own + "/state"
        environment["XDG_CONFIG_HOME"] = own + "/config"
        environment["XDG_DATA_HOME"] = own + "/data"
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        let socket = own + "/control.sock"
        let child = try PseudoTerminalChild.spawn(
            ApproachNoteBinary.path, arguments + ["--control", socket], size: Size(width: columns, height: rows),
            environment: environment)
        master = child.master
        pid = child.pid
        control = try ControlClient(path: socket, timeout: 120)
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            waitpid(pid, &ignored, 0)
        }
        close(master)
    }

    package var text: String { String(decoding: output, as: UTF8.self) }

    /// Reads until the output satisfies `condition` or `seconds` pass; returns whether it did.
    @discardableResult
    package func read(until condition: (String) -> Bool, seconds: Double = 120) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(text) {
            guard Date() < deadline else { return false }
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 50) > 0 else { continue }
            guard readOnce() else { return condition(text) }
        }
        return true
    }

    package func type(_ text: String) {
        typed += text.utf8.count
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Waits until the application has read everything typed and has nothing left to load or
    /// draw, then reads all it wrote: the screen as it stays.
    package func settle() {
        let deadline = Date().addingTimeInterval(120)
        while ask(.stats).flatMap(Self.inputBytes) ?? 0 < typed, Date() < deadline {}
        _ = ask(.waitUntilIdle)
        // The frames were written before the answer: what is left to read is in the terminal.
        var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 0) > 0, (ready.revents & Int16(POLLIN)) != 0 {
            guard readOnce() else { return }
        }
    }

    /// Asks the automation socket, reading the terminal meanwhile: an application writing a
    /// frame larger than the terminal's buffer answers only once the frame is read.
    private func ask(_ request: ControlRequest) -> ControlReply? {
        control.send(request)
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            var descriptors = [
                pollfd(fd: master, events: Int16(POLLIN), revents: 0),
                pollfd(fd: control.fd, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&descriptors, 2, 50) > 0 else { continue }
            if (descriptors[0].revents & Int16(POLLIN)) != 0 { _ = readOnce() }
            if descriptors[1].revents != 0 { return control.readReply() }
        }
        return nil
    }

    private static func inputBytes(_ reply: ControlReply) -> Int? {
        guard case .stats(let stats) = reply else { return nil }
        return stats.inputBytes
    }

    /// Reads what the terminal holds now; false at its end (or when the application is gone).
    private func readOnce() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = Glibc.read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        output += buffer.prefix(count)
        return true
    }

    /// Quits with `q` and waits for the exit, reading what comes meanwhile; the exit status.
    package func quit() -> Int32? {
        type("q")
        let deadline = Date().addingTimeInterval(120)
        var code: Int32 = 0
        while Date() < deadline {
            read(until: { _ in false }, seconds: 0.05)
            if waitpid(pid, &code, WNOHANG) == pid {
                read(until: { _ in false }, seconds: 0.05)
                status = code
                return code
            }
        }
        return nil
    }
}
