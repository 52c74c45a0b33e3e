import Foundation
import TestSupport
import TestThreads
import Testing

/// Loading through the real binary in tmux, slowed by `--latency`: the structure shows first,
/// the cards' details follow, and a page left mid-load leaves nothing behind.
@Suite("Loading in a pseudo-terminal, with --latency", .serialized, .testThreads)
struct HydrationSessionTests {
    private static func allOfMe() throws -> String {
        "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
    }

    @Test("the shelves appear with their cards loading; the cards on screen then show their art")
    func shellThenCards() throws {
        let session = try TerminalSession(
            arguments: ["--catalog", SharedDemoCatalog.path, "open", try Self.allOfMe(), "--latency", "400"],
            columns: 200, rows: 60)
        defer { session.close() }
        let shell = session.waitForScreen { $0.contains("1930s (") }
        #expect(shell.contains("1930s (82)"), "\(shell)\n\(session.file("stderr") ?? "no stderr")")
        let shelfLines = shell.split(separator: "\n").drop { !$0.hasPrefix(" 1930s (") }
        #expect(shelfLines.dropFirst(2).first?.contains("loading…") == true, "\(shell)")

        let hydrated = session.waitForScreen { !$0.contains("loading…") && $0.contains("Cover art") }
        #expect(!hydrated.contains("loading…"), "\(hydrated)")
        #expect(hydrated.contains("1930s (82)"))
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test("Esc while a page loads returns to the list, which stays as it was and answers keys")
    func leaveMidLoad() throws {
        let session = try TerminalSession(
            arguments: ["--catalog", SharedDemoCatalog.path, "open", try Self.allOfMe(), "--latency", "600"],
            columns: 100, rows: 30)
        defer { session.close() }
        let loading = session.waitForScreen { $0.contains("Opened from a link") }
        #expect(loading.contains("Loading"), "\(loading)")
        try session.send("Escape")
        let list = session.waitForScreen { $0.hasPrefix(" Songs (321)") }
        #expect(list.hasPrefix(" Songs (321)"), "\(list)")
        // Long enough for every late answer of the page left to arrive.
        usleep(1_500_000)
        #expect(session.screen() == list, "nothing of the page left lands on the list")
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
