import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// The upstream's public reads that its recorded answers do not cover, each answered with the
/// upstream's keys and each key's JSON type, as its routes' code writes them: every key path
/// of an answer is one the upstream writes, of a type it writes there, and each of its keys is
/// there. Null is allowed only where the upstream's column may be null.
@Suite("serve: each key of the upstream's other reads, and its type", .testThreads)
struct ServeRouteShapesTests {
    private let server: ServerHarness
    private let store: SQLiteCatalogStore

    init() throws {
        server = try ServerHarness.shared()
        store = try SharedDemoCatalog.store()
    }

    /// Key paths and their types, written "s" (string), "n" (number), "b" (bool), "a" (array),
    /// "o" (object), with "?" where null may stand too; `under` prefixes each path ("[]" for
    /// the elements of a list).
    private static func shape(_ fields: KeyValuePairs<String, String>, under prefix: String = "") -> [String: Set<
        String
    >] {
        let names = ["s": "string", "n": "number", "b": "bool", "a": "array", "o": "object"]
        // A list's elements are objects with these keys.
        var shape: [String: Set<String>] = prefix.hasSuffix("[]") ? [prefix: ["object"]] : [:]
        for (key, type) in fields {
            var types: Set<String> = [names[String(type.prefix(1)), default: "?"]]
            if type.hasSuffix("?") { types.insert("null") }
            shape[prefix.isEmpty ? key : prefix + "." + key] = types
        }
        return shape
    }

    /// The answer to `target` has exactly the key paths of `expected` that hold a value (an
    /// empty list's elements have none), each of a type allowed there; `root` is the answer's
    /// own type.
    private func expectShape(
        _ target: String, root: String, _ expected: [String: Set<String>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let response = try server.get(target)
        #expect(response.status == 200, "\(target)", sourceLocation: sourceLocation)
        var found = try JSONShape.of(response.body)
        #expect(found.removeValue(forKey: "") == [root], "\(target)", sourceLocation: sourceLocation)
        for (path, types) in found.sorted(by: { $0.key < $1.key }) {
            let allowed = try #require(
                expected[path], "\(target): \(path) is not the upstream's", sourceLocation: sourceLocation)
            #expect(
                types.isSubset(of: allowed), "\(target): \(path) is \(types), not \(allowed)",
                sourceLocation: sourceLocation)
        }
        let topLevel = expected.keys.filter { !$0.contains(".") && !$0.hasPrefix("[]") }
        let elementLevel = expected.keys.filter { $0.hasPrefix("[].") && $0.dropFirst(3).contains(".") == false }
        for key in topLevel + (found.keys.contains { $0.hasPrefix("[]") } ? elementLevel : []) {
            #expect(found[key] != nil, "\(target): \(key) is missing", sourceLocation: sourceLocation)
        }
    }

    static let transcription: KeyValuePairs<String, String> = [
        "id": "s", "song_id": "s", "song_title": "s", "recording_id": "s?", "youtube_url": "s?", "album_title": "s?",
        "recording_year": "n?", "created_at": "s", "updated_at": "s",
    ]

    static let performer: KeyValuePairs<String, String> = [
        "id": "s", "name": "s", "sort_name": "s?", "biography": "s?", "birth_date": "s?", "death_date": "s?",
        "musicbrainz_id": "s?",
    ]

    @Test("a song's and a recording's transcriptions, one transcription, a song's videos")
    func songMedia() throws {
        let id = try SharedDemoCatalog.songID("Beale Street Blues")
        let listed = Self.shape(Self.transcription, under: "[]")
        try expectShape("/v1/songs/\(id)/transcriptions", root: "array", listed)
        let one = try #require(try store.songTranscriptions(id: id).first)
        try expectShape("/v1/recordings/\(try #require(one.recordingId))/transcriptions", root: "array", listed)
        try expectShape(
            "/v1/transcriptions/\(one.id)", root: "object",
            Self.shape(Self.transcription).merging(Self.shape(["composer": "s?"])) { $1 })
        try expectShape(
            "/v1/songs/\(id)/videos", root: "array",
            Self.shape(
                [
                    "id": "s", "song_id": "s", "video_type": "s", "recording_id": "s?", "title": "s?",
                    "description": "s?", "youtube_url": "s?", "duration_seconds": "n?", "created_at": "s",
                    "updated_at": "s",
                ], under: "[]"))
    }

    @Test("every song's row, and a song with every recording")
    func songs() throws {
        let song: KeyValuePairs<String, String> = [
            "id": "s", "title": "s", "composer": "s?", "composed_key": "s?", "structure": "s?", "musicbrainz_id": "s?",
            "wikipedia_url": "s?", "song_reference": "s?", "composed_year": "n?", "external_references": "o?",
            "created_at": "s", "updated_at": "s",
        ]
        // What a song's external references name is the catalog's data (a JSONB column
        // upstream): its links, each a string.
        let references = ["wikipedia", "jazzstandards"]
        var rows = Self.shape(song, under: "[]")
        for name in references { rows["[].external_references." + name] = ["string"] }
        try expectShape("/v1/songs", root: "array", rows)
        var inFull = Self.shape(song).merging(
            Self.shape([
                "authority_recommendation_count": "n", "transcription_count": "n", "recording_count": "n",
                "recordings": "a", "transcriptions": "a",
            ])
        ) { $1 }
        inFull.merge(
            Self.shape(
                [
                    "id": "s", "title": "s?", "album_title": "s?", "artist_credit": "s?", "recording_date": "s?",
                    "default_release_id": "s?", "best_spotify_url": "s?", "best_cover_art_small": "s?",
                    "best_cover_art_medium": "s?", "best_cover_art_large": "s?", "best_cover_art_source": "s?",
                    "best_cover_art_source_url": "s?", "back_cover_art_small": "s?", "back_cover_art_medium": "s?",
                    "back_cover_art_large": "s?", "back_cover_source": "s?", "back_cover_source_url": "s?",
                    "musicbrainz_id": "s?", "notes": "s?", "recording_year": "n?", "is_canonical": "b",
                    "has_back_cover": "b", "authority_count": "n", "authority_sources": "a", "performers": "a",
                ], under: "recordings[]")
        ) { $1 }
        inFull.merge(
            Self.shape(
                ["id": "s", "name": "s", "sort_name": "s?", "instrument": "s?", "role": "s"],
                under: "recordings[].performers[]")
        ) { $1 }
        inFull["recordings[].authority_sources[]"] = ["string"]
        for name in references { inFull["external_references." + name] = ["string"] }
        let id = try SharedDemoCatalog.songID("Lover Man")
        let transcriptions = Self.shape(Self.transcription, under: "transcriptions[]").filter {
            !$0.key.hasSuffix("song_title")
        }
        try expectShape("/v1/songs/\(id)", root: "object", inFull.merging(transcriptions) { $1 })
    }

    @Test("the newest recordings, and those a search finds")
    func recordings() throws {
        let row = Self.shape(
            [
                "id": "s", "song_id": "s", "song_title": "s", "title": "s?", "album_title": "s?", "artist_credit": "s?",
                "recording_date": "s?", "default_release_id": "s?", "spotify_url": "s?", "album_art_small": "s?",
                "album_art_medium": "s?", "album_art_large": "s?", "album_art_source": "s?",
                "album_art_source_url": "s?", "back_cover_art_small": "s?", "back_cover_art_medium": "s?",
                "back_cover_art_large": "s?", "back_cover_source": "s?", "back_cover_source_url": "s?",
                "musicbrainz_id": "s?", "notes": "s?", "composer": "s?", "recording_year": "n?", "is_canonical": "b",
                "has_back_cover": "b", "has_spotify": "b", "has_apple_music": "b", "has_youtube": "b",
                "favorite_count": "n",
            ], under: "[]")
        try expectShape("/v1/recordings?limit=50", root: "array", row)
        try expectShape("/v1/recordings?search=tiger&limit=20", root: "array", row)
    }

    @Test("an artist looked up by name, and a recording's votes")
    func performersAndVotes() throws {
        try expectShape("/v1/performers/search?name=louis", root: "array", Self.shape(Self.performer, under: "[]"))
        let voted = try #require(
            try store.songShell(id: try SharedDemoCatalog.songID("All of Me"), sort: .year)?.recordings.lazy
                .compactMap { try? store.recordingDetail(id: $0.id) }.first { $0.communityData?.hasVotes == true })
        try expectShape(
            "/v1/recordings/\(voted.id)/community-data", root: "object",
            Self.shape(["consensus": "o", "counts": "o"])
                .merging(
                    Self.shape(
                        ["performance_key": "s?", "tempo_marking": "s?", "is_instrumental": "b?"], under: "consensus")
                ) { $1 }
                .merging(Self.shape(["key": "n", "tempo": "n", "instrumental": "n"], under: "counts")) { $1 })
    }
}
