import Testing

@testable import Artwork

@Suite("Generated covers")
struct CoverPainterTests {
    @Test("the same URL paints the same pixels")
    func deterministic() {
        let address = DemoCoverAddress("demo-cover://musicbrainz/abc/front?size=48")!
        #expect(CoverPainter().paint(address) == CoverPainter().paint(address))
    }
}
