import TestThreads
import Testing

@testable import Terminal

@Suite("Phase sampler", .testThreads)
struct PhaseSamplerTests {
    @Test("each sample counts the phase last marked, under its name")
    func counts() {
        let sampler = PhaseSampler()
        sampler.sample()
        sampler.mark(.layout)
        sampler.sample()
        sampler.sample()
        sampler.mark(.flush)
        sampler.sample()
        #expect(sampler.histogram == ["idle": 1, "input": 0, "state": 0, "layout": 2, "draw": 0, "flush": 1])
    }
}
