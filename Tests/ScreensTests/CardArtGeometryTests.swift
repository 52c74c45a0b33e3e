import Artwork
import TestThreads
import Testing

@testable import Screens

@Suite("Card art size by screen height", .testThreads)
struct CardArtGeometryTests {
    @Test(
        "a card takes at most half the rows below the page's chrome: 3 rows of art up to 21, 8 from 30",
        arguments: [(11, 3), (12, 3), (21, 3), (22, 4), (24, 5), (26, 6), (28, 7), (29, 7), (30, 8), (60, 8)])
    func rows(height: Int, rows: Int) {
        let geometry = ArtGeometry.card(forScreenHeight: height)
        #expect(geometry.rows == rows)
        #expect(geometry.columns == 17)
        #expect(
            CardGeometry.shelf(forScreenHeight: height).size.height <= max(8, (height - 4) / 2),
            "the whole card in half the page")
    }

    @Test("images are made for the terminal's cell size when it is known, 10×20 when not")
    func cellPixels() {
        #expect(ArtGeometry.card(forScreenHeight: 40).cellPixels == PixelSize(width: 10, height: 20))
        let told = ArtGeometry.card(forScreenHeight: 40, cellPixels: PixelSize(width: 9, height: 18))
        #expect(told.pixelSize(for: .kitty) == PixelSize(width: 153, height: 144))
    }
}
