import TestThreads
import Testing

@testable import Screens

/// A card's words are made again only when its row's shell or what else they were made from
/// changed.
@Suite("Card words kept while the shell is the same", .testThreads)
struct CardWordsTests {
    /// Asks the words for a card whose content, when made, has `line`, counting how often
    /// one is made.
    private final class Maker {
        let words = CardWords()
        var made = 0

        func ask(
            _ id: String, madeWith: String?, line: String, art: CardArt = .unavailable, isFavorite: Bool = false
        ) -> CardContent {
            words.content(for: id, madeWith: madeWith, art: art, isFavorite: isFavorite) {
                made += 1
                return CardContent(
                    id: id, year: "1959", line: line, album: "Kind of Blue", distinctTitle: nil, isCanonical: false,
                    art: .unavailable, detail: "1959 · \(line) · Kind of Blue")
            }
        }
    }

    @Test("asked again with the same id and inputs, the words made before are given; another id makes its own")
    func kept() {
        let maker = Maker()
        let first = maker.ask("a", madeWith: "All of Me", line: "Miles Davis")
        let again = maker.ask("a", madeWith: "All of Me", line: "Someone else")
        #expect(again == first && again.line == "Miles Davis")
        #expect(maker.made == 1)
        _ = maker.ask("b", madeWith: "All of Me", line: "Bill Evans")
        #expect(maker.made == 2 && maker.words.count == 2)
        let starred = maker.ask("a", madeWith: "All of Me", line: "Someone else", art: .loading, isFavorite: true)
        #expect(starred.isFavorite && starred.art == .loading && starred.line == "Miles Davis" && maker.made == 2)
    }

    @Test("a leader learnt, or a song's title changed, makes the words again; nil is an input like any other")
    func madeAgain() {
        let maker = Maker()
        _ = maker.ask("a", madeWith: nil, line: "as a sideman")
        let led = maker.ask("a", madeWith: "Lead Er", line: "led by Lead Er")
        #expect(led.line == "led by Lead Er" && maker.made == 2)
        #expect(maker.ask("a", madeWith: "Lead Er", line: "x") == led)
        let unknown = maker.ask("a", madeWith: nil, line: "as a sideman")
        #expect(unknown.line == "as a sideman" && maker.made == 3)
    }

    @Test("a new shell forgets every card's words")
    func newShell() {
        let maker = Maker()
        _ = maker.ask("a", madeWith: nil, line: "Miles Davis")
        maker.words.removeAll()
        #expect(maker.words.count == 0)
        let fresh = maker.ask("a", madeWith: nil, line: "Miles Davis, remastered")
        #expect(fresh.line == "Miles Davis, remastered" && maker.made == 2)
    }
}
