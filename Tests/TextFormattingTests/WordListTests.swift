import TestThreads
import Testing
import TextFormatting

@Suite("Words listed in a sentence", .testThreads)
struct WordListTests {
    @Test("none, one, two and more words, with either conjunction")
    func joined() {
        #expect(WordList.joined([], "or") == "")
        #expect(WordList.joined(["a"], "or") == "a")
        #expect(WordList.joined(["a", "b"], "or") == "a or b")
        #expect(WordList.joined(["find", "info", "sync"], "and") == "find, info and sync")
    }
}
