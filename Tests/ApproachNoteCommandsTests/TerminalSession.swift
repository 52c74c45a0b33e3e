import Foundation
import Testing

/// The real binary in a real pseudo-terminal: a private tmux server, driven by keys, read by
/// capturing the pane. A wrapper script records the terminal mode before and after the run
/// and the exit status, so tests can check that the terminal was put back.
final class TerminalSession {
    let socketName = "approachnote-test-\(UUID().uuidString.prefix(8))"
    let directory: String
    let session = "app"

    init(arguments: [String], columns: Int = 100, rows: Int = 30) throws {
        directory = NSTemporaryDirectory() + "approachnote-tty-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let script = directory + "/run.sh"
        let quoted = ([InterruptedGenerationTests.binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        try """
        #!/bin/sh
        stty -g > '\(directory)/stty.before'
        tty > '\(directory)/tty'
        \(quoted) 2> '\(directory)/stderr'
        echo $? > '\(directory)/status.tmp'
        stty -g > '\(directory)/stty.after'
        mv '\(directory)/status.tmp' '\(directory)/status'
        sleep 600
        """.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try tmux(["new-session", "-d", "-s", session, "-x", String(columns), "-y", String(rows), script], capture: false)
    }

    deinit {
        _ = try? tmux(["kill-server"], capture: false)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs a tmux command and returns what it printed.
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        try Self.run(["tmux", "-L", socketName, "-f", "/dev/null"] + arguments)
    }

    /// Spawns a program and waits for it, its output going to a file: a pipe would be held
    /// open by the tmux server that `new-session` leaves running.
    static func run(_ arguments: [String]) throws -> String {
        let output = NSTemporaryDirectory() + "approachnote-out-" + UUID().uuidString
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableNotLoadable)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", session])) ?? "" }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys, capture: false) }

    /// Waits (up to `seconds`) until the screen satisfies `condition`; returns the last screen.
    @discardableResult
    func waitForScreen(seconds: Double = 30, _ condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = screen()
        while !condition(last), Date() < deadline {
            usleep(50_000)
            last = screen()
        }
        return last
    }

    func file(_ name: String) -> String? {
        try? String(contentsOfFile: directory + "/" + name, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits for the application to exit; returns its status.
    func waitForExit(seconds: Double = 20) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        while file("status") == nil, Date() < deadline { usleep(50_000) }
        return file("status").flatMap { Int($0) }
    }

    var applicationPID: Int32? {
        let found = (try? Self.run(["pgrep", "-f", "-n", "approachnote --catalog .* demo"])) ?? ""
        return Int32(found.split(separator: "\n").last ?? "")
    }

    /// The terminal mode as `stty -g` prints it now, read from outside the application.
    func currentTerminalMode() -> String? {
        guard let tty = file("tty") else { return nil }
        return (try? Self.run(["stty", "-F", tty, "-g"]))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
