import TestThreads
import Testing

@testable import Screens

/// A card's words are made again only when its row's shell or what else they were made from
/// changed.
@Suite("Card words kept while the shell is the same", .testThreads)
struct CardWordsTests {
    /// Makes a card's content, counting how often it is asked to.
    private final class Maker {
        var made = 0
        func content(_ id: String, line: String) -> CardContent {
            made += 1
            return CardContent(
                id: id, year: "1959", line: line, album: "Kind of Blue", distinctTitle: nil, isCanonical: false,
                art: .unavailable, detail: "1959 · \(line) · Kind of Blue")
        }
    }

    @Test("asked again with the same id and inputs, the words made before are given; another id makes its own")
    func kept() {
        let words = CardWords()
        let maker = Maker()
        let first = words.content(for: "a", madeWith: "All of Me", art: .unavailable, isFavorite: false) {
            maker.content("a", line: "Miles Davis")
        }
        let again = words.content(for: "a", madeWith: "All of Me", art: .unavailable, isFavorite: false) {
            maker.content("a", line: "Someone else")
        }
        #expect(again == first && again.line == "Miles Davis")
        #expect(maker.made == 1)
        _ = words.content(for: "b", madeWith: "All of Me", art: .unavailable, isFavorite: false) {
            maker.content("b", line: "Bill Evans")
        }
        #expect(maker.made == 2 && words.count == 2)
        let starred = words.content(for: "a", madeWith: "All of Me", art: .loading, isFavorite: true) {
            maker.content("a", line: "Someone else")
        }
        #expect(starred.isFavorite && starred.art == .loading && starred.line == "Miles Davis" && maker.made == 2)
    }

    @Test("a leader learnt, or a song's title changed, makes the words again; nil is an input like any other")
    func madeAgain() {
        let words = CardWords()
        let maker = Maker()
        _ = words.content(for: "a", madeWith: nil, art: .unavailable, isFavorite: false) {
            maker.content("a", line: "as a sideman")
        }
        let led = words.content(for: "a", madeWith: "Lead Er", art: .unavailable, isFavorite: false) {
            maker.content("a", line: "led by Lead Er")
        }
        #expect(led.line == "led by Lead Er" && maker.made == 2)
        #expect(
            words.content(for: "a", madeWith: "Lead Er", art: .unavailable, isFavorite: false) {
                maker.content("a", line: "x")
            } == led)
        let unknown = words.content(for: "a", madeWith: nil, art: .unavailable, isFavorite: false) {
            maker.content("a", line: "as a sideman")
        }
        #expect(unknown.line == "as a sideman" && maker.made == 3)
    }

    @Test("a new shell forgets every card's words")
    func newShell() {
        let words = CardWords()
        let maker = Maker()
        _ = words.content(for: "a", madeWith: nil, art: .unavailable, isFavorite: false) {
            maker.content("a", line: "Miles Davis")
        }
        words.removeAll()
        #expect(words.count == 0)
        let fresh = words.content(for: "a", madeWith: nil, art: .unavailable, isFavorite: false) {
            maker.content("a", line: "Miles Davis, remastered")
        }
        #expect(fresh.line == "Miles Davis, remastered" && maker.made == 2)
    }
}
