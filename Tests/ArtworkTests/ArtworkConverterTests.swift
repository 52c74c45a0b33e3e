import Layout
import TestThreads
import Testing

@testable import Artwork

@Suite("Conversion for the terminal", .testThreads)
struct ArtworkConverterTests {
    let red = RGBAPixel(red: 255, green: 0, blue: 0)

    @Test("a solid image becomes a full grid of cells showing its colour, in every colour depth")
    func solidSymbols() throws {
        for colors in SymbolColors.allCases {
            let converter = ArtworkConverter(geometry: .card, output: .symbols(colors))
            #expect(converter.pixelSize == PixelSize(width: 136, height: 64))
            let image = RGBAImage(width: 136, height: 64, filledWith: red)
            let art = try #require(try converter.convert(image).cellArt)
            #expect(art.columns == 17 && art.rows == 8 && art.cells.count == 136)
            let shown = Set(art.cells.map(\.apparentColor))
            // When the colours differ, what chafa gave for the first cell says where they went.
            #expect(
                shown == [Color(red: 255, green: 0, blue: 0)],
                "\(colors): \(shown); first cell \(art.cells[0].symbol) on \(String(describing: art.cells[0].background)) in \(String(describing: art.cells[0].foreground))"
            )
        }
    }

    @Test("the same image converts to the same cells every time, in every colour depth, whatever came before")
    func sameEveryTime() throws {
        let image = RGBAImage(width: 136, height: 64, filledWith: red)
        var first: [SymbolColors: [ArtCell]] = [:]
        for round in 0..<120 {
            let colors = SymbolColors.allCases[round % SymbolColors.allCases.count]
            let converter = ArtworkConverter(geometry: .card, output: .symbols(colors))
            let cells = try #require(try converter.convert(image).cellArt).cells
            let expected = first[colors] ?? cells
            first[colors] = expected
            if let differs = cells.indices.first(where: { cells[$0] != expected[$0] }) {
                Issue.record(
                    "\(colors), round \(round): cell \(differs) is \(cells[differs]), was \(expected[differs])")
                return
            }
        }
    }

    @Test("256-colour art uses the colour cube rather than the theme's 16 colours")
    func indexedColours() throws {
        let converter = ArtworkConverter(geometry: ArtGeometry(columns: 2, rows: 1), output: .symbols(.indexed256))
        let image = RGBAImage(width: 16, height: 8, filledWith: RGBAPixel(red: 95, green: 135, blue: 175))
        let art = try #require(try converter.convert(image).cellArt)
        #expect(art.cells.map(\.apparentColor) == [Color(hex: 0x5F87AF), Color(hex: 0x5F87AF)])
    }

    @Test("a half-and-half image uses a half block with each colour on its side")
    func halves() throws {
        let converter = ArtworkConverter(geometry: ArtGeometry(columns: 1, rows: 1), output: .symbols(.truecolor))
        var image = RGBAImage(width: 8, height: 8, filledWith: RGBAPixel(red: 0, green: 0, blue: 255))
        for y in 0..<4 { for x in 0..<8 { image[x, y] = red } }
        let cell = try #require(try converter.convert(image).cellArt?.cells.first)
        let blue = Color(red: 0, green: 0, blue: 255)
        let redColor = Color(red: 255, green: 0, blue: 0)
        #expect(
            (cell.symbol == "▀" && cell.foreground == redColor && cell.background == blue)
                || (cell.symbol == "▄" && cell.foreground == blue && cell.background == redColor), "\(cell)")
    }

    @Test("kitty output is a PNG of the scaled pixels that decodes back to them, sized in cells")
    func kitty() throws {
        let geometry = ArtGeometry(columns: 4, rows: 2, cellPixels: PixelSize(width: 2, height: 4))
        let converter = ArtworkConverter(geometry: geometry, output: .kitty)
        #expect(converter.pixelSize == PixelSize(width: 8, height: 8))
        let pixels = RGBAImage(width: 8, height: 8, filledWith: red)
        let image = try #require(try converter.convert(pixels).terminalImage)
        #expect(image.encoding == .kittyPNG && image.columns == 4 && image.rows == 2)
        #expect(image.pixelSize == Size(width: 8, height: 8))
        #expect(try ImageDecoder().decode(image.data) == pixels)
        let again = try #require(try converter.convert(pixels).terminalImage)
        #expect(again.id != image.id, "each converted picture has an id of its own")
    }

    @Test("sixel output is one device control string")
    func sixel() throws {
        let geometry = ArtGeometry(columns: 4, rows: 2, cellPixels: PixelSize(width: 2, height: 4))
        let converter = ArtworkConverter(geometry: geometry, output: .sixel)
        let image = try #require(try converter.convert(RGBAImage(width: 8, height: 8, filledWith: red)).terminalImage)
        #expect(image.encoding == .sixel && image.columns == 4 && image.rows == 2)
        let text = String(decoding: image.data, as: UTF8.self)
        // Sixel rows come six pixels at a time; chafa keeps whole ones (8 wide, 6 high here).
        #expect(text.hasPrefix("\u{1B}P") && text.contains("q\"1;1;8;6"))
        #expect(text.hasSuffix("\u{1B}\\"))
    }

    @Test("cell art draws into a canvas at the frame, clipped to it")
    func drawing() throws {
        let converter = ArtworkConverter(geometry: ArtGeometry(columns: 3, rows: 2), output: .symbols(.truecolor))
        let art = try #require(try converter.convert(RGBAImage(width: 24, height: 16, filledWith: red)).cellArt)
        var canvas = Canvas(size: Size(width: 5, height: 3))
        art.draw(into: &canvas, frame: Rect(x: 1, y: 1, width: 2, height: 2))
        let redColor = Color(red: 255, green: 0, blue: 0)
        for y in 0..<3 {
            for x in 0..<5 {
                let cell = canvas[x, y]
                let inside = (1...2).contains(x) && (1...2).contains(y)
                let colour = canvas.grapheme(of: cell) == " " ? cell.style.background : cell.style.foreground
                #expect((colour == redColor) == inside, "cell (\(x), \(y))")
            }
        }
    }
}
