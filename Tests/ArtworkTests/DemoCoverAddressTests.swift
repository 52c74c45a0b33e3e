import TestThreads
import Testing

@testable import Artwork

@Suite("Demo cover addresses", .testThreads)
struct DemoCoverAddressTests {
    @Test("the size comes from the query and the seed leaves it out")
    func parsing() throws {
        let medium = try #require(DemoCoverAddress("demo-cover://musicbrainz/0f3c/front?size=500"))
        let small = try #require(DemoCoverAddress("demo-cover://musicbrainz/0f3c/front?size=250"))
        #expect(medium.side == 500 && small.side == 250)
        #expect(medium.seed == "demo-cover://musicbrainz/0f3c/front" && medium.seed == small.seed)
    }

    @Test("sizes are kept sensible and other URLs are not demo covers")
    func bounds() {
        #expect(DemoCoverAddress("demo-cover://spotify/a/front")?.side == 300)
        #expect(DemoCoverAddress("demo-cover://spotify/a/front?size=100000")?.side == 1200)
        #expect(DemoCoverAddress("demo-cover://spotify/a/front?size=1")?.side == 16)
        #expect(DemoCoverAddress("https://example.com/a.jpg") == nil)
        #expect(DemoCoverAddress("demo-cover:nothing") == nil)
    }
}
