import CommandSupport
import FoundationEssentials
import Glibc
import Layout
import Platform
import Terminal
import TextFormatting

/// In a child of `PeerComparison`: the peer's page read from its TSV and drawn on this
/// process's terminal (its standard output, a pseudo-terminal of the size), through the same
/// four actions as the peer and timed as the peer times itself. It prints one JSON line of the
/// peer's fields on standard error and, with `PEER_DUMP`, writes the four screens there in the
/// peer's form.
enum PeerChild {
    static func run(page path: String, size: Size) throws {
        let started = PeerComparison.wallNanoseconds()
        let reading = BenchClock.now()
        guard let bytes = BoundedFile.read(path, atMost: Self.largestPage) else {
            throw CommandError.failed("--peer-child cannot read the page at \(path).")
        }
        let data = try PeerData(tsv: bytes)
        let dataMilliseconds = BenchClock.milliseconds(since: reading)
        guard let page = PeerPageApplication(data: data, size: size) else {
            throw CommandError.failed("The page at \(path) has no shelves.")
        }
        guard let backend = TTYTerminal() else {
            throw CommandError.failed("--peer-child draws on a terminal: its input and output must be one.")
        }
        guard backend.size == size else {
            throw CommandError.failed(
                "--peer-child was asked for \(size.width)×\(size.height) on a \(backend.size.width)×\(backend.size.height) terminal."
            )
        }
        // The screens are kept only when asked for: their text is no part of the page's work,
        // and the peer, too, reads whether to keep them before its clock starts.
        let dump = ProcessInfo.processInfo.environment["PEER_DUMP"]
        backend.enter()
        let allocated = AllocationCount.now()
        let faultsBefore = ProcessStatus.minorFaults()
        let start = BenchClock.now()
        let loop = MainLoop(backend: backend, encoder: FrameEncoder(colorDepth: .truecolor), handleSignals: false)
        page.attach(loop)
        loop.start(page)
        let screen = { (name: String) in dump == nil ? "" : "=== \(name) ===\n" + loop.engine.canvas.text + "\n" }
        let first = try PeerBench.frame(loop, since: start, allocated: allocated, "the first frame")
        let firstFrameFaults = ProcessStatus.minorFaults() - faultsBefore
        let firstShown = PeerComparison.wallNanoseconds()
        let residentAfterFirst = Self.mebibytes("VmHWM")
        var screens = screen("first")
        let (expanded, bottom, end) = try PeerBench.actions(loop, on: page) { screens += screen($0) }
        backend.leave()
        if let dump { try screens.write(toFile: dump, atomically: true, encoding: .utf8) }
        var fields: [(String, String)] = [
            ("framework", "\"approachnote\""), ("width", "\(size.width)"), ("height", "\(size.height)"), ("ok", "true"),
            ("data_ms", Self.number(dataMilliseconds)), ("first_render_ms", Self.number(first.milliseconds)),
            ("expand_all_ms", Self.number(expanded.milliseconds)),
            ("scroll_bottom_ms", Self.number(bottom.milliseconds)),
            ("shelf_end_ms", Self.number(end.milliseconds)),
            ("shelf_cards", "\(data.shelves[page.largest].cards.count)"),
            ("script_to_first_frame_ms", Self.number(Double(firstShown - started) / 1e6)),
            ("rss_after_first_mb", Self.number(residentAfterFirst)),
            ("maxrss_mb", Self.number(Self.mebibytes("VmHWM"))),
            // Where the memory is: what the process made (heap, stacks) and the pages of its
            // program and libraries it touched; and how many pages it touched the first time.
            ("rss_anon_mb", Self.number(Self.mebibytes("RssAnon"))),
            ("rss_file_mb", Self.number(Self.mebibytes("RssFile"))),
            ("minor_faults", "\(ProcessStatus.minorFaults())"),
            ("first_frame_faults", "\(firstFrameFaults)"),
        ]
        if let spawned = ProcessInfo.processInfo.environment["PEERS_SPAWN_NS"].flatMap(UInt64.init),
            spawned < firstShown
        {
            fields.append(("spawn_to_first_frame_ms", Self.number(Double(firstShown - spawned) / 1e6)))
        }
        let line = Array(("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// More than any artist's page could take as TSV: a file this large is not one.
    private static let largestPage = 256 << 20

    private static func number(_ value: Double) -> String { Printf.string("%.3f", value) }

    /// A memory field of /proc/self/status in the peer's unit (its kilobytes over 1,024).
    private static func mebibytes(_ field: String) -> Double { Double(ProcessStatus.kilobytes(field) ?? 0) / 1_024 }
}
