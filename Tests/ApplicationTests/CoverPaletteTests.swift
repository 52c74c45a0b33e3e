import Artwork
import Layout
import TestThreads
import Testing

@testable import Terminal

/// Symbol art in 256 and 16 colours goes through two mappings: chafa picks palette colours,
/// and the frame encoder turns colours into palette indexes. They must agree exactly, or a
/// cover would shift colour on its way to the screen.
@Suite("Cover colours in 256 and 16 colours", .testThreads)
struct CoverPaletteTests {
    /// Every colour chafa draws a range of covers with, in `colors`.
    private func colors(_ colors: SymbolColors) throws -> Set<Color> {
        let converter = ArtworkConverter(geometry: ArtGeometry(columns: 4, rows: 2), output: .symbols(colors))
        var found: Set<Color> = []
        for seed in 0..<24 {
            let cover = CoverPainter().paint(seed: "demo-cover://palette/\(seed)", side: 64)
            let scaled = ImageScaler().scale(
                cover, region: PixelRect(x: 0, y: 0, width: 64, height: 64), to: converter.pixelSize)
            let art = try #require(try converter.convert(scaled).cellArt)
            for cell in art.cells { found.formUnion([cell.foreground, cell.background].compactMap { $0 }) }
        }
        return found
    }

    @Test("every colour of 256-colour art is one of the 240 fixed colours, and is encoded as its index")
    func indexed256() throws {
        let used = try colors(.indexed256)
        #expect(used.count > 20)
        for color in used { #expect(ColorDepth.palette256(ColorDepth.index256(color)) == color) }
    }

    @Test("every colour of 16-colour art is one of the 16, and is encoded as that colour")
    func indexed16() throws {
        let used = try colors(.indexed16)
        #expect(used.count > 3)
        for color in used {
            let (index, bright) = ColorDepth.index16(color)
            #expect(ColorDepth.palette16[index + (bright ? 8 : 0)] == color)
        }
    }
}
