import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import TestFixtures
import Testing
import TestThreads

/// The bench through the real binary, one run per figure: every part runs to its end and the
/// application's table has all its lines, each with a verdict where a target applies. What the
/// figures are is never asserted.
@Suite("The bench", .testThreads)
struct BenchCommandTests {
    private func bench(_ part: String, _ more: [String] = []) throws -> (status: Int32, output: String) {
        try run(["--only", part, "--iterations", "1"] + more)
    }

    /// The bench program's status, and what it printed on standard output then standard error.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let file = NSTemporaryDirectory() + "approachnote-bench-" + UUID().uuidString
        defer {
            unlink(file)
            unlink(file + ".errors")
            try? FileManager.default.removeItem(atPath: file + ".data")
        }
        // The application the bench starts keeps its library in a folder of its own.
        let process = try ChildProcess(
            [ApproachNoteBinary.bench, "--catalog", SharedDemoCatalog.path] + arguments, output: file,
            errors: file + ".errors", environment: ["XDG_DATA_HOME": file + ".data"])
        let status = process.wait()
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return (status, read(file) + read(file + ".errors"))
    }

    @Test("bench --only peer without the peer says why, then prints our page's own figures at both sizes")
    func withoutPeer() throws {
        let (status, output) = try bench("peer", ["--peer", "/nonexistent/peer"])
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "No peer to measure beside: nothing is at /nonexistent/peer. Ours alone follows.")
        for label in [
            "200×60: first frame, every shelf closed", "200×60: … expand all 99 shelves",
            "60×50: … scroll to the bottom", "60×50: … Summertime's carousel (183 cards) to its end",
        ] {
            #expect(lines.contains { $0.contains(label) }, "\(label)")
        }
    }

    @Test("--peer is for --only peer; the peer page's child reads its page and draws on a terminal only")
    func peerOptions() throws {
        let misplaced = try run(["--only", "app", "--peer", "x"])
        #expect(misplaced.status == 2 && misplaced.output.contains("--peer is for --only peer."), "\(misplaced.output)")
        let missing = try run(["--peer-child", "/nonexistent/page.tsv", "--viewport", "60x50"])
        #expect(missing.status == 1 && missing.output.contains("cannot read the page at /nonexistent/page.tsv"))
        let page = NSTemporaryDirectory() + "approachnote-peer-page-" + UUID().uuidString
        defer { unlink(page) }
        try "G\tA\nR\t0\t1938\tLouis\tHot\n".write(toFile: page, atomically: true, encoding: .utf8)
        let noTerminal = try run(["--peer-child", page, "--viewport", "60x50"])
        #expect(noTerminal.status == 1 && noTerminal.output.contains("draws on a terminal"), "\(noTerminal.output)")
        try "G\tA\nR\tfirst\t1938\tLouis\tHot\n".write(toFile: page, atomically: true, encoding: .utf8)
        let malformed = try run(["--peer-child", page, "--viewport", "60x50"])
        #expect(malformed.status == 1 && malformed.output.contains("line 2"), "\(malformed.output)")
    }

    @Test("bench --only app prints the whole table against the targets")
    func application() throws {
        let (status, output) = try bench("app")
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        let expected = [
            "S1 All of Me: open catalog and page to first complete frame",
            "S4 Louis Armstrong/song: … to settled (every load arrived, loop idle)",
            "S4 Louis Armstrong/song: open all 99 shelves, main thread",
            "S4 Louis Armstrong/song: … then scroll to the bottom, main thread",
            "Songs: type “a” (296 of \(DemoCounts.songs)), debounce to list drawn",
            "Artists: erase it (all 31223), debounce to list drawn",
            "Artists: PgDn through all 31223",
            "Artists: wheel back up",
            "S1 All of Me: open in a terminal, spawn to first complete frame",
            "S4 Louis Armstrong/song: render, spawn to settled page printed, exit",
            "S4 Louis Armstrong/song: peak memory, all 99 shelves open, at the end",
            "Songs, 300 titles of 2,500 joined emoji: to the list drawn, main thread",
            "Songs, 400 titles of 11,000 characters: a Down, main thread",
        ]
        for label in expected {
            let line = lines.first { $0.hasPrefix("  " + label) }
            #expect(line?.hasSuffix(" pass") == true || line?.hasSuffix(" MISS") == true, "\(label): \(output)")
        }
        #expect(lines.filter { $0.hasSuffix(" pass") || $0.hasSuffix(" MISS") }.count == 22)
    }

    @Test(
        "bench --only layout and --only terminal run on the application's artist page",
        arguments: ["layout", "terminal"])
    func parts(part: String) throws {
        let (status, output) = try bench(part)
        #expect(status == 0, "\(output)")
        #expect(output.contains("S4 Louis Armstrong/song"), "\(output)")
    }
}
