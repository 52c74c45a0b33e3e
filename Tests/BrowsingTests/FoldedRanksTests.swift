import Catalog
import TestThreads
import Testing

@testable import Browsing

@Suite("Ranks of texts in folded order", .testThreads)
struct FoldedRanksTests {
    @Test("texts that fold alike share a rank; the ranks go in folded order, with no gaps")
    func ranks() {
        let texts = [
            "Bye Bye Blackbird", "all of me", "Ain’t Misbehavin’", "ALL OF ME", "Águas", "aint misbehavin", "All of Me",
        ]
        #expect(FoldedRanks.of(texts) == [3, 2, 1, 2, 0, 1, 2])
        #expect(FoldedRanks.of([]) == [])
        #expect(FoldedRanks.of(["", "a", ""]) == [0, 1, 0])
    }

    @Test("any two texts' ranks compare as their folded texts do")
    func comparesAsFolded() {
        // Every text of up to three characters of these: letters in either case, an accented
        // capital and small letter, a space, two apostrophes and a control character.
        let alphabet = ["a", "B", "é", "É", " ", "’", "'", "\u{7}"]
        var texts = [""]
        for length in 1...3 {
            texts += texts.filter { $0.unicodeScalars.count == length - 1 }.flatMap { text in alphabet.map { text + $0 }
            }
        }
        #expect(texts.count == 585)
        let ranks = FoldedRanks.of(texts)
        let folded = texts.map(SearchFolding.fold)
        var disagreements: [String] = []
        for i in texts.indices {
            for j in texts.indices
            where (ranks[i] < ranks[j]) != (folded[i] < folded[j]) || (ranks[i] == ranks[j]) != (folded[i] == folded[j])
            {
                disagreements.append("\(texts[i].debugDescription) \(texts[j].debugDescription)")
            }
        }
        #expect(disagreements == [])
    }
}
