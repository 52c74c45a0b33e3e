import Testing

@testable import Catalog

@Suite("Songs and performers indexes")
struct CatalogStoreIndexTests {
    @Test("song search ignores case and accents, equates apostrophes, and reads composers and alternate titles")
    func songSearch() throws {
        let fixture = try FixtureCatalog()
        try fixture.song("Ain't Misbehavin'", composer: "Fats Waller")
        try fixture.song("Águas de Março", composer: "Antônio Carlos Jobim", alternateTitles: ["Waters of March"])
        try fixture.song("'Round Midnight", composer: "Thelonious Monk", alternateTitles: ["Round About Midnight"])
        let store = try fixture.open()
        #expect(try store.songs(matching: "AIN’T").map(\.title) == ["Ain't Misbehavin'"])
        #expect(try store.songs(matching: "aguas de marco").map(\.title) == ["Águas de Março"])
        #expect(try store.songs(matching: "jobim").map(\.title) == ["Águas de Março"])
        #expect(try store.songs(matching: "waters").map(\.title) == ["Águas de Março"])
        #expect(try store.songs(matching: "about midnight").map(\.title) == ["'Round Midnight"])
        #expect(try store.songs(matching: "zzz").isEmpty)
        #expect(try store.songs().map(\.title) == ["'Round Midnight", "Águas de Março", "Ain't Misbehavin'"])
    }

    @Test("performers are ordered by sort name, ties by name; search matches name or sort name")
    func performerIndex() throws {
        let fixture = try FixtureCatalog()
        try fixture.performer("Miles Davis", sortName: "Davis, Miles")
        try fixture.performer("Zoë Davis", sortName: "Davis, Zoë")
        try fixture.performer("Anthony Davis", sortName: "Davis, Anthony")
        try fixture.performer("Modern Jazz Quartet")
        try fixture.performer("Bill Evans", sortName: "Evans, Bill")
        try fixture.performer("Bill Evans (sax)", sortName: "Evans, Bill")
        let store = try fixture.open()
        #expect(
            try store.performers().map(\.name) == [
                "Anthony Davis", "Miles Davis", "Zoë Davis", "Bill Evans", "Bill Evans (sax)", "Modern Jazz Quartet",
            ])
        #expect(try store.performers(matching: "zoe").map(\.name) == ["Zoë Davis"])
        #expect(try store.performers(matching: "davis, m").map(\.name) == ["Miles Davis"])
    }

    @Test("the store answers from several threads at once")
    func concurrentReads() async throws {
        let fixture = try FixtureCatalog()
        for index in 0..<50 { try fixture.performer("Performer \(index)") }
        let store = try fixture.open()
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { try store.performers().count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 50, count: 16))
    }
}
