import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// Loading through the real binary in tmux, slowed by `--latency`: the structure shows first,
/// the cards' details follow, and a page left mid-load leaves nothing behind. What was drawn on
/// the way is judged in the terminal's recorded output, which keeps every frame however briefly
/// it showed.
@Suite("Loading in a pseudo-terminal, with --latency", .serialized, .testThreads)
struct HydrationSessionTests {
    private static func allOfMe() throws -> String {
        "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
    }

    /// Whether `text` was drawn after `first` in the terminal's output.
    private static func drew(_ text: String, after first: String, in output: String) -> Bool {
        output.range(of: first).map { output[$0.upperBound...].contains(text) } ?? false
    }

    @Test("the shelves appear with their cards loading; the cards on screen then show their art")
    func shellThenCards() throws {
        let session = try TerminalSession(
            arguments: ["--catalog", SharedDemoCatalog.path, "open", try Self.allOfMe(), "--latency", "400"],
            columns: 200, rows: 60, recordsOutput: true)
        defer { session.close() }
        let shell = session.waitForScreen { $0.contains("1930s (") }
        #expect(shell.contains("1930s (82)"), "\(shell)\n\(session.file("stderr") ?? "no stderr")")
        // The frame that drew the shelves drew their cards loading: the details come later.
        let drawn = session.waitForOutput { Self.drew("loading…", after: "1930s (82)", in: $0) }
        #expect(Self.drew("loading…", after: "1930s (82)", in: drawn), "\(drawn)")

        let hydrated = session.waitForScreen { !$0.contains("loading…") && $0.contains("1930s (82)") }
        #expect(!hydrated.contains("loading…"), "\(hydrated)")
        #expect(hydrated.contains("1930s (82)"))
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test("Esc while a page loads returns to the list, which stays as it was and answers keys")
    func leaveMidLoad() throws {
        let session = try TerminalSession(
            arguments: ["--catalog", SharedDemoCatalog.path, "open", try Self.allOfMe(), "--latency", "600"],
            columns: 100, rows: 30, recordsOutput: true)
        defer { session.close() }
        let opened = session.waitForOutput { Self.drew("Loading", after: "Opened from a link", in: $0) }
        #expect(Self.drew("Loading", after: "Opened from a link", in: opened), "the page drew itself loading")
        try session.send("Escape")
        let list = session.waitForScreen { $0.hasPrefix(" Songs (\(DemoCounts.songs))") }
        #expect(list.hasPrefix(" Songs (\(DemoCounts.songs))"), "\(list)")
        // A dropped answer leaves nothing to wait for: this waits out the latency with room to
        // spare. A slow machine cannot fail the test by it, only make a late answer miss it.
        usleep(1_500_000)
        #expect(session.screen() == list, "nothing of the page left lands on the list")
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
