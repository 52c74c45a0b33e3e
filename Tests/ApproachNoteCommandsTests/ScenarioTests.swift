import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import Foundation
import TestThreads
import Testing

@testable import ApproachNoteCommands

/// The verification scenarios of `docs/scenarios.md`, through the command line.
@Suite("Scenarios S1–S4 on the generated demo catalog", .testThreads)
struct ScenarioTests {
    private func recordings(_ link: String, _ options: [String]) throws -> RecordingsCommand.Result {
        let result = SharedDemoCatalog.run(["recordings", link, "--json"] + options)
        #expect(result.status == 0, "\(result.error)")
        return try JSONDecoder().decode(RecordingsCommand.Result.self, from: Data(result.output.utf8))
    }

    @Test("S1: All of Me, Playable only off, Sort Year — 701 recordings in 11 decade shelves")
    func s1() throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let result = try recordings(link, ["--playable-only", "off", "--sort", "year"])
        #expect(result.total == 701)
        #expect(
            result.groups.map(\.key) == [
                "1930s", "1940s", "1950s", "1960s", "1970s", "1980s", "1990s", "2000s", "2010s", "2020s",
                "Unknown Year",
            ])
        #expect(result.groups.map(\.count).reduce(0, +) == 701)
    }

    @Test("S2: All of Me, Playable only off, Sort Name — 238 leader shelves")
    func s2() throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let result = try recordings(link, ["--playable-only", "off", "--sort", "name"])
        #expect(result.total == 701)
        #expect(result.groups.count == 238)
        #expect(!result.groups.contains { $0.key == "Unknown" })
        #expect(Set(result.groups.map(\.key)).count == 238)
    }

    @Test(
        "All of Me with the defaults: a stable playable subset, Louis Armstrong among its leaders, featured recordings")
    func allOfMeDefaults() throws {
        let id = try SharedDemoCatalog.songID("All of Me")
        let playable = try recordings("approachnote://song/\(id)", [])
        #expect(playable.total > 0 && playable.total < 701)
        #expect(try recordings("approachnote://song/\(id)", []) == playable)
        let byName = try recordings("approachnote://song/\(id)", ["--sort", "name"])
        #expect(byName.total == playable.total)
        #expect(byName.groups.contains { $0.key == "Louis Armstrong" })
        let summary = try #require(try SharedDemoCatalog.store().songSummary(id: id))
        #expect(!summary.featuredRecordings.isEmpty)
        let years = summary.featuredRecordings.map { $0.recordingYear ?? Int.max }
        #expect(years == years.sorted())
    }

    @Test("S3: Louis Armstrong, Sort Year — 3,231 recordings in 12 decade shelves")
    func s3() throws {
        let link = "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
        let result = try recordings(link, ["--sort", "year"])
        #expect(result.total == 3_231)
        #expect(result.groups.count == 12)
        #expect(result.groups.first?.key == "1920s")
        #expect(result.groups.last?.key == "Unknown Year")
    }

    @Test("S4: Louis Armstrong, Sort Song — 99 song shelves, Tiger Rag holds 146")
    func s4() throws {
        let link = "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
        let result = try recordings(link, ["--sort", "song"])
        #expect(result.total == 3_231)
        #expect(result.groups.count == 99)
        #expect(result.groups.first { $0.key == "Tiger Rag" }?.count == 146)
        let keys = result.groups.map(\.key)
        #expect(keys == keys.sorted { SearchFolding.precedes($0, $1) })
    }

    @Test("Louis Armstrong's roles: leader and sideman recordings overlap where he holds both")
    func armstrongRoles() throws {
        let link = "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
        let leader = try recordings(link, ["--role", "leader"]).total
        let sideman = try recordings(link, ["--role", "sideman"]).total
        #expect(leader > 2_900 && sideman > 0)
        #expect(leader + sideman > 3_231, "some recordings carry both roles")
        let tiger = try recordings(link, ["--search", "tiger rag", "--sort", "song"])
        #expect(tiger.groups.map(\.key) == ["Tiger Rag"] && tiger.total == 146)
    }
}
