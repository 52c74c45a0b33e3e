import TestThreads
import Testing

@testable import Artwork

@Suite("Generated covers", .testThreads)
struct CoverPainterTests {
    let painter = CoverPainter()

    @Test("the same URL paints the same pixels and encodes to the same bytes")
    func deterministic() throws {
        let address = try #require(DemoCoverAddress("demo-cover://musicbrainz/abc/front?size=48"))
        let first = painter.paint(address)
        #expect(first == painter.paint(address))
        #expect(first.width == 48 && first.height == 48)
        #expect(try JPEGEncoder().encode(first) == JPEGEncoder().encode(painter.paint(address)))
        #expect(try PNGEncoder().encode(first) == PNGEncoder().encode(painter.paint(address)))
    }

    @Test("different covers differ: another release, another source, the back cover")
    func distinct() throws {
        let urls = [
            "demo-cover://musicbrainz/abc/front", "demo-cover://musicbrainz/abd/front",
            "demo-cover://spotify/abc/front", "demo-cover://musicbrainz/abc/back",
        ]
        let images = try urls.map { try #require(DemoCoverAddress($0 + "?size=32")) }.map(painter.paint)
        #expect(Set(images).count == urls.count)
    }

    @Test("the cover is opaque and uses more than a handful of colours")
    func looksLikeArt() throws {
        let image = painter.paint(seed: "demo-cover://apple/xyz/front", side: 64)
        var colours = Set<RGBAPixel>()
        for y in 0..<64 { for x in 0..<64 { colours.insert(image[x, y]) } }
        #expect(colours.allSatisfy { $0.alpha == 255 })
        #expect(colours.count > 50)
    }
}
