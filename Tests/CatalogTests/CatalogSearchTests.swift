import CatalogTestSupport
import DemoCatalog
import TestThreads
import Testing

@testable import Catalog

@Suite("Search that forgives", .testThreads)
struct CatalogSearchTests {
    @Test(
        "words in any order, anywhere in a word, punctuation and accents aside",
        arguments: [
            ("body soul", "Body and Soul", CatalogSearch.Match.allWords),
            ("soul body", "Body and Soul", .allWords),
            ("st louis", "St. Louis Blues", .prefix),
            ("louis st", "St. Louis Blues", .allWords),
            ("davis miles", "Miles Davis", .allWords),
            ("all of me", "All of Me", .exact),
            ("ALL OF", "All of Me", .prefix),
            ("cafe", "Café Society", .prefix),
            ("round midnight", "‘Round Midnight", .exact),
            ("ain't misbehavin", "Ain’t Misbehavin’", .exact),
            ("oul", "Body and Soul", .allWords),
            ("live at birdland", "“Live” at Birdland", .exact),
            ("blues part 1", "Blues – Part 1", .exact),
        ])
    func words(query: String, title: String, match: CatalogSearch.Match) throws {
        #expect(try #require(CatalogSearch(query)).match([title]) == match)
    }

    @Test(
        "a word of five letters or more is found misspelt by one letter, from eight by two; shorter ones are not",
        arguments: [
            ("thelonius monk", "Thelonious Monk", true),
            ("summertim", "Summertime", true),
            ("sumertime", "Summertime", true),
            ("summretime", "Summertime", true),
            ("sumertme", "Summertime", true),
            ("bluez", "St. Louis Blues", true),
            ("blxez", "St. Louis Blues", false),
            ("moak", "Thelonious Monk", false),
            ("thlnious", "Thelonious Monk", true),
            ("thlnus", "Thelonious Monk", false),
        ])
    func misspelt(query: String, name: String, found: Bool) throws {
        let match = try #require(CatalogSearch(query)).match([name])
        #expect((match != nil) == found)
        if found, match != .prefix { #expect(match == .near) }
    }

    @Test("each field is searched on its own: two words in two fields find nothing")
    func fields() throws {
        let search = try #require(CatalogSearch("west oliver"))
        #expect(search.match(["West End Blues", "King Oliver"]) == nil)
        #expect(search.match(searchKey: SearchFolding.searchKey(["West End Blues", "King Oliver"])) == nil)
        #expect(
            CatalogSearch("oliver king")?.match(searchKey: SearchFolding.searchKey(["West End Blues", "King Oliver"]))
                == .allWords)
    }

    @Test("the lists' yes or no is the ranking's: what is found has a kind, what is not has none")
    func findsAgreesWithMatch() throws {
        let keys = [
            ["Body and Soul", "Johnny Green"], ["St. Louis Blues", "W. C. Handy"], ["Miles Davis", "Davis, Miles"],
            ["Thelonious Monk", "Monk, Thelonious"], ["Summertime"], ["West End Blues", "King Oliver"], [""],
        ].map(SearchFolding.searchKey)
        for query in [
            "a", "body soul", "soul johnny", "st louis", "davis miles", "thelonius", "summertim", "west oliver",
            "oliver king", "blues", "bluez", "xyz", "monk thelonius", "hand",
        ] {
            let search = try #require(CatalogSearch(query))
            for key in keys {
                var bytes = key
                let finds = bytes.withUTF8 { search.finds(searchKey: $0) }
                #expect(finds == (search.match(searchKey: key) != nil), "\(query) in \(key.debugDescription)")
            }
        }
    }

    @Test("a word asked twice is looked for once, and no more than 16 words are looked for")
    func boundedQuery() throws {
        #expect(CatalogSearch(String(repeating: "a ", count: 4_000))?.wordsHeldAsTyped == ["a"])
        let many = (1...40).map { "w\($0)" }
        #expect(CatalogSearch(many.joined(separator: " "))?.wordsHeldAsTyped == Array(many.prefix(16)))
    }

    @Test("a query of nothing but punctuation asks for nothing")
    func noWords() {
        #expect(CatalogSearch("") == nil)
        #expect(CatalogSearch(" - . ") == nil)
    }

    @Test("the demo catalog's lists find what the student types")
    func demoCatalog() throws {
        let store = try SharedDemoCatalog.store()
        #expect(try store.songs(matching: "body soul").map(\.title) == ["Body and Soul"])
        #expect(try store.songs(matching: "st louis").map(\.title).contains("St. Louis Blues"))
        #expect(try store.songs(matching: "summertim").map(\.title) == ["Summertime"])
        #expect(try store.performers(matching: "davis miles").map(\.name).contains("Miles Davis"))
        #expect(try store.performers(matching: "thelonius monk").map(\.name) == ["Thelonious Monk"])
        #expect(try store.songs(matching: "-").isEmpty)
        #expect(try store.songs(matching: nil).count == DemoCatalogShape.songCount)
    }
}
