import Testing

@testable import Screens

@Suite("Index list sections")
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
}
