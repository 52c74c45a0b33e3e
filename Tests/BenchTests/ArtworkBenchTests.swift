import Artwork
import TestThreads
import Testing

@testable import Bench

@Suite("Bench", .testThreads)
struct ArtworkBenchTests {
    @Test("the bench measures every stage of every cover it was asked for")
    func measures() throws {
        let result = try ArtworkBench.measure(covers: 3, side: 64, rounds: 1)
        #expect(result.covers == 3 && result.side == 64)
        #expect(result.decodeMilliseconds > 0 && result.scaleMilliseconds > 0 && result.convertMilliseconds > 0)
        #expect(result.description.hasPrefix("3 covers of 64 px as symbols (truecolor):"))
    }
}
