import TestThreads
import Testing

@testable import StableHashing

@Suite("The seeded generator", .testThreads)
struct SeededRandomTests {
    @Test("a label's numbers are SplitMix64 seeded by the FNV-1a hash of the label")
    func labelSeed() {
        var random = SeededRandom("")
        // SplitMix64's first output for the state 0xcbf29ce484222325 (the hash of nothing),
        // computed by hand from the reference algorithm: add the golden gamma, then the two
        // xor-shift-multiplies.
        var state: UInt64 = 0xcbf2_9ce4_8422_2325 &+ 0x9E37_79B9_7F4A_7C15
        state = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        state = (state ^ (state >> 27)) &* 0x94D0_49BB_1331_11EB
        #expect(random.next() == state ^ (state >> 31))
    }

    @Test("the same label or seed repeats the same stream, and bounded draws stay in bounds")
    func repeats() {
        var first = SeededRandom("x")
        var second = SeededRandom("x")
        #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
        var bounded = SeededRandom(seed: 7)
        #expect((0..<1_000).allSatisfy { _ in (3...9).contains(bounded.inRange(3...9)) })
        var floats = SeededRandom(seed: 7)
        #expect((0..<1_000).allSatisfy { _ in (0.25...0.5).contains(floats.inRange(Float(0.25)...0.5)) })
    }

    @Test("a unit draw is the top bits of one output: 53 for a Double, 24 for a Float")
    func unitBits() {
        var double = SeededRandom(seed: 0)
        var float = SeededRandom(seed: 0)
        #expect(double.unit() == Double(0xe220_a839_7b1d_cdaf as UInt64 >> 11) / 9_007_199_254_740_992)
        #expect(float.unitFloat() == Float(0xe220_a839_7b1d_cdaf as UInt64 >> 40) / 16_777_216)
    }
}
