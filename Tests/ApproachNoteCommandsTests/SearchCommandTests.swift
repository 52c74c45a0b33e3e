import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestThreads
import Testing

@testable import Catalog

/// `catalog find` on the demo catalog: the songs-list search rules of the product spec
/// (accent-insensitive; title, composer and alternate titles; apostrophes of any shape or none).
@Suite("Searching the demo catalog from the command line", .testThreads)
struct SearchCommandTests {
    private let misbehavin =
        "\(StableID.make("song", "Ain't Misbehavin'"))  Ain't Misbehavin' (1929) — Fats Waller, Harry Brooks, Andy Razaf\n"

    @Test("aint, ain't and ain’t all find Ain't Misbehavin'", arguments: ["aint misbehavin", "AIN'T", "ain’t", "aint"])
    func apostrophes(query: String) {
        let result = SharedDemoCatalog.run(["catalog", "find", "song", query])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").contains { "\($0)\n" == misbehavin }, "\(result.output)")
    }

    @Test("a composer with ł is found without it")
    func composerLetters() {
        let plain = SharedDemoCatalog.run(["catalog", "find", "song", "Bronislaw Kaper"])
        #expect(plain.status == 0)
        #expect(
            plain.output
                == "\(StableID.make("song", "Invitation"))  Invitation (1950) — Bronisław Kaper, Paul Francis Webster\n"
                + "\(StableID.make("song", "On Green Dolphin Street"))  On Green Dolphin Street (1947) — Bronisław Kaper, Ned Washington\n"
        )
        #expect(plain.output == SharedDemoCatalog.run(["catalog", "find", "song", "Bronisław Kaper"]).output)
    }

    @Test("an artist with ø is found without it")
    func artistLetters() {
        let plain = SharedDemoCatalog.run(["catalog", "find", "artist", "bjorn"])
        #expect(plain.status == 0 && !plain.output.isEmpty)
        #expect(plain.output == SharedDemoCatalog.run(["catalog", "find", "artist", "Bjørn"]).output)
    }

    @Test("a query spanning two fields finds nothing; one of only apostrophes is a usage error")
    func fieldsApart() {
        for query in ["me · gerald", "·", "All of Me Gerald"] {
            let result = SharedDemoCatalog.run(["catalog", "find", "song", query])
            #expect(result.status == 3 && result.output.isEmpty, "\(query): \(result.output)")
        }
        let apostrophe = SharedDemoCatalog.run(["catalog", "find", "song", "’"])
        #expect(apostrophe.status == 2 && apostrophe.error.contains("The search text is empty"))
    }

    @Test("titles that start with the words come first, then those that hold them, each group in the list's order")
    func ranked() {
        let result = SharedDemoCatalog.run(["catalog", "find", "song", "blue"])
        #expect(result.status == 0, "\(result.error)")
        let titles = result.output.split(separator: "\n").map { line in
            String(line.split(separator: "  ", maxSplits: 1)[1].prefix { $0 != "(" }).trimmingCharacters(
                in: .whitespaces)
        }
        #expect(
            Array(titles.prefix(10)) == [
                "Blue Bossa", "Blue in Green", "Blue Monk", "Blue Moon", "Blue Rondo à la Turk", "Blue Skies",
                "Blue Train", "Blueberry Hill", "Blues for Alice", "502 Blues",
            ], "\(titles)")
    }

    @Test("words in any order, punctuation aside, a letter misspelt: each finds what was meant")
    func forgiving() {
        for (kind, query, expected) in [
            ("song", "soul body", "Body and Soul"), ("song", "st louis", "St. Louis Blues"),
            ("song", "summertim", "Summertime"), ("artist", "davis miles", "Miles Davis"),
            ("artist", "thelonius monk", "Thelonious Monk"),
        ] {
            let result = SharedDemoCatalog.run(["catalog", "find", kind, query])
            #expect(result.status == 0, "\(query): \(result.error)")
            let first = result.output.split(separator: "\n").first.map { $0.split(separator: "  ", maxSplits: 1)[1] }
            #expect(first?.hasPrefix(expected) == true, "\(query): \(result.output)")
        }
    }
}
