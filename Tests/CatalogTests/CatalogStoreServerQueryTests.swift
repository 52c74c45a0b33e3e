import Foundation
import TestThreads
import Testing

@testable import Catalog

/// The store's answers that only the server asks for.
@Suite(.testThreads) struct CatalogStoreServerQueryTests {
    @Test("an artist's recordings in the upstream's orders: newest first by year, or by song then newest")
    func performerRecordingSorts() throws {
        let fixture = try FixtureCatalog()
        let body = try fixture.song("Body and Soul")
        let tiger = try fixture.song("Tiger Rag")
        let louis = try fixture.performer("Louis Armstrong", sortName: "Armstrong, Louis")
        let tiger1930 = try fixture.recording(song: tiger.id, year: 1930)
        let tigerUndated = try fixture.recording(song: tiger.id, year: nil)
        let body1950 = try fixture.recording(song: body.id, year: 1950)
        let tiger1950 = try fixture.recording(song: tiger.id, year: 1950)
        let body1932 = try fixture.recording(song: body.id, year: 1932)
        for recording in [tiger1930, tigerUndated, body1950, tiger1950, body1932] {
            try fixture.credit(recording.id, louis.id, "leader")
        }
        let store = try fixture.open()
        let byYear = try #require(try store.performerRecordings(id: louis.uuid, sort: .year))
        #expect(
            byYear.recordings.map(\.recordingId)
                == [body1950.uuid, tiger1950.uuid, body1932.uuid, tiger1930.uuid, tigerUndated.uuid])
        let byName = try #require(try store.performerRecordings(id: louis.uuid, sort: .name))
        #expect(
            byName.recordings.map(\.recordingId)
                == [body1950.uuid, body1932.uuid, tiger1950.uuid, tiger1930.uuid, tigerUndated.uuid])
        #expect(byName.recordingCount == 5)
        #expect(try store.performerRecordings(id: FixtureCatalog.uuid(999), sort: .name) == nil)
    }

    @Test("a recording's releases in the page's order, each with the recording's performers")
    func recordingReleases() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Oleo")
        let miles = try fixture.performer("Miles Davis", sortName: "Davis, Miles")
        let sonny = try fixture.performer("Sonny Rollins", sortName: "Rollins, Sonny")
        let main = try fixture.release("Bags' Groove")
        let reissue = try fixture.release("Reissue")
        let recording = try fixture.recording(song: song.id, year: 1954, release: main)
        try fixture.credit(recording.id, sonny.id, "sideman", instrument: 1)
        try fixture.credit(recording.id, miles.id, "leader", instrument: 1)
        try fixture.link(recording.id, release: reissue, service: "spotify")
        let store = try fixture.open()
        let rows = try #require(try store.recordingReleases(id: recording.uuid))
        #expect(rows.map(\.release.title) == ["Reissue", "Bags' Groove"])
        #expect(rows.map(\.release.isDefault) == [false, true])
        #expect(rows.allSatisfy { $0.performers.map(\.name) == ["Miles Davis", "Sonny Rollins"] })
        let keys = try JSONKeys.of(rows[0])
        #expect(keys == (try JSONKeys.of(rows[0].release) + ["performers", "release_credits"]).sorted())
        let decoded = try JSONDecoder().decode([RecordingRelease].self, from: PayloadJSON.encode(rows))
        #expect(decoded == rows)
        #expect(try store.recordingReleases(id: FixtureCatalog.uuid(999)) == nil)
        #expect(throws: CatalogQueryError.malformedID("x")) { try store.recordingReleases(id: "x") }
    }
}
