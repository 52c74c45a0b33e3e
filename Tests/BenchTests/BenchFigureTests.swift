import TestThreads
import Testing

@testable import Bench

/// The bench's table lines: a figure is judged on its median, or a frame time on its 99th
/// percentile, which then shows beside the target.
@Suite("Bench figures", .testThreads)
struct BenchFigureTests {
    @Test("a frame-time figure passes with one sample in a hundred over its target, not with two")
    func percentile() {
        let fast = Array(repeating: 1.0, count: 99)
        let one = BenchFigure("frames", fast + [5], target: 2, judged: .p99)
        #expect(one.p99 == 1 && one.passes == true)
        #expect(one.line.hasSuffix("  p99 1.000 < 2 ms pass\n"))
        let two = BenchFigure("frames", Array(fast.dropLast()) + [5, 5], target: 2, judged: .p99)
        #expect(two.p99 == 5 && two.passes == false)
        #expect(two.line.hasSuffix("  p99 5.000 < 2 ms MISS\n"))
        #expect(
            BenchFigure("frames", [1, 2, 3], target: 2).line.hasSuffix("  < 2 ms    MISS\n"), "judged on the median")
    }

    @Test("a limit to reach passes at the limit; bytes show as whole numbers")
    func atMost() {
        let bytes = BenchFigure("one cell", [20], unit: .bytes, target: 20, bound: .atMost)
        #expect(bytes.passes == true)
        #expect(bytes.line.hasSuffix("        20 B         20 B         20 B  ≤ 20 B    pass\n"))
        #expect(BenchFigure("one cell", [21], unit: .bytes, target: 20, bound: .atMost).passes == false)
        #expect(BenchFigure("frame", [1.2], target: 1.2, bound: .atMost).line.hasSuffix("  ≤ 1.2 ms  pass\n"))
        #expect(BenchFigure("frame", [1.2], target: 1.2).passes == false, "a target to stay under")
    }
}
