import TestThreads
import Testing

@testable import Layout

/// Terminal images on the canvas: where they are recorded, what scroll views clip of them, and
/// that anything drawn over one hides it.
@Suite("Terminal images on the canvas", .testThreads)
struct TerminalImageTests {
    private func image(_ id: UInt32, _ encoding: TerminalImage.Encoding = .kittyPNG) -> TerminalImage {
        TerminalImage(
            id: id, encoding: encoding, columns: 4, rows: 2, pixelSize: Size(width: 40, height: 40), data: [1, 2, 3])
    }

    private func slot(_ image: TerminalImage) -> Element {
        Image(
            ImageSlot(size: Size(width: image.columns, height: image.rows), key: image.id) { canvas, frame in
                if !canvas.place(image, in: frame) { canvas.write("part", at: frame.origin, style: .plain) }
            }
        )
        .element
    }

    /// A carousel of `count` images, 4 columns each with a space between, 10 columns wide.
    private func carousel(_ count: Int, _ encoding: TerminalImage.Encoding) -> Element {
        VStack(spacing: 0) {
            Text("title")
            ScrollView(.horizontal) {
                LazyHStack(spacing: 1, estimatedItemExtent: 4) {
                    ForEach(Array(1...count), id: \.self) { slot(image(UInt32($0), encoding)) }
                }
            }
            .id("shelf")
            .frame(width: 10)
        }
        .element
    }

    @Test("a placed image is recorded with the part the scroll view shows, and its cells blanked")
    func clippedByScrollView() throws {
        let engine = LayoutEngine(size: Size(width: 12, height: 4))
        engine.render(carousel(6, .kittyPNG))
        #expect(
            engine.canvas.images.map(\.image.id) == [1, 2],
            "only the images inside the viewport (a third starts at column 10, outside it)")
        let second = try #require(engine.canvas.images.last)
        #expect(second.frame == Rect(x: 5, y: 1, width: 4, height: 2))
        #expect(second.visible == second.frame)
        _ = engine.scroll(at: Point(x: 1, y: 1), axis: .horizontal, by: 2)
        engine.render()
        let shown = engine.canvas.images
        #expect(shown.map(\.image.id) == [1, 2, 3])
        #expect(shown[0].frame == Rect(x: -2, y: 1, width: 4, height: 2))
        #expect(shown[0].visible == Rect(x: 0, y: 1, width: 2, height: 2))
        #expect(shown[0].visiblePixels == (x: 20, y: 0, width: 20, height: 40))
        #expect(shown[2].visible == Rect(x: 8, y: 1, width: 2, height: 2), "cut by the viewport's right edge")
        #expect(engine.canvas.lines == ["title", "", "", ""], "the cells under images are blank")
    }

    @Test("a sixel image is placed only whole: one cut by the clip draws its stand-in instead")
    func sixelWholeOnly() {
        let engine = LayoutEngine(size: Size(width: 12, height: 4))
        engine.render(carousel(6, .sixel))
        _ = engine.scroll(at: Point(x: 1, y: 1), axis: .horizontal, by: 2)
        engine.render()
        #expect(engine.canvas.images.map(\.image.id) == [2], "the images cut on either side are not placed")
        #expect(engine.canvas.lines[1] == "rt      pa")
    }

    @Test("an image drawn over (a sheet over the page) is not shown; the canvas stays comparable")
    func drawnOver() {
        let engine = LayoutEngine(size: Size(width: 12, height: 4))
        let picture = image(7)
        let page = ZStack {
            VStack { slot(picture) }
            Text("sheet").padding(horizontal: 2)
        }
        engine.render(page)
        #expect(engine.canvas.images.isEmpty, "text over the image's cells hides it")
        engine.render(VStack { slot(picture) })
        #expect(engine.canvas.images.map(\.image.id) == [7])
        var other = Canvas(size: Size(width: 12, height: 4))
        other.place(picture, in: Rect(x: 0, y: 0, width: 4, height: 2))
        #expect(other == engine.canvas, "equal cells and equal images")
        other.place(image(8), in: Rect(x: 6, y: 0, width: 4, height: 2))
        #expect(other != engine.canvas, "an image more is a different frame")
    }

    @Test("nothing is placed outside the screen, and an image entirely off it is not recorded")
    func offScreen() {
        var canvas = Canvas(size: Size(width: 6, height: 3))
        let outside = canvas.place(image(1), in: Rect(x: 6, y: 0, width: 4, height: 2))
        let corner = canvas.place(image(2), in: Rect(x: 4, y: 2, width: 4, height: 2))
        #expect(!outside && corner)
        #expect(canvas.images.map(\.visible) == [Rect(x: 4, y: 2, width: 2, height: 1)])
    }
}
