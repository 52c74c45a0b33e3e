import Foundation
import TestFixtures
import Testing

/// The real binary in a real pseudo-terminal: a private tmux server, driven by keys, read by
/// capturing the pane. A wrapper script records the terminal mode before and after the run
/// and the exit status, so tests can check that the terminal was put back.
package final class TerminalSession {
    package let socketName = "approachnote-test-\(UUID().uuidString.prefix(8))"
    package let directory: String
    package let session = "app"

    /// `environment` sets (or, for nil, unsets) variables for the application alone;
    /// `errorsOnScreen` leaves standard error on the terminal (a command's progress) instead of
    /// the `stderr` file; `recordsOutput` keeps every byte the program writes to the terminal
    /// (`output()`), so that a line drawn and replaced is seen however briefly it showed.
    package init(
        arguments: [String], columns: Int = 100, rows: Int = 30, environment: [String: String?] = [:],
        errorsOnScreen: Bool = false, recordsOutput: Bool = false
    ) throws {
        directory = NSTemporaryDirectory() + "approachnote-tty-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let script = directory + "/run.sh"
        let quoted = ([ApproachNoteBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        // Each session keeps its settings, pages and library in its own folder unless the test
        // says where: what one test chose never becomes another's start.
        var environment = environment
        for (name, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")]
        where environment.index(forKey: name) == nil {
            environment[name] = .some(directory + "/" + folder)
        }
        let variables = environment.sorted { $0.key < $1.key }.map { name, value in
            value.map { "export \(name)='\($0)'" } ?? "unset \(name)"
        }
        // A recorded session's program starts once the pane is piped to the file, not before.
        let awaitRecording =
            recordsOutput
            ? "i=0; while [ ! -e '\(directory)/recording' ] && [ $i -lt 6000 ]; do sleep 0.05; i=$((i+1)); done" : ""
        try """
        #!/bin/sh
        \(variables.joined(separator: "\n"))
        \(awaitRecording)
        stty -g > '\(directory)/stty.before'
        tty > '\(directory)/tty'
        \(quoted)\(errorsOnScreen ? "" : " 2> '\(directory)/stderr'")
        echo $? > '\(directory)/status.tmp'
        stty -g > '\(directory)/stty.after'
        mv '\(directory)/status.tmp' '\(directory)/status'
        sleep 600
        """.write(toFile: script, atomically: true, encoding: .utf8)
        // Run by sh, not executed itself: a process another test spawns meanwhile may inherit
        // the script's descriptor still open for writing, and executing it would then fail
        // ("text file busy"), the pane closing before anything ran.
        try tmux(
            ["new-session", "-d", "-s", session, "-x", String(columns), "-y", String(rows), "/bin/sh", script])
        if recordsOutput {
            try tmux(["pipe-pane", "-o", "-t", session, "cat >> '\(directory)/output'"])
            // The script waits for this file before it starts the program (`awaitRecording`).
            guard FileManager.default.createFile(atPath: directory + "/recording", contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
    }

    deinit { close() }

    /// Ends the tmux server and everything in it.
    package func close() {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs a tmux command and returns what it printed.
    @discardableResult
    package func tmux(_ arguments: [String]) throws -> String {
        try Self.run(["tmux", "-L", socketName, "-f", "/dev/null"] + arguments)
    }

    package static func run(_ arguments: [String]) throws -> String { try ChildProcess.output(of: arguments) }

    package func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", session])) ?? "" }

    /// The screen with its attributes.
    package func styledScreen() -> StyledScreen {
        StyledScreen(escaped: (try? tmux(["capture-pane", "-p", "-e", "-t", session])) ?? "")
    }

    package func send(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }

    /// Waits (up to `seconds`) until the screen satisfies `condition`; returns the last screen.
    /// A deadline reached is a failure of the test: the wait is for a condition, never for time.
    @discardableResult
    package func waitForScreen(
        seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) -> String {
        Self.wait(seconds: seconds, sourceLocation: sourceLocation, read: screen, until: condition) {
            "the screen never showed what was waited for:\n\($0)"
        }
    }

    /// Reads with `read` every 50 ms until `condition` holds or `seconds` pass, the second
    /// recorded as an issue in the words of `failure`; returns the last read.
    private static func wait(
        seconds: Double, sourceLocation: SourceLocation, read: () -> String, until condition: (String) -> Bool,
        failure: (String) -> String
    ) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = read()
        while !condition(last) {
            guard Date() < deadline else {
                Issue.record(Comment(rawValue: failure(last)), sourceLocation: sourceLocation)
                return last
            }
            usleep(50_000)
            last = read()
        }
        return last
    }

    /// Waits (up to `seconds`) until the screen has not changed for `quiet` seconds: the page
    /// has loaded what moves its lines (a subject's summary arriving after its shelves).
    @discardableResult
    package func waitForSteadyScreen(quiet: Double = 0.4, seconds: Double = 120) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = screen()
        var steadySince = Date()
        while Date() < deadline, Date().timeIntervalSince(steadySince) < quiet {
            usleep(50_000)
            let now = screen()
            if now != last {
                last = now
                steadySince = Date()
            }
        }
        return last
    }

    /// Every byte the program has written to the terminal so far (`recordsOutput`).
    package func output() -> String {
        (try? String(contentsOfFile: directory + "/output", encoding: .utf8)) ?? ""
    }

    /// Waits (up to `seconds`) until what the program wrote satisfies `condition`; returns it.
    /// What it wrote only grows, so nothing it drew can be missed.
    @discardableResult
    package func waitForOutput(
        seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) -> String {
        Self.wait(seconds: seconds, sourceLocation: sourceLocation, read: output, until: condition) { _ in
            "the output never held what was waited for"
        }
    }

    package func file(_ name: String) -> String? {
        try? String(contentsOfFile: directory + "/" + name, encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Waits for the application to exit; returns its status.
    package func waitForExit(seconds: Double = 120) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        while file("status") == nil, Date() < deadline { usleep(50_000) }
        return file("status").flatMap { Int($0) }
    }

    /// The application this session's shell runs: its child, never another approachnote on the
    /// machine (other tests, other checkouts).
    package var applicationPID: Int32? {
        guard let shell = try? tmux(["display-message", "-p", "-t", session, "#{pane_pid}"]) else { return nil }
        let found =
            (try? Self.run(["pgrep", "-P", shell.trimmingCharacters(in: .whitespacesAndNewlines), "-x", "approachnote"]))
            ?? ""
        return Int32(found.split(separator: "\n").last ?? "")
    }

    /// The terminal mode as `stty -g` prints it now, read from outside the application.
    package func currentTerminalMode() -> String? {
        guard let tty = file("tty") else { return nil }
        return (try? Self.run(["stty", "-F", tty, "-g"]))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
