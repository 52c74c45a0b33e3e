import TestThreads
import Testing

@testable import Library

@Suite("A library snapshot", .testThreads)
struct LibrarySnapshotTests {
    private let entries = LibrarySnapshot(repertoires: [
        Repertoire(id: "r1", name: "Friday Gig"), Repertoire(id: "r2", name: "Ballads"),
        Repertoire(id: "r3", name: "ballads"),
    ])

    @Test("a repertoire is found by id, by name, and by its name in other capitals when only one has it")
    func named() {
        #expect(entries.repertoire(named: "r2")?.name == "Ballads")
        #expect(entries.repertoire(named: "Friday Gig")?.id == "r1")
        #expect(entries.repertoire(named: "friday GIG")?.id == "r1")
        #expect(entries.repertoire(named: "ballads")?.id == "r3", "the name as spelt comes first")
        #expect(entries.repertoire(named: "BALLADS") == nil, "two differ only in capitals: neither is meant")
        #expect(entries.repertoire(named: "Sunday") == nil)
    }
}
