import Browsing
import CommandSupport
import FoundationEssentials
import Glibc
import Layout
import Platform
import Terminal
import TextFormatting

/// Our page beside the peer's, measured in one run: both programs read the same page (the
/// peer's TSV, written once), each round runs a fresh process of each in a pseudo-terminal of
/// the size, the peer first, and each prints its own timings as the peer does. The figures are
/// the medians of the rounds and their ratio; the screens each drew are compared.
struct PeerComparison {
    let data: PeerData
    let peer: PeerProgram
    let rounds: Int
    let io: CommandIO

    /// The figures both print, in the order shown: the label, the field, its unit, and the
    /// ratio to the peer ours must stay within (every frame as fast, the start within half as
    /// long again, the memory within two and a half times).
    static let figures: [(label: String, key: String, unit: String, target: Double)] = [
        ("first frame", "first_render_ms", "ms", 1), ("expand all", "expand_all_ms", "ms", 1),
        ("scroll to the bottom", "scroll_bottom_ms", "ms", 1), ("largest carousel to its end", "shelf_end_ms", "ms", 1),
        ("spawn to the first frame", "spawn_to_first_frame_ms", "ms", 1.5),
        ("peak memory (VmHWM)", "maxrss_mb", "MB", 2.5),
    ]

    func run() throws {
        let folder =
            TemporaryFolder.path(environment: ProcessInfo.processInfo.environment) + "approachnote-peer-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/page.tsv"
        try data.tsv.write(toFile: page, atomically: true, encoding: .utf8)
        let covers = try Self.output(of: peer.executable, ["--cover-checksum", "3231"])
        guard covers.trimmingWhitespaceAndNewlines() == String(PeerCover.checksum(3_231)) else {
            throw BenchError.child("the peer at \(peer.executable) computes other cover art than ours")
        }
        try io.write(
            "Beside the peer (tui-rs, built from \(peer.source)): \(data.shelves.count) shelves, "
                + "\(data.shelves.reduce(0) { $0 + $1.cards.count }) cards; \(rounds) rounds of a fresh process of "
                + "each, the peer first; medians\n")
        try io.write(
            Self.pad("", 36) + Self.pad("tui-rs", 12) + Self.pad("ours", 12) + Self.pad("ratio", 8) + "target\n")
        let me = try ChildRun.bench()
        for size in PeerBench.viewports {
            var theirs: [[String: Double]] = []
            var ours: [[String: Double]] = []
            var screens: (theirs: String, ours: String) = ("", "")
            for round in 0..<rounds {
                let dump = round == 0 ? folder + "/screens" : nil
                theirs.append(
                    try Self.measure(peer.executable, [page, "\(size.width)", "\(size.height)"], size, dump: dump))
                if let dump { screens.theirs = (try? String(contentsOfFile: dump, encoding: .utf8)) ?? "" }
                ours.append(
                    try Self.measure(
                        me, ["--peer-child", page, "--viewport", "\(size.width)x\(size.height)"], size,
                        dump: dump))
                if let dump { screens.ours = (try? String(contentsOfFile: dump, encoding: .utf8)) ?? "" }
            }
            for figure in Self.figures {
                let (peer, mine) = (Self.median(theirs, figure.key), Self.median(ours, figure.key))
                let ratio = peer > 0 ? mine / peer : .infinity
                try io.write(
                    Self.pad("\(size.width)×\(size.height) \(figure.label)", 36)
                        + Self.pad(Printf.string("%.2f", peer) + " " + figure.unit, 12)
                        + Self.pad(Printf.string("%.2f", mine) + " " + figure.unit, 12)
                        + Self.pad(Printf.string("%.2f", ratio), 8)
                        + Self.pad(Printf.string("≤ %.1f", figure.target), 8)
                        + (ratio <= figure.target ? "pass" : "MISS")
                        + "\n")
            }
            try io.write(
                "    ours at its end: " + Printf.string("%.2f", Self.median(ours, "rss_anon_mb"))
                    + " MB made (heap, stacks), " + Printf.string("%.2f", Self.median(ours, "rss_file_mb"))
                    + " MB of program and libraries touched, "
                    + GroupedNumber.text(Int(Self.median(ours, "minor_faults"))) + " pages touched the first time, "
                    + GroupedNumber.text(Int(Self.median(ours, "first_frame_faults"))) + " of them by the first frame\n"
            )
            try io.write("    " + Self.compare(screens.theirs, screens.ours) + "\n")
        }
    }

    /// What the two programs' screens show alike, or the first place they do not.
    static func compare(_ theirs: String, _ ours: String) -> String {
        guard !theirs.isEmpty, !ours.isEmpty else { return "screens: one side wrote none to compare" }
        if theirs == ours { return "screens: the same text on all four frames" }
        let (left, right) = (
            theirs.split(separator: "\n", omittingEmptySubsequences: false),
            ours.split(separator: "\n", omittingEmptySubsequences: false)
        )
        let line =
            zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "(none)" }
        return "screens differ at line \(line + 1): tui-rs “\(shown(left))”, ours “\(shown(right))”"
    }

    /// One run of `binary ARGUMENTS` on a new terminal of `size`, read to its end: the fields
    /// of the JSON line it printed last on standard error.
    static func measure(_ binary: String, _ arguments: [String], _ size: Size, dump: String?) throws -> [String: Double]
    {
        let errors =
            TemporaryFolder.path(environment: ProcessInfo.processInfo.environment)
            + "approachnote-peer-errors-\(getpid())"
        defer { unlink(errors) }
        var environment = ProcessInfo.processInfo.environment
        environment["PEERS_SPAWN_NS"] = String(Self.wallNanoseconds())
        environment["PEER_DUMP"] = dump
        let child = try PseudoTerminalChild.spawn(
            binary, arguments, size: size, environment: environment, errors: errors)
        defer { close(child.master) }
        let deadline = child.start + 60_000_000_000
        var status: Int32 = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while waitpid(child.pid, &status, WNOHANG) == 0 {
            guard BenchClock.now() < deadline else {
                kill(child.pid, SIGKILL)
                waitpid(child.pid, &status, 0)
                throw BenchError.child("\(binary) did not finish the page within a minute")
            }
            var ready = pollfd(fd: child.master, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 10) > 0 { _ = read(child.master, &buffer, buffer.count) }
        }
        let printed = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        guard status == 0, let line = printed.split(separator: "\n").last,
            let object = try? JSONDecoder().decode([String: JSONScalar].self, from: Data(line.utf8))
        else {
            throw BenchError.child("\(binary) ended with status \(status): \(printed.suffix(300))")
        }
        guard object["ok"] != .flag(false) else {
            throw BenchError.child("\(binary) says its screens were not the page's")
        }
        return object.compactMapValues(\.number)
    }

    static func wallNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    private static func median(_ runs: [[String: Double]], _ key: String) -> Double {
        let values = runs.compactMap { $0[key] }.sorted()
        return values.isEmpty ? 0 : values[values.count / 2]
    }

    private static func output(of binary: String, _ arguments: [String]) throws -> String {
        try ChildRun.captured(binary, arguments).output
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
