import ApproachNoteCommands
import Bench
import Foundation
import Layout

/// The real binary in a pseudo-terminal, with the test as the terminal: it reads everything
/// the application writes, and answers (or not) the questions it asks, as a terminal that
/// draws kitty or sixel images would.
package final class GraphicsTerminal {
    private let master: Int32
    package let pid: pid_t
    /// Everything the application has written so far.
    package private(set) var output: [UInt8] = []
    private var status: Int32?

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
        let child = try PseudoTerminalChild.spawn(
            ApproachNoteBinary.path, arguments, size: Size(width: columns, height: rows),
            environment: environment)
        master = child.master
        pid = child.pid
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
    package func read(until condition: (String) -> Bool, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(text) {
            guard Date() < deadline else { return false }
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 50) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = Glibc.read(master, &buffer, buffer.count)
            if count > 0 { output += buffer.prefix(count) } else if count == 0 { return condition(text) }
        }
        return true
    }

    package func type(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Quits with `q` and waits for the exit, reading what comes meanwhile; the exit status.
    package func quit() -> Int32? {
        type("q")
        let deadline = Date().addingTimeInterval(20)
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
