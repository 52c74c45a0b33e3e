import Catalog
import TestThreads
import Testing

@testable import Browsing

@Suite("Index list sections", .testThreads)
struct IndexEntriesTests {
    @Test("entries are filed by their folded first letter; '#' comes last")
    func sections() {
        let names = ["Ángel Eyes", "All of Me", "'Round Midnight", "Body and Soul", "52nd Street Theme"]
        let entries = IndexEntries(
            entries: names.enumerated().map {
                IndexEntries.Entry(
                    id: "\($0.offset)", title: $0.element, detail: nil, letter: IndexEntries.letter(of: $0.element))
            })
        #expect(
            entries.rows.map(\.key) == ["section-A", "0", "1", "section-R", "2", "section-B", "3", "section-#", "4"])
    }

    @Test("filing by the leading characters agrees with folding the whole name")
    func letters() {
        // The rule as it reads: fold the name, take its first letter that is not a space.
        func wholeName(_ name: String) -> String {
            guard let first = SearchFolding.fold(name).first(where: { !$0.isWhitespace }), first.isLetter,
                first.isASCII
            else { return "#" }
            return first.uppercased()
        }
        let names = [
            "  Oscar", "’Bama", "'Round Midnight", "Œuvre", "ßeta", "Ñico", "\u{301}Accent", "★ Star", "ÿ", "Ørjan",
            "", "  ", "Ωmega", "52nd Street", "Ærø", "ǅemal", "\u{200B}Zero", "ﬁne", "Ｆull", "Ängel",
            "e\u{301}clair", "o\u{308}", "\tTab", "lower", "Z", "q",
        ]
        for name in names { #expect(IndexEntries.letter(of: name) == wholeName(name), "\(name)") }
        #expect(IndexEntries.letter(of: "Éclipse") == "E")
    }
}
