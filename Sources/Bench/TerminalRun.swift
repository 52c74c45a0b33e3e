import FoundationEssentials
import Glibc
import Layout
import Platform

/// approachnote run as a child in a pseudo-terminal of a given size, as a user starts it
/// in a terminal window: the time from spawn until what it has written to the terminal shows
/// a text (a page's first shelf header, drawn once the page has loaded). Then `q` ends it.
enum TerminalRun {
    static func firstShowing(_ marker: String, arguments: [String], size: Size) throws -> Double {
        // A state folder of its own: the pages the user left open are no part of the figure.
        var environment = ProcessInfo.processInfo.environment
        environment[UserFolder.state.variable] =
            TemporaryFolder.path(environment: ProcessInfo.processInfo.environment)
            + "approachnote-bench-state-\(getpid())"
        let child = try PseudoTerminalChild.spawn(
            try ChildRun.application(), arguments, size: size, environment: environment)
        let (master, pid, start) = (child.master, child.pid, child.start)
        defer { close(master) }
        var output: [UInt8] = []
        let wanted = Array(marker.utf8)
        let deadline = start + 30_000_000_000
        var shown: UInt64?
        var status: Int32 = 0
        // Read until the marker shows, then ask the application to quit and read on until it
        // has: a child writing to a full terminal would otherwise never get to exit.
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard BenchClock.now() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw BenchError.missingFrame("“\(marker)” in the terminal")
            }
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 10) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            guard count > 0, shown == nil else { continue }
            output += buffer.prefix(count)
            if contains(output, wanted) {
                shown = BenchClock.now()
                _ = write(master, "q", 1)
            }
        }
        guard let shown else { throw BenchError.missingFrame("“\(marker)” in the terminal before the exit") }
        guard status == 0 else {
            throw BenchError.child("approachnote \(arguments.joined(separator: " ")) ended with status \(status).")
        }
        return BenchClock.milliseconds(since: start, until: shown)
    }

    private static func contains(_ bytes: [UInt8], _ wanted: [UInt8]) -> Bool {
        guard bytes.count >= wanted.count else { return false }
        return (0...(bytes.count - wanted.count)).contains { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) }
    }
}
