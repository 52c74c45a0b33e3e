import TestThreads
import Testing

@testable import Catalog

@Suite("Batch hydration, summary, detail and the performer queries", .testThreads)
struct CatalogStoreBatchTests {
    @Test("1 to 100 ids; unknown ids are left out; bad batches are refused")
    func batchLimits() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Oleo")
        let known = try fixture.recording(song: song.id, year: 1954)
        let store = try fixture.open()
        let result = try store.hydrate(ids: [known.uuid, FixtureCatalog.uuid(777), " "])
        #expect(result.recordings.map(\.id) == [known.uuid])
        #expect(throws: CatalogQueryError.batchSize(0)) { try store.hydrate(ids: []) }
        #expect(throws: CatalogQueryError.batchSize(101)) {
            try store.hydrate(ids: (1...101).map(FixtureCatalog.uuid))
        }
        #expect(throws: CatalogQueryError.malformedID("1234")) { try store.hydrate(ids: [known.uuid, "1234"]) }
        #expect(CatalogQueryError.batchSize(101).description == "Too many IDs: 101 > max 100.")
    }

    @Test("hydrated rows list every performer, leaders first, and the best cover by the rules")
    func hydratedRow() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Oleo")
        let sonny = try fixture.performer("Sonny Rollins", sortName: "Rollins, Sonny")
        let miles = try fixture.performer("Miles Davis", sortName: "Davis, Miles")
        let horace = try fixture.performer("Horace Silver", sortName: "Silver, Horace")
        let engineer = try fixture.performer("Rudy Van Gelder", sortName: "Van Gelder, Rudy")
        let defaultRelease = try fixture.release("Bags' Groove")
        let other = try fixture.release("Compilation")
        let recording = try fixture.recording(song: song.id, year: 1954, release: defaultRelease)
        try fixture.sql(
            "INSERT INTO recording_releases(recording_id, release_id) VALUES (?1, ?2)", .integer(recording.id),
            .integer(other))
        try fixture.credit(recording.id, engineer.id, "other")
        try fixture.credit(recording.id, sonny.id, "sideman", instrument: 1)
        try fixture.credit(recording.id, horace.id, "sideman", instrument: 3)
        try fixture.credit(recording.id, miles.id, "leader", instrument: 1)
        try fixture.cover(release: other, source: "MusicBrainz")
        try fixture.cover(release: defaultRelease, source: "Spotify")
        try fixture.cover(release: defaultRelease, source: "MusicBrainz")
        try fixture.cover(release: other, source: "MusicBrainz", type: "Back")
        try fixture.link(recording.id, release: other, service: "spotify", url: "https://low", confidence: 0.5)
        try fixture.link(
            recording.id, release: defaultRelease, service: "spotify", url: "https://high", confidence: 0.9)
        try fixture.vote(recording.id, user: "a", instrumental: true, at: "2026-01-01T00:00:00Z")

        let row = try #require(try fixture.open().hydrate(ids: [recording.uuid]).recordings.first)
        #expect(row.performers.map(\.name) == ["Miles Davis", "Sonny Rollins", "Horace Silver", "Rudy Van Gelder"])
        #expect(row.bestCoverArtMedium == "MusicBrainz-\(defaultRelease)-m", "default release first, then CAA")
        #expect(row.hasBackCover == false, "a back cover only counts from the default release")
        #expect(row.bestSpotifyUrl == "https://high")
        #expect(row.streamingServices == ["spotify"])
        #expect(row.communityData == CommunityDataSummary(isInstrumental: true, votes: 1))
        let keys = try JSONKeys.of(row)
        #expect(keys.count == 27 && keys.contains("community_data") && !keys.contains("instruments_present"))
    }

    @Test("the front cover falls back to any linked release when the default has none")
    func coverFallback() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Oleo")
        let bare = try fixture.release("No art")
        let other = try fixture.release("Has art")
        let recording = try fixture.recording(song: song.id, year: 1954, release: bare)
        try fixture.sql(
            "INSERT INTO recording_releases(recording_id, release_id) VALUES (?1, ?2)", .integer(recording.id),
            .integer(other))
        try fixture.cover(release: other, source: "Apple")
        let row = try #require(try fixture.open().hydrate(ids: [recording.uuid]).recordings.first)
        #expect(row.bestCoverArtSmall == "Apple-\(other)-s")
        #expect(row.bestCoverArtSource == "Apple")
    }

    @Test("featured recordings: those with a recommendation, oldest first, undated last")
    func featured() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Body and Soul", composer: "Johnny Green")
        let undated = try fixture.recording(song: song.id, year: nil)
        let later = try fixture.recording(song: song.id, year: 1961)
        let earlier = try fixture.recording(song: song.id, year: 1939)
        try fixture.recording(song: song.id, year: 1935)
        for recording in [undated, later, earlier] { try fixture.recommend(song: song.id, recording: recording.id) }
        try fixture.recommend(song: song.id, recording: earlier.id)
        try fixture.recommend(song: song.id, recording: nil)
        let summary = try #require(try fixture.open().songSummary(id: song.uuid))
        #expect(summary.featuredRecordings.map(\.id) == [earlier.uuid, later.uuid, undated.uuid])
        #expect(summary.featuredRecordings[0].authorityCount == 2)
        #expect(summary.recordingCount == 4)
        #expect(summary.authorityRecommendationCount == 5)
        #expect(summary.composer == "Johnny Green")
        #expect(try fixture.open().songSummary(id: FixtureCatalog.uuid(999)) == nil)
    }

    @Test("each artist-page card shows the front cover the batch chooses, by the same rules")
    func performerCovers() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Tiger Rag")
        let louis = try fixture.performer("Louis Armstrong", sortName: "Armstrong, Louis")
        let own = try fixture.release("Hot Fives")
        let earlier = try fixture.release("Anthology")
        let later = try fixture.release("Reissue")
        let sleeve = try fixture.release("Sleeve only")
        let onDefault = try fixture.recording(song: song.id, year: 1927, release: own)
        let noDefault = try fixture.recording(song: song.id, year: 1928)
        let backOnly = try fixture.recording(song: song.id, year: 1929, release: sleeve)
        for (recording, release) in [(onDefault.id, later), (noDefault.id, earlier), (noDefault.id, later)] {
            try fixture.sql(
                "INSERT INTO recording_releases(recording_id, release_id) VALUES (?1, ?2)", .integer(recording),
                .integer(release))
        }
        for recording in [onDefault, noDefault, backOnly] { try fixture.credit(recording.id, louis.id, "leader") }
        try fixture.cover(release: own, source: "Spotify")
        try fixture.cover(release: own, source: "Apple")
        try fixture.cover(release: later, source: "MusicBrainz")
        try fixture.cover(release: earlier, source: "Spotify")
        try fixture.cover(release: sleeve, source: "MusicBrainz", type: "Back")
        let store = try fixture.open()
        let rows = try #require(try store.performerRecordings(id: louis.uuid)).recordings
        // The default release first (its two images tie: the first by source), then Cover Art
        // Archive over a lower release id; a back cover is never a front.
        #expect(rows.map(\.bestCoverArtSmall) == ["Apple-\(own)-s", "MusicBrainz-\(later)-s", nil])
        #expect(rows.map(\.bestCoverArtMedium) == ["Apple-\(own)-m", "MusicBrainz-\(later)-m", nil])
        let batch = try store.hydrate(ids: rows.map(\.recordingId)).recordings
        for row in rows {
            #expect(batch.first { $0.id == row.recordingId }?.bestCoverArtSmall == row.bestCoverArtSmall)
        }
    }

    /// The rows come back in whatever order the database keeps them; the listing must not.
    @Test("one performer credited twice in a role is listed by instrument, none first, whatever the rows' order")
    func repeatedCreditsByInstrument() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Tiger Rag")
        let louis = try fixture.performer("Louis Armstrong", sortName: "Armstrong, Louis")
        let recording = try fixture.recording(song: song.id, year: 1930)
        try fixture.credit(recording.id, louis.id, "leader", instrument: 2)
        try fixture.credit(recording.id, louis.id, "leader", instrument: 1)
        try fixture.credit(recording.id, louis.id, "leader")
        let row = try #require(try fixture.open().hydrate(ids: [recording.uuid]).recordings.first)
        #expect(row.performers.map(\.instrument) == [nil, "Trumpet", "Vocals"])
    }

    @Test("a performer with two roles on one recording gets one row carrying both")
    func performerRecordingsDeduplicate() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Tiger Rag")
        let louis = try fixture.performer("Louis Armstrong", sortName: "Armstrong, Louis")
        let both = try fixture.recording(song: song.id, year: 1930)
        let sideman = try fixture.recording(song: song.id, year: 1931)
        try fixture.credit(both.id, louis.id, "leader", instrument: 2)
        try fixture.credit(both.id, louis.id, "sideman", instrument: 1)
        try fixture.credit(sideman.id, louis.id, "sideman", instrument: 1)
        let store = try fixture.open()
        let rows = try #require(try store.performerRecordings(id: louis.uuid)).recordings
        #expect(rows.map(\.recordingId) == [both.uuid, sideman.uuid])
        #expect(rows.map(\.roles) == [["leader", "sideman"], ["sideman"]])
        #expect(rows.map(\.role) == ["leader", "sideman"])
        // Credits, as the upstream counts them: the recording he leads and plays on, twice.
        #expect(try store.performerSummary(id: louis.uuid)?.recordingCount == 3)
        #expect(try store.performerRecordings(id: FixtureCatalog.uuid(999)) == nil)
    }

    @Test("recording detail: releases, performers with roles, best link per service, full consensus")
    func recordingDetail() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Oleo", composer: "Sonny Rollins")
        let miles = try fixture.performer("Miles Davis", sortName: "Davis, Miles")
        let main = try fixture.release("Bags' Groove")
        let reissue = try fixture.release("Reissue")
        let recording = try fixture.recording(song: song.id, year: 1954, title: "Oleo", release: main)
        try fixture.credit(recording.id, miles.id, "leader", instrument: 1)
        try fixture.link(recording.id, release: reissue, service: "spotify", url: "https://reissue", confidence: 0.95)
        try fixture.link(recording.id, release: main, service: "spotify", url: "https://main", confidence: 0.8)
        try fixture.sql(
            "INSERT INTO recording_contributions VALUES (?1, 'a', 1, 'F', 'Up-Tempo', '2026-01-01T00:00:00Z')",
            .integer(recording.id))
        let detail = try #require(try fixture.open().recordingDetail(id: recording.uuid))
        #expect(detail.songTitle == "Oleo" && detail.composer == "Sonny Rollins")
        #expect(detail.releases.map(\.title) == ["Bags' Groove", "Reissue"])
        #expect(detail.releases.map(\.isDefault) == [true, false])
        #expect(detail.performers.map(\.role) == ["leader"])
        #expect(detail.streamingLinks["spotify"]?.trackUrl == "https://reissue")
        #expect(detail.communityData?.consensus.performanceKey == "F")
        #expect(detail.communityData?.consensus.tempoMarking == "Up-Tempo")
        #expect(try fixture.open().recordingDetail(id: FixtureCatalog.uuid(999)) == nil)
    }
}
