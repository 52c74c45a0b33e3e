import Foundation
import TestThreads
import Testing

@testable import Catalog

@Suite("Shell rows", .testThreads)
struct CatalogStoreShellTests {
    @Test("year sort: ascending, undated last; name sort: leader sort name, leaderless last")
    func ordering() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("All of Me")
        let zed = try fixture.performer("Zed Adams", sortName: "Adams, Zed")
        let amy = try fixture.performer("Amy Young", sortName: "Young, Amy")
        let undated = try fixture.recording(song: song.id, year: nil)
        let late = try fixture.recording(song: song.id, year: 1999)
        let early = try fixture.recording(song: song.id, year: 1931)
        let noLeader = try fixture.recording(song: song.id, year: 1950)
        try fixture.credit(undated.id, zed.id, "leader")
        try fixture.credit(late.id, zed.id, "leader")
        try fixture.credit(early.id, amy.id, "leader")
        try fixture.credit(noLeader.id, amy.id, "sideman")
        let store = try fixture.open()

        let byYear = try #require(try store.songShell(id: song.uuid, sort: .year)).recordings.map(\.id)
        #expect(byYear == [early.uuid, noLeader.uuid, late.uuid, undated.uuid])

        let byName = try #require(try store.songShell(id: song.uuid, sort: .name)).recordings.map(\.id)
        #expect(byName == [late.uuid, undated.uuid, early.uuid, noLeader.uuid])
    }

    @Test("the leader is the one whose sort name comes first; ties fall back to the name")
    func leaderChoice() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Duo")
        let second = try fixture.performer("Bea Smith", sortName: "Smith, Bea")
        let first = try fixture.performer("Al Smith", sortName: "Smith, Al")
        let tieB = try fixture.performer("Kim B", sortName: "Kim")
        let tieA = try fixture.performer("Kim A", sortName: "Kim")
        let duo = try fixture.recording(song: song.id, year: 1960)
        let tie = try fixture.recording(song: song.id, year: 1961)
        try fixture.credit(duo.id, second.id, "leader")
        try fixture.credit(duo.id, first.id, "leader")
        try fixture.credit(tie.id, tieB.id, "leader")
        try fixture.credit(tie.id, tieA.id, "leader")
        let rows = try #require(try fixture.open().songShell(id: song.uuid, sort: .year)).recordings
        #expect(rows.map { $0.performers.map(\.name) } == [["Al Smith"], ["Kim A"]])
        #expect(rows[0].performers[0].role == "leader")
    }

    @Test("flags, instruments, consensus and authority count come from the related rows")
    func derivedFields() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Tiger Rag")
        let louis = try fixture.performer("Louis Armstrong", sortName: "Armstrong, Louis")
        let pianist = try fixture.performer("Earl Hines", sortName: "Hines, Earl")
        let album = try fixture.release("Hot Fives", credit: "Louis Armstrong and His Hot Five")
        let recording = try fixture.recording(song: song.id, year: 1928, title: "Tiger Rag", release: album)
        try fixture.credit(recording.id, louis.id, "leader", instrument: 1)
        try fixture.credit(recording.id, louis.id, "leader", instrument: 2)
        try fixture.credit(recording.id, pianist.id, "sideman", instrument: 3)
        try fixture.link(recording.id, release: album, service: "spotify")
        try fixture.link(recording.id, release: album, service: "youtube")
        try fixture.vote(recording.id, user: "a", instrumental: true, at: "2026-01-01T00:00:00Z")
        try fixture.vote(recording.id, user: "b", instrumental: false, at: "2026-01-02T00:00:00Z")
        try fixture.vote(recording.id, user: "c", instrumental: nil, at: "2026-01-03T00:00:00Z")
        try fixture.recommend(song: song.id, recording: recording.id)
        try fixture.recommend(song: song.id, recording: recording.id)
        try fixture.recommend(song: song.id, recording: nil)
        let bare = try fixture.recording(song: song.id, year: nil)

        let rows = try #require(try fixture.open().songShell(id: song.uuid, sort: .year)).recordings
        let row = rows[0]
        #expect(row.albumTitle == "Hot Fives")
        #expect(row.artistCredit == "Louis Armstrong and His Hot Five")
        #expect(row.instrumentsPresent == ["Piano", "Trumpet", "Vocals"])
        #expect(row.performers.count == 1)
        #expect((row.hasSpotify, row.hasAppleMusic, row.hasYoutube, row.hasStreaming) == (true, false, true, true))
        #expect(row.isInstrumental == false, "a 1–1 tie goes to the newer vote")
        #expect(row.authorityCount == 2)

        let empty = rows[1]
        #expect(empty.id == bare.uuid)
        #expect(empty.performers.isEmpty && empty.instrumentsPresent.isEmpty)
        #expect(
            empty.isInstrumental == nil && empty.albumTitle == nil && !empty.hasStreaming && empty.authorityCount == 0)
    }

    @Test("consensus: the majority wins, a tie goes to the newer vote, no votes means no consensus")
    func consensus() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Votes")
        let majority = try fixture.recording(song: song.id, year: 1950)
        let tieNewerVocal = try fixture.recording(song: song.id, year: 1951)
        let tieNewerInstrumental = try fixture.recording(song: song.id, year: 1952)
        let onlyNull = try fixture.recording(song: song.id, year: 1953)
        let none = try fixture.recording(song: song.id, year: 1954)
        try fixture.vote(majority.id, user: "a", instrumental: true, at: "2026-01-01T00:00:00Z")
        try fixture.vote(majority.id, user: "b", instrumental: true, at: "2026-01-02T00:00:00Z")
        try fixture.vote(majority.id, user: "c", instrumental: false, at: "2026-02-01T00:00:00Z")
        try fixture.vote(tieNewerVocal.id, user: "a", instrumental: true, at: "2026-01-01T00:00:00Z")
        try fixture.vote(tieNewerVocal.id, user: "b", instrumental: false, at: "2026-01-02T00:00:00Z")
        try fixture.vote(tieNewerInstrumental.id, user: "a", instrumental: true, at: "2026-01-05T00:00:00Z")
        try fixture.vote(tieNewerInstrumental.id, user: "b", instrumental: false, at: "2026-01-02T00:00:00Z")
        try fixture.vote(onlyNull.id, user: "a", instrumental: nil, at: "2026-01-02T00:00:00Z")
        let store = try fixture.open()
        let shell = try #require(try store.songShell(id: song.uuid, sort: .year)).recordings
        #expect(shell.map(\.isInstrumental) == [true, false, true, nil, nil])
        let batch = try store.hydrate(ids: [majority.uuid, onlyNull.uuid, none.uuid]).recordings
        let byID = Dictionary(uniqueKeysWithValues: batch.map { ($0.id, $0.communityData) })
        #expect(byID[majority.uuid] == CommunityDataSummary(isInstrumental: true, votes: 3))
        #expect(byID[onlyNull.uuid] == CommunityDataSummary(isInstrumental: nil, votes: 0))
        #expect(byID[none.uuid] == .some(nil))
    }

    @Test("an unknown song has no shell; a malformed id is refused before the query")
    func unknownAndMalformed() throws {
        let fixture = try FixtureCatalog()
        let store = try fixture.open()
        #expect(try store.songShell(id: FixtureCatalog.uuid(999), sort: .year) == nil)
        #expect(throws: CatalogQueryError.malformedID("not-a-uuid")) {
            try store.songShell(id: "not-a-uuid", sort: .year)
        }
    }

    @Test("the row names its release and leader as they are, absent parts null")
    func releaseAndLeaderNames() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Names")
        let plain = try fixture.performer("Plain Name")
        let sorted = try fixture.performer("Sorted Name", sortName: "Name, Sorted")
        let titled = try fixture.release("Only a Title")
        let credited = try fixture.release(nil, credit: "Credited Artist")
        let first = try fixture.recording(song: song.id, year: 1950, release: titled)
        let second = try fixture.recording(song: song.id, year: 1951, release: credited)
        let third = try fixture.recording(song: song.id, year: 1952)
        try fixture.credit(first.id, plain.id, "leader")
        try fixture.credit(second.id, sorted.id, "leader", instrument: 1)
        try fixture.credit(third.id, plain.id, "sideman", instrument: 3)
        let rows = try #require(try fixture.open().songShell(id: song.uuid, sort: .year)).recordings
        #expect(rows.map(\.id) == [first.uuid, second.uuid, third.uuid])
        #expect(rows.map(\.albumTitle) == ["Only a Title", nil, nil])
        #expect(rows.map(\.artistCredit) == [nil, "Credited Artist", nil])
        #expect(
            rows.map(\.performers) == [
                [PerformerCredit(id: plain.uuid, name: "Plain Name", sortName: nil, instrument: nil, role: "leader")],
                [
                    PerformerCredit(
                        id: sorted.uuid, name: "Sorted Name", sortName: "Name, Sorted", instrument: "Trumpet",
                        role: "leader")
                ],
                [],
            ])
    }

    /// The server writes the shell's JSON from the rows as it reads them; the application
    /// makes rows of them. Both must come to the same bytes, whatever the text holds.
    @Test("the shell's JSON written from the rows is the JSON of the shell's rows, odd text included")
    func shellJSONFromTheRows() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Odd \"Text\"")
        try fixture.sql(
            "INSERT INTO instruments(id, name) VALUES (90, 'Horn \"in F\"'), (91, 'Tenor\tSax'), (92, 'Cor anglais')")
        let plain = try fixture.performer("Plain")
        let accented = try fixture.performer("Zoë “Zed” Ölund", sortName: "Ölund, Zoë")
        let album = try fixture.release("Back\\slash / Slash", credit: "Line\nBreak")
        let quoted = try fixture.recording(song: song.id, year: 1950, title: "\u{1}Start\u{1F}", release: album)
        let escaped = try fixture.recording(song: song.id, year: 1950, title: "Ünïcödé 😀")
        let leaderless = try fixture.recording(song: song.id, year: nil)
        let broken = try fixture.recording(song: song.id, year: 1949)
        try fixture.sql("UPDATE recordings SET title = CAST(x'41ff42' AS TEXT) WHERE id = ?1", .integer(broken.id))
        try fixture.credit(quoted.id, accented.id, "leader", instrument: 90)
        try fixture.credit(quoted.id, plain.id, "sideman", instrument: 91)
        try fixture.credit(escaped.id, plain.id, "leader")
        try fixture.credit(escaped.id, accented.id, "sideman", instrument: 92)
        try fixture.credit(leaderless.id, plain.id, "other", instrument: 2)
        let store = try fixture.open()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for sort in SongRecordingSort.allCases {
            let shell = try #require(try store.songShell(id: song.uuid, sort: sort))
            #expect(shell.recordings.count == 4)
            #expect(shell.recordings.first { $0.id == broken.uuid }?.title == "A\u{FFFD}B")
            #expect(
                shell.recordings.first { $0.id == quoted.uuid }?.instrumentsPresent == ["Horn \"in F\"", "Tenor\tSax"])
            let served = try #require(try store.songShellJSON(id: song.uuid.uppercased(), sort: sort))
            #expect(
                String(decoding: served, as: UTF8.self) == String(decoding: try encoder.encode(shell), as: UTF8.self))
        }
        #expect(try store.songShellJSON(id: FixtureCatalog.uuid(999), sort: .year) == nil)
        #expect(throws: CatalogQueryError.self) { try store.songShellJSON(id: "not-a-uuid", sort: .year) }
    }

    @Test("each shell row has exactly the upstream keys, nulls included")
    func shellKeys() throws {
        let row = ShellRecording(
            id: "x", title: nil, albumTitle: nil, artistCredit: nil, recordingYear: nil, performers: [],
            instrumentsPresent: [], isInstrumental: nil, hasSpotify: false, hasAppleMusic: false, hasYoutube: false)
        let keys = try JSONKeys.of(row)
        #expect(
            keys
                == [
                    "id", "title", "album_title", "artist_credit", "recording_year", "is_canonical", "performers",
                    "instruments_present", "is_instrumental", "has_streaming", "has_spotify", "has_apple_music",
                    "has_youtube", "authority_count",
                ].sorted())
    }
}
