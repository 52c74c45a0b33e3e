import Layout
import TestThreads
import Testing

@testable import Screens

/// A card's element is made again only when what it is made from changed.
@Suite("Card elements kept between evaluations", .testThreads)
struct CardElementsTests {
    private static func content(
        _ id: String, album: String = "Kind of Blue", favorite: Bool = false, art: CardArt = .loading
    )
        -> CardContent
    {
        CardContent(
            id: id, year: "1959", line: "Miles Davis", album: album, distinctTitle: nil, isCanonical: false, art: art,
            isFavorite: favorite, detail: "1959 · Miles Davis · \(album)")
    }

    private static func inputs(_ content: CardContent, width: Int = 20, titleLine: Bool = false) -> CardElements.Inputs
    {
        CardElements.Inputs(
            content: content, geometry: CardGeometry(art: nil, width: width), reservesTitleLine: titleLine,
            hydratesWhenShown: true)
    }

    /// Makes a card's element, counting how often it is asked to.
    private final class Maker {
        var made = 0
        func make() -> Element {
            made += 1
            return Text("card \(made)").element
        }
    }

    @Test("the same inputs give the element made before, without making it")
    func kept() {
        let elements = CardElements()
        let maker = Maker()
        let make = maker.make
        let first = elements.element(for: Self.inputs(Self.content("a")), make: make)
        let again = elements.element(for: Self.inputs(Self.content("a")), make: make)
        #expect(maker.made == 1)
        #expect(again.contentHash == first.contentHash)
        _ = elements.element(for: Self.inputs(Self.content("b")), make: make)
        #expect(maker.made == 2)
        #expect(elements.count == 2)
    }

    @Test("a change of content, cover, ★, width or title line makes the card anew, and keeps the new one")
    func changes() {
        let elements = CardElements()
        let maker = Maker()
        let make = maker.make
        let changed = [
            Self.inputs(Self.content("a")), Self.inputs(Self.content("a", album: "Milestones")),
            Self.inputs(Self.content("a", favorite: true)), Self.inputs(Self.content("a", art: .unavailable)),
            Self.inputs(Self.content("a"), width: 28), Self.inputs(Self.content("a"), titleLine: true),
        ]
        for inputs in changed { _ = elements.element(for: inputs, make: make) }
        #expect(maker.made == 6)
        #expect(elements.count == 1, "one recording, one element: the latest")
        _ = elements.element(for: changed[5], make: make)
        #expect(maker.made == 6)
    }

    @Test("past its capacity it starts again rather than keep every card a page ever showed")
    func bounded() {
        let elements = CardElements()
        for index in 0..<(CardElements.capacity + 10) {
            _ = elements.element(for: Self.inputs(Self.content("r\(index)"))) { Text("\(index)").element }
        }
        #expect(elements.count == 10)
    }
}
