import TestThreads
import Testing

@testable import Screens

@Suite("The search history", .testThreads)
struct SearchHistoryTests {
    @Test("a search is remembered once, newest first, and the oldest go past the limit")
    func remember() {
        var history = SearchHistory()
        for search in ["body", "soul", "body"] { history.remember(search) }
        #expect(history.searches == ["body", "soul"])
        for number in 0..<(BrowserState.historyLimit + 5) { history.remember("search \(number)") }
        #expect(history.searches.count == BrowserState.historyLimit)
        #expect(history.searches.first == "search \(BrowserState.historyLimit + 4)")
    }

    @Test("Ctrl-P goes back to the oldest and stops; Ctrl-N comes forward to what was typed, then stops")
    func recall() {
        var history = SearchHistory(["newest", "older", "oldest"])
        #expect(history.recall(older: false, typed: "miles") == nil, "nothing is newer than what is typed")
        #expect(history.recall(older: true, typed: "miles") == "newest")
        #expect(history.recall(older: true, typed: "newest") == "older")
        #expect(history.recall(older: true, typed: "older") == "oldest")
        #expect(history.recall(older: true, typed: "oldest") == nil, "past the oldest nothing changes")
        #expect(history.recall(older: false, typed: "oldest") == "older")
        #expect(history.recall(older: false, typed: "older") == "newest")
        #expect(history.recall(older: false, typed: "newest") == "miles", "what was typed comes back")
        #expect(history.recall(older: false, typed: "miles") == nil)
        history.remember("davis")
        #expect(history.recall(older: true, typed: "") == "davis", "a new search starts the recall again")
    }
}
