import Foundation
import SQLite

@testable import Catalog

/// A tiny hand-written catalog for rule tests: each test states exactly the rows it needs.
final class FixtureCatalog {
    let directory: String
    let location: CatalogLocation
    private let db: SQLiteConnection
    private var nextID = 1

    init() throws {
        directory = NSTemporaryDirectory() + "approachnote-fixture-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        location = CatalogLocation(path: directory + "/catalog.sqlite")
        db = try SQLiteConnection(path: location.path, mode: .create)
        for statement in CatalogSchema.statements { try db.execute(statement) }
        try db.execute(
            "INSERT INTO meta VALUES ('schema_version', '\(CatalogSchema.version)'), ('complete', '1')")
        for (offset, instrument) in ["Trumpet", "Vocals", "Piano", "Bass Guitar", "Double Bass"].enumerated() {
            try sql("INSERT INTO instruments(id, name) VALUES (?1, ?2)", .integer(offset + 1), .text(instrument))
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Derives the per-recording facts, as every catalog writer must, then opens the store.
    func open() throws -> SQLiteCatalogStore {
        try CatalogDerivations.refresh(db)
        return try SQLiteCatalogStore.open(location)
    }

    func sql(_ text: String, _ values: SQLiteValue...) throws {
        try db.statement(text).bind(values).run()
    }

    static func uuid(_ n: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", n) }

    private func take() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    @discardableResult
    func song(_ title: String, composer: String? = nil, alternateTitles: [String] = []) throws -> (
        id: Int, uuid: String
    ) {
        let id = take()
        try sql(
            "INSERT INTO songs(id, uuid, title, composer, alt_titles, search_key, sort_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            .integer(id), .text(Self.uuid(id)), .text(title), .optional(composer),
            .text(SQLiteCatalogStore.encodeStrings(alternateTitles)),
            .text(SearchFolding.searchKey([title, composer].compactMap { $0 } + alternateTitles)),
            .text(SearchFolding.fold(title)))
        return (id, Self.uuid(id))
    }

    @discardableResult
    func performer(_ name: String, sortName: String? = nil) throws -> (id: Int, uuid: String) {
        let id = take()
        try sql(
            "INSERT INTO performers(id, uuid, name, sort_name, search_key, sort_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            .integer(id), .text(Self.uuid(id)), .text(name), .optional(sortName),
            .text(SearchFolding.searchKey([name, sortName].compactMap { $0 })),
            .text(SearchFolding.fold(sortName ?? name)))
        return (id, Self.uuid(id))
    }

    @discardableResult
    func release(_ title: String?, credit: String? = nil) throws -> Int {
        let id = take()
        try sql(
            "INSERT INTO releases(id, uuid, title, artist_credit) VALUES (?1, ?2, ?3, ?4)", .integer(id),
            .text(Self.uuid(id)), .optional(title), .optional(credit))
        return id
    }

    @discardableResult
    func recording(song: Int, year: Int?, title: String? = nil, release: Int? = nil) throws -> (id: Int, uuid: String) {
        let id = take()
        try sql(
            "INSERT INTO recordings(id, uuid, song_id, title, recording_year, default_release_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            .integer(id), .text(Self.uuid(id)), .integer(song), .optional(title), .optional(year), .optional(release))
        if let release {
            try sql(
                "INSERT INTO recording_releases(recording_id, release_id) VALUES (?1, ?2)", .integer(id),
                .integer(release))
        }
        return (id, Self.uuid(id))
    }

    func credit(_ recording: Int, _ performer: Int, _ role: String, instrument: Int? = nil) throws {
        try sql(
            "INSERT INTO recording_performers(recording_id, performer_id, instrument_id, role) VALUES (?1, ?2, ?3, ?4)",
            .integer(recording), .integer(performer), .optional(instrument), .text(role))
    }

    func link(
        _ recording: Int, release: Int, service: String, url: String = "https://example.invalid/t",
        confidence: Double = 1
    ) throws {
        try sql(
            "INSERT OR IGNORE INTO recording_releases(recording_id, release_id) VALUES (?1, ?2)", .integer(recording),
            .integer(release))
        try sql(
            "INSERT INTO streaming_links(recording_id, release_id, service, track_url, match_confidence) VALUES (?1, ?2, ?3, ?4, ?5)",
            .integer(recording), .integer(release), .text(service), .text(url), .real(confidence))
    }

    func vote(_ recording: Int, user: String, instrumental: Bool?, at time: String) throws {
        try sql(
            "INSERT INTO recording_contributions(recording_id, user_name, is_instrumental, updated_at) VALUES (?1, ?2, ?3, ?4)",
            .integer(recording), .text(user), instrumental.map(SQLiteValue.bool) ?? .null, .text(time))
    }

    func recommend(song: Int, recording: Int?) throws {
        try sql(
            "INSERT INTO authority_recommendations(song_id, recording_id, source) VALUES (?1, ?2, 'jazzstandards.com')",
            .integer(song), .optional(recording))
    }

    func cover(release: Int, source: String, type: String = "Front") throws {
        try sql(
            "INSERT INTO release_imagery(release_id, source, type, small, medium, large) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            .integer(release), .text(source), .text(type), .text("\(source)-\(release)-s"),
            .text("\(source)-\(release)-m"),
            .text("\(source)-\(release)-l"))
    }
}
