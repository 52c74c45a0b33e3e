import Foundation
import TestThreads
import Testing

@testable import Catalog

@Suite("Text cut where it enters the catalog", .testThreads)
struct CatalogTextTests {
    private static let huge = String(repeating: "T", count: 200_000)

    @Test("a name keeps 512 scalars, other text 8,192, then …; shorter text is kept as it is")
    func limits() {
        #expect(CatalogText.bounded(Self.huge, field: "album_title") == String(repeating: "T", count: 512) + "…")
        #expect(CatalogText.bounded(Self.huge, field: "biography") == String(repeating: "T", count: 8_192) + "…")
        #expect(CatalogText.bounded(Self.huge, field: nil).count == 8_193)
        let exact = String(repeating: "n", count: 512)
        #expect(CatalogText.bounded(exact, field: "name") == exact)
        #expect(CatalogText.name("Body and Soul") == "Body and Soul")
    }

    @Test("the cut falls between characters: an accent is never parted from its letter")
    func characters() {
        // 300 letters of two scalars each: 256 of them fill the 512.
        let accented = String(repeating: "e\u{301}", count: 300)
        let cut = CatalogText.bounded(accented, field: "title")
        #expect(cut == String(repeating: "e\u{301}", count: 256) + "…")
        #expect(cut.unicodeScalars.count == 513)
    }

    @Test(
        "the upstream's names and titles are known by their field; the rest are text",
        arguments: [
            ("title", true), ("album_title", true), ("song_title", true), ("name", true), ("sort_name", true),
            ("artist_credit", true), ("composer", true), ("instrument", true), ("role", true), ("label", true),
            ("format_name", true), ("biography", false), ("notes", false), ("wikipedia_url", false),
            ("best_cover_art_small", false), ("structure", false),
        ])
    func fields(field: String, isName: Bool) {
        #expect(CatalogText.isName(field) == isName)
    }

    @Test("a server's 200,000-character title, name and credit arrive cut; its biography at the prose limit")
    func answers() throws {
        let shell = """
            {"song_id": "s", "recordings": [{"id": "r", "title": "\(Self.huge)", "album_title": "\(Self.huge)",
             "artist_credit": "\(Self.huge)", "performers": [{"id": "p", "name": "\(Self.huge)", "role": "leader"}]}]}
            """
        let decoded = try JSONDecoder().decode(ShellResponse.self, from: Data(shell.utf8))
        let row = try #require(decoded.recordings.first)
        for text in [row.title, row.albumTitle, row.artistCredit, row.performers.first?.name] {
            #expect(text?.count == 513)
            #expect(text?.hasSuffix("…") == true)
        }
        let performer = """
            {"id": "p", "name": "\(Self.huge)", "biography": "\(Self.huge)"}
            """
        let summary = try JSONDecoder().decode(PerformerSummary.self, from: Data(performer.utf8))
        #expect(summary.name.count == 513)
        #expect(summary.biography?.count == 8_193)
    }

    @Test("a file's 200,000-character titles and names are read cut, in the shell, the batch and the artist's list")
    func rows() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song(Self.huge)
        // Two bytes a scalar, and four: the file's bytes are cut before they are read as text.
        let leader = try fixture.performer(String(repeating: "ø", count: 100_000), sortName: Self.huge)
        let release = try fixture.release(String(repeating: "🎷", count: 50_000), credit: Self.huge)
        let recording = try fixture.recording(song: song.id, year: 1959, title: Self.huge, release: release)
        try fixture.credit(recording.id, leader.id, "leader")
        let store = try fixture.open()

        let shell = try #require(try store.songShell(id: song.uuid, sort: .year)).recordings
        #expect(shell.map(\.title?.count) == [513])
        #expect(shell.map(\.artistCredit?.count) == [513])
        #expect(shell.first?.performers.map(\.name) == [String(repeating: "ø", count: 512) + "…"])
        #expect(shell.map(\.albumTitle) == [String(repeating: "🎷", count: 512) + "…"])
        let batch = try store.hydrate(ids: [recording.uuid]).recordings
        #expect(batch.map(\.title?.count) == [513])
        #expect(batch.map(\.albumTitle?.count) == [513])
        #expect(batch.first?.performers.map(\.name.count) == [513])
        let performed = try #require(try store.performerRecordings(id: leader.uuid)).recordings
        #expect(performed.map(\.songTitle.count) == [513])
        #expect(try store.songSummary(id: song.uuid)?.title.count == 513)
        #expect(try store.performerSummary(id: leader.uuid)?.name.count == 513)
        #expect(try store.songs(matching: nil).map(\.title.count) == [513])
    }

    @Test("a file's 200,000-character biography and other titles are read cut, as prose and as names")
    func proseAndOtherTitles() throws {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Body and Soul", alternateTitles: [Self.huge])
        let performer = try fixture.performer("Coleman Hawkins")
        try fixture.sql("UPDATE performers SET biography = ?1", .text(Self.huge))
        let store = try fixture.open()
        #expect(try store.performerSummary(id: performer.uuid)?.biography?.count == 8_193)
        #expect(try store.songSummary(id: song.uuid)?.altTitles.map(\.count) == [513])
        #expect(try store.songs(matching: nil).first?.altTitles.map(\.count) == [513])
    }
}
