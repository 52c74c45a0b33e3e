import Layout
import TestThreads
import Testing

@testable import Screens

/// A cover's place reports itself on screen apart from its card, so a cover finished for a card
/// whose words alone show changes nothing (`CoverArtwork.checkAwaited`).
@Suite("A cover's place on screen", .testThreads)
struct VisibleCoverTests {
    @Test("a card whose words show with its cover's place scrolled away waits for no cover on screen")
    func coverPlaceScrolledAway() throws {
        let geometry = CardGeometry.shelf(forScreenHeight: 60)
        let art = try #require(geometry.art)
        let content = CardContent(
            id: "r1", year: "1959", line: "Miles Davis", album: "Kind of Blue", distinctTitle: nil,
            isCanonical: false, art: .cover(url: "demo://cover/1", source: nil), detail: "1959 · Miles Davis")
        let engine = LayoutEngine(size: Size(width: geometry.size.width, height: 4))
        engine.render(
            ScrollView(.vertical) {
                RecordingCard(content: content, geometry: geometry, reservesTitleLine: false, open: {})
            })
        func shown() -> (cards: [String], covers: [VisibleCover]) {
            (
                engine.visibleKeys.compactMap { ($0.base as? VisibleCard)?.id },
                engine.visibleKeys.compactMap { $0.base as? VisibleCover }
            )
        }
        #expect(shown().cards == ["r1"])
        #expect(shown().covers == [VisibleCover(url: "demo://cover/1", awaiting: .placeholder)])
        #expect(engine.canvas.lines.first?.contains("Album art") == true)

        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: art.rows)
        engine.render()
        #expect(engine.canvas.lines.first?.contains("1959") == true, "the card's words at the top")
        #expect(shown().cards == ["r1"])
        #expect(shown().covers.isEmpty)
    }
}
