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
    let songs = StandardSongs.all
    let performers = DemoPerformers.make()
    let plan: DemoCatalogPlan
    let report: (Progress) throws -> Void

    var nextRecordingID = 1
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
        self.report = report
        plan = DemoCatalogPlan(songs: StandardSongs.all)
    }

    func build() throws {
        for statement in CatalogSchema.statements where statement.hasPrefix("CREATE TABLE") {
            try db.execute(statement)
        }
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
                try report(
                    Progress(phase: "recordings", fraction: 0.05 + 0.8 * Double(index + 1) / Double(songs.count)))
            }
            try report(Progress(phase: "compilations", fraction: 0.86))
            try writeCompilations()
            try alignReleaseYears()
        }
        try report(Progress(phase: "indexes", fraction: 0.9))
        for statement in CatalogSchema.statements where statement.hasPrefix("CREATE INDEX") {
            try db.execute(statement)
        }
        try report(Progress(phase: "derived facts", fraction: 0.95))
        try db.transaction { try CatalogDerivations.refresh(db) }
        try db.execute("ANALYZE")
        try db.transaction {
            let meta = try db.statement("INSERT INTO meta(key, value) VALUES (?1, ?2)")
            for (key, value) in [
                ("schema_version", String(CatalogSchema.version)), ("origin", "demo"), ("complete", "1"),
            ] {
                try meta.bind(.text(key), .text(value)).run()
            }
        }
        try report(Progress(phase: "done", fraction: 1))
    }

    // MARK: - Songs, instruments, performers

    private func writeInstruments() throws {
        let insert = try db.statement("INSERT INTO instruments(id, name, category) VALUES (?1, ?2, ?3)")
        for (offset, instrument) in DemoInstruments.all.enumerated() {
            try insert.bind(.integer(offset + 1), .text(instrument.name), .text(instrument.category)).run()
        }
    }

    private func writeSongs() throws {
        let insert = try db.statement(
            """
            INSERT INTO songs(id, uuid, title, composer, composed_year, composed_key, structure, wikipedia_url,
                              external_references, alt_titles, search_key, sort_key)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
            """)
        for (index, song) in songs.enumerated() {
            let slug = song.title.replacing(" ", with: "_")
            let wikipedia = "https://en.wikipedia.org/wiki/\(slug)"
            let references = SQLiteCatalogStore.encodeDictionary([
                "wikipedia": wikipedia,
                "jazzstandards": "https://www.jazzstandards.com/compositions/\(Self.urlSlug(song.title)).htm",
            ])
            try insert.bind(
                .integer(index + 1), .text(StableID.make("song", song.title)), .text(song.title), .text(song.composer),
                .integer(song.year), .optional(song.key), .text(Self.summary(of: song, index: index)),
                .text(wikipedia), .text(references), .text(SQLiteCatalogStore.encodeStrings(song.alternateTitles)),
                .text(SearchFolding.searchKey([song.title, song.composer] + song.alternateTitles)),
                .text(SearchFolding.fold(song.title))
            ).run()
        }
    }

    private func writePerformers() throws {
        let insert = try db.statement(
            """
            INSERT INTO performers(id, uuid, name, sort_name, birth_date, death_date, biography, wikipedia_url,
                                   search_key, sort_key)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
            """)
        let instrument = try db.statement(
            "INSERT INTO performer_instruments(performer_id, instrument_id, is_primary) VALUES (?1, ?2, ?3)")
        for (offset, performer) in performers.enumerated() {
            let id = offset + 1
            let wikipedia =
                performer.isFamous
                ? "https://en.wikipedia.org/wiki/\(performer.name.replacing(" ", with: "_"))" : nil
            try insert.bind(
                .integer(id), .text(StableID.make("performer", performer.name)), .text(performer.name),
                .text(performer.sortName), .optional(performer.birthDate), .optional(performer.deathDate),
                .optional(performer.biography), .optional(wikipedia),
                .text(SearchFolding.searchKey([performer.name, performer.sortName])),
                .text(SearchFolding.fold(performer.sortName))
            ).run()
            for (position, instrumentID) in performer.instrumentIDs.enumerated() {
                try instrument.bind(.integer(id), .integer(instrumentID), .bool(position == 0)).run()
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
