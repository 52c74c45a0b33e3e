import CatalogTestSupport
import Foundation
import SQLite
import TestThreads
import Testing

@testable import Catalog
@testable import DemoCatalog

@Suite("The generated demo catalog", .testThreads)
struct DemoCatalogTests {
    @Test("entity counts follow the real catalog's scale")
    func scale() throws {
        let counts = try SharedDemoCatalog.store().counts()
        func within(_ value: Int, _ target: Int, _ tolerance: Double = 0.02) -> Bool {
            abs(Double(value - target)) <= Double(target) * tolerance
        }
        #expect(counts.songs == 321)
        #expect(within(counts.recordings, 107_281))
        #expect(within(counts.performers, 31_223))
        #expect(within(counts.releases, 70_931))
        #expect(within(counts.performerCredits, 283_768, 0.05))
        #expect(within(counts.authorityRecommendations, 3_150, 0.05))
        #expect(counts.recordingReleases >= counts.recordings - counts.recordings / 50)
    }

    @Test("recordings per song are skewed: maximum 1,721 (Summertime), p90 about 726")
    func skew() throws {
        let store = try SharedDemoCatalog.store()
        var perSong: [(String, Int)] = []
        for song in try store.songs() {
            perSong.append((song.title, try #require(try store.songSummary(id: song.id)).recordingCount))
        }
        let sorted = perSong.sorted { $0.1 > $1.1 }
        #expect(sorted[0].0 == "Summertime" && sorted[0].1 == 1_721)
        let p90 = sorted[sorted.count / 10].1
        #expect((690...760).contains(p90), "p90 is \(p90)")
        #expect(perSong.first { $0.0 == "All of Me" }?.1 == 701)
    }

    @Test("the scenario entities have the same ids in every generated catalog")
    func stableIDs() throws {
        #expect(try SharedDemoCatalog.songID("All of Me") == StableID.make("song", "All of Me"))
        #expect(try SharedDemoCatalog.artistID("Louis Armstrong") == StableID.make("performer", "Louis Armstrong"))
    }

    @Test("streaming links on a third to two thirds of recordings; consensus on most, not all")
    func coverage() throws {
        let store = try SharedDemoCatalog.store()
        let shell = try #require(try store.songShell(id: try SharedDemoCatalog.songID("Summertime"), sort: .year))
            .recordings
        let playable = Double(shell.filter(\.hasStreaming).count) / Double(shell.count)
        #expect(playable > 0.33 && playable < 0.67, "\(playable)")
        let withConsensus = Double(shell.filter { $0.isInstrumental != nil }.count) / Double(shell.count)
        #expect(withConsensus > 0.5 && withConsensus < 0.99, "\(withConsensus)")
        #expect(shell.contains { $0.recordingYear == nil })
        #expect(shell.contains { $0.performers.isEmpty })
    }

    @Test("hydration of real rows: 50 shell ids come back with art, performers and the batch keys")
    func hydration() throws {
        let store = try SharedDemoCatalog.store()
        let shell = try #require(try store.songShell(id: try SharedDemoCatalog.songID("Summertime"), sort: .year))
            .recordings
        let ids = shell.prefix(50).map(\.id)
        let batch = try store.hydrate(ids: ids).recordings
        #expect(Set(batch.map(\.id)) == Set(ids))
        #expect(batch.contains { $0.bestCoverArtMedium?.hasPrefix("demo-cover://") == true })
        #expect(batch.contains { $0.bestCoverArtMedium == nil })
        for row in batch {
            let shellRow = try #require(shell.first { $0.id == row.id })
            #expect(
                row.performers.first { $0.role == "leader" }?.name == shellRow.performers.first?.name
                    || row.performers.filter { $0.role == "leader" }.count > 1)
            #expect(row.hasSpotify == shellRow.hasSpotify && row.authorityCount == shellRow.authorityCount)
            #expect(row.communityData?.consensus.isInstrumental == shellRow.isInstrumental)
        }
    }

    @Test(
        "keys are written as the upstream writes them: a note, a flat or sharp, m for minor, three characters at most")
    func keyVocabulary() throws {
        let db = try SQLiteConnection(path: SharedDemoCatalog.path, mode: .readOnly)
        var keys: Set<String> = []
        for query in [
            "SELECT DISTINCT composed_key FROM songs WHERE composed_key IS NOT NULL",
            "SELECT DISTINCT performance_key FROM recording_contributions WHERE performance_key IS NOT NULL",
        ] {
            let statement = try db.statement(query)
            while try statement.step() { keys.insert(statement.text(0)) }
        }
        #expect(keys.count >= 10)
        #expect(keys.allSatisfy { $0.wholeMatch(of: /[A-G][b#]?m?/) != nil }, "\(keys.sorted())")
        #expect(keys.contains("Dm") && keys.contains("Bb") && !keys.contains { $0.contains("minor") })
    }

    @Test("generating again writes the same content")
    func determinism() throws {
        let directory = NSTemporaryDirectory() + "approachnote-again-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let again = CatalogLocation(path: directory + "/catalog.sqlite")
        try DemoCatalogGenerator.generate(at: again, force: false)
        // The generator writes the very same bytes, which is the same content and quick to
        // see; only files whose bytes differ are compared row by row.
        if !FileManager.default.contentsEqual(atPath: again.path, andPath: SharedDemoCatalog.path) {
            #expect(try CatalogDigest.of(again.path) == CatalogDigest.of(SharedDemoCatalog.path))
        }
    }
}
