import TestThreads
import Testing

@testable import StableHashing

@Suite("SplitMix64", .testThreads)
struct SplitMix64Tests {
    @Test("seeded with 0, the first outputs are the reference implementation's")
    func referenceOutputs() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xe220_a839_7b1d_cdaf)
        #expect(generator.next() == 0x6e78_9e6a_a1b9_65f4)
        #expect(generator.next() == 0x06c4_5d18_8009_454f)
    }

    @Test("below stays under its bound and takes the remainder of the next output")
    func below() {
        var generator = SplitMix64(seed: 42)
        var reference = SplitMix64(seed: 42)
        for bound in [1, 2, 7, 1000, Int(Int32.max)] {
            let value = generator.below(bound)
            #expect((0..<bound).contains(value))
            #expect(value == Int(reference.next() % UInt64(bound)))
        }
    }
}
