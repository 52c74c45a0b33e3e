import Catalog
import FoundationEssentials
import SQLite
import StableHashing

/// Writes the whole demo catalog into an empty database, deterministically: every random
/// choice comes from `SeededRandom` streams named after what they decide, and every id from
/// `StableID`, so two runs on two machines write the same content.
final class DemoCatalogBuilder {
    struct Progress {
        let phase: String
        let fraction: Double
    }

    let db: SQLiteConnection
    let writer: CatalogWriter
    let songs = StandardSongs.all
    let performers = DemoPerformers.make()
    let plan: DemoCatalogPlan
    let report: (Progress) throws -> Void

    var nextRecordingID = 1
    /// How many transcriptions and videos are written: the last one's id.
    var transcriptionsWritten = 0
    var videosWritten = 0
    var nextReleaseID = 1
    var recordingsWithDefaultRelease = 0
    var recordingReleaseLinks = 0
    /// Albums still taking tracks, by leading performer id (0 for leaderless recordings).
    var openAlbums: [Int: OpenAlbum] = [:]
    var recordingsByLeader: [Int: [Int]] = [:]
    /// Recording years by recording id - 1, for dating compilations after their tracks.
    var recordingYears: [Int?] = []
    var contributionClock = 0

    struct OpenAlbum {
        let releaseID: Int
        var tracks: Int
    }

    init(db: SQLiteConnection, report: @escaping (Progress) throws -> Void) {
        self.db = db
        writer = CatalogWriter(db)
        self.report = report
        plan = DemoCatalogPlan(songs: StandardSongs.all)
    }

    func build() throws {
        try writer.createTables()
        try db.transaction {
            try report(Progress(phase: "songs and performers", fraction: 0))
            try writeInstruments()
            try writeSongs()
            try writePerformers()
            var authority = SeededRandom("authority")
            let recommendations = authorityRecommendationCounts()
            for index in songs.indices {
                let recordings = try writeRecordings(songIndex: index)
                try writeAuthorityRecommendations(
                    songIndex: index, recordings: recordings, count: recommendations[index], random: &authority)
                try writeSongMedia(songIndex: index, recordings: recordings)
                try report(
                    Progress(phase: "recordings", fraction: 0.05 + 0.8 * Double(index + 1) / Double(songs.count)))
            }
            try report(Progress(phase: "compilations", fraction: 0.86))
            try writeCompilations()
            try alignReleaseYears()
        }
        try report(Progress(phase: "indexes", fraction: 0.9))
        try writer.createIndexes()
        try report(Progress(phase: "derived facts", fraction: 0.95))
        try db.transaction { try CatalogDerivations.refresh(db) }
        try writer.finish(meta: [("origin", "demo")])
        try report(Progress(phase: "done", fraction: 1))
    }

    // MARK: - Songs, instruments, performers

    private func writeInstruments() throws {
        for (offset, instrument) in DemoInstruments.all.enumerated() {
            try writer.insertInstrument(id: offset + 1, name: instrument.name, category: instrument.category)
        }
    }

    private func writeSongs() throws {
        for (index, song) in songs.enumerated() {
            let slug = song.title.replacing(" ", with: "_")
            let wikipedia = "https://en.wikipedia.org/wiki/\(slug)"
            let references = SQLiteCatalogStore.encodeDictionary([
                "wikipedia": wikipedia,
                "jazzstandards": "https://www.jazzstandards.com/compositions/\(Self.urlSlug(song.title)).htm",
            ])
            let facts = Self.facts(of: song)
            try writer.insertSong(
                id: index + 1, uuid: StableID.make("song", song.title), title: song.title, composer: song.composer,
                composedYear: song.year, composedKey: song.key, structure: Self.summary(of: song, index: index),
                wikipediaURL: wikipedia, externalReferences: references,
                alternateTitles: SQLiteCatalogStore.encodeStrings(song.alternateTitles),
                searchKey: SearchFolding.searchKey([song.title, song.composer] + song.alternateTitles),
                sortKey: SearchFolding.fold(song.title), songReference: facts.reference,
                musicbrainzID: facts.musicbrainzID, createdAt: DemoCatalogShape.contentFixedAt,
                updatedAt: DemoCatalogShape.contentFixedAt)
        }
    }

    private func writePerformers() throws {
        for (offset, performer) in performers.enumerated() {
            let id = offset + 1
            let wikipedia =
                performer.isFamous
                ? "https://en.wikipedia.org/wiki/\(performer.name.replacing(" ", with: "_"))" : nil
            try writer.insertPerformer(
                id: id, uuid: StableID.make("performer", performer.name), name: performer.name,
                sortName: performer.sortName, birthDate: performer.birthDate, deathDate: performer.deathDate,
                biography: performer.biography, wikipediaURL: wikipedia,
                searchKey: SearchFolding.searchKey([performer.name, performer.sortName]),
                sortKey: SearchFolding.fold(performer.sortName))
            for (position, instrumentID) in performer.instrumentIDs.enumerated() {
                try writer.insertPerformerInstrument(performer: id, instrument: instrumentID, isPrimary: position == 0)
            }
        }
    }

    /// About 3,150 recommendations, more for songs with more recordings.
    private func authorityRecommendationCounts() -> [Int] {
        let weights = plan.recordingCounts.map { Double($0).squareRoot() }
        let total = weights.reduce(0, +)
        var counts = weights.map { max(1, Int(Double(DemoCatalogShape.authorityRecommendationCount) * $0 / total)) }
        var remainder = DemoCatalogShape.authorityRecommendationCount - counts.reduce(0, +)
        let order = counts.indices.sorted { plan.recordingCounts[$0] > plan.recordingCounts[$1] }
        var cursor = 0
        while remainder != 0 {
            let index = order[cursor % order.count]
            if remainder > 0 {
                counts[index] += 1
                remainder -= 1
            } else if counts[index] > 1 {
                counts[index] -= 1
                remainder += 1
            }
            cursor += 1
        }
        return counts
    }

    // MARK: - Text

    static func urlSlug(_ text: String) -> String {
        String(SearchFolding.fold(text).map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// A short, generated paragraph: long enough that the song page clamps it.
    private static func summary(of song: StandardSong, index: Int) -> String {
        let composers = song.composer.replacing(", ", with: " and ")
        let era =
            song.year < 1930
            ? "the jazz age" : song.year < 1946 ? "the swing era" : song.year < 1960 ? "the bebop years" : "modern jazz"
        var text = "“\(song.title)” is a jazz standard written by \(composers) in \(song.year)."
        text += " It belongs to \(era), and musicians of every generation since have recorded it."
        if !song.alternateTitles.isEmpty {
            text += " It is also known as “\(song.alternateTitles.joined(separator: "”, “"))”."
        }
        text += " This summary is generated for the demo catalog; the recordings below are fictional"
        text += " except for the names of the well-known performers."
        return text
    }
}

extension SQLiteCatalogStore {
    static func encodeDictionary(_ dictionary: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(dictionary)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
