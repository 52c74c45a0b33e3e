import Foundation
import TestSupport
import Testing

/// The bench through the real binary, one run per figure: every part runs to its end and the
/// application's table has all its lines, each with a verdict where a target applies. What the
/// figures are is never asserted.
@Suite("The bench")
struct BenchCommandTests {
    private func bench(_ part: String) throws -> (status: Int32, output: String) {
        let file = NSTemporaryDirectory() + "approachnote-bench-" + UUID().uuidString
        defer { unlink(file) }
        let process = try ChildProcess(
            [
                ApproachNoteBinary.path, "--catalog", SharedDemoCatalog.path, "bench", "--only", part,
                "--iterations", "1",
            ], output: file)
        let status = process.wait()
        return (status, (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
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
            "Songs: type “a” (296 of 321), debounce to list drawn",
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
