import TestThreads
import Testing

@testable import Catalog

@Suite("Songs and performers indexes", .testThreads)
struct CatalogStoreIndexTests {
    @Test("song search ignores case and accents, equates apostrophes, and reads composers and alternate titles")
    func songSearch() throws {
        let fixture = try FixtureCatalog()
        try fixture.song("Ain't Misbehavin'", composer: "Fats Waller")
        try fixture.song("Águas de Março", composer: "Antônio Carlos Jobim", alternateTitles: ["Waters of March"])
        try fixture.song("'Round Midnight", composer: "Thelonious Monk", alternateTitles: ["Round About Midnight"])
        let store = try fixture.open()
        for query in ["AIN’T", "ain't", "aint", "Aint Misbehavin"] {
            #expect(try store.songs(matching: query).map(\.title) == ["Ain't Misbehavin'"], "\(query)")
        }
        #expect(try store.songs(matching: "aguas de marco").map(\.title) == ["Águas de Março"])
        #expect(try store.songs(matching: "jobim").map(\.title) == ["Águas de Março"])
        #expect(try store.songs(matching: "waters").map(\.title) == ["Águas de Março"])
        #expect(try store.songs(matching: "about midnight").map(\.title) == ["'Round Midnight"])
        #expect(try store.songs(matching: "zzz").isEmpty)
        #expect(try store.songs().map(\.title) == ["Águas de Março", "Ain't Misbehavin'", "'Round Midnight"])
    }

    @Test("song search matches within one field: title, composer or one alternate title")
    func songSearchFields() throws {
        let fixture = try FixtureCatalog()
        try fixture.song("All of Me", composer: "Gerald Marks, Seymour Simons")
        try fixture.song(
            "Stella by Starlight", composer: "Victor Young", alternateTitles: ["Stella", "Starlight Theme"])
        try fixture.song("On Green Dolphin Street", composer: "Bronisław Kaper, Ned Washington")
        let store = try fixture.open()
        for query in ["me · gerald", "·", "me gerald", "young stella", "stella starlight theme"] {
            #expect(try store.songs(matching: query).isEmpty, "\(query)")
        }
        #expect(try store.songs(matching: "Bronislaw").map(\.title) == ["On Green Dolphin Street"])
        #expect(try store.songs(matching: "starlight theme").map(\.title) == ["Stella by Starlight"])
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
        #expect(try store.performers(matching: "anthony miles").isEmpty, "two performers' words find neither")
        #expect(try store.performers(matching: "davis miles").map(\.name) == ["Miles Davis"])
    }

    @Test("performer search folds letters such as ø and ł, in the name and the sort name")
    func performerLetters() throws {
        let fixture = try FixtureCatalog()
        try fixture.performer("Bjørn Alterhaug", sortName: "Alterhaug, Bjørn")
        try fixture.performer("Paweł Kaczmarczyk", sortName: "Kaczmarczyk, Paweł")
        let store = try fixture.open()
        #expect(try store.performers(matching: "Bjorn").map(\.name) == ["Bjørn Alterhaug"])
        #expect(try store.performers(matching: "alterhaug, bjorn").map(\.name) == ["Bjørn Alterhaug"])
        #expect(try store.performers(matching: "pawel").map(\.name) == ["Paweł Kaczmarczyk"])
    }
}

/// Reads at once from Swift's own pool: an `async` test, which waits without blocking a thread.
@Suite("The store from several threads", .timed)
struct CatalogStoreConcurrencyTests {
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
