import Foundation
import TestSupport
import Testing

/// Our server on the demo catalog, asked every request the upstream's own backend was recorded
/// answering on the same catalog: the same status, and a body that carries every key of the
/// upstream's with the same JSON types (keys of our own may be added), so the upstream's app
/// can read it.
@Suite("serve stands in for the upstream", .serialized)
struct UpstreamContractTests {
    /// Where we answer otherwise on purpose: a malformed id is the client's mistake (400), not
    /// the upstream's 500; health and the counts route are our own; the 429 is the upstream's
    /// limiter, which we do not have.
    private static let ours: Set = [
        "health", "catalog_counts_missing", "batch_rate_limited", "shell_malformed_id", "song_summary_malformed_id",
        "recording_malformed_id",
    ]

    /// What the upstream's answers carry that the catalog does not hold yet (MusicBrainz ids,
    /// row times, favourites, transcriptions, a release's Spotify ids and its back cover, a
    /// performer page's life and links): each, once carried, is struck from here.
    static let notYetCarried: Set<String> = {
        let missing: [String: [String]] = [
            "performer_summary": ["external_links", "images", "musicbrainz_id", "recordings"],
            "performers_page": [
                "[].biography", "[].birth_date", "[].death_date", "[].external_links", "[].musicbrainz_id",
                "[].wikipedia_url",
            ],
            "recording": [
                "authority_recommendations[].artist_name", "authority_recommendations[].id",
                "authority_recommendations[].rec_album_title", "back_cover_art_large", "back_cover_art_medium",
                "back_cover_art_small", "back_cover_source", "back_cover_source_url", "favorite_count", "favorited_by",
                "has_back_cover", "is_favorited", "musicbrainz_id", "releases[].back_cover_art_large",
                "releases[].back_cover_art_medium", "releases[].back_cover_art_small", "releases[].back_cover_source",
                "releases[].back_cover_source_url", "releases[].cover_art_source", "releases[].cover_art_source_url",
                "releases[].has_back_cover", "releases[].musicbrainz_release_id", "releases[].spotify_album_id",
                "releases[].spotify_album_url", "releases[].spotify_track_id", "releases[].spotify_track_url",
                "releases[].status_name", "releases[].total_tracks", "spotify_url", "transcriptions",
                "user_contribution",
            ],
            "recording_releases": [
                "[].back_cover_art_large", "[].back_cover_art_medium", "[].back_cover_art_small",
                "[].back_cover_source", "[].back_cover_source_url", "[].cover_art_source", "[].cover_art_source_url",
                "[].has_back_cover", "[].musicbrainz_release_id", "[].release_credits", "[].spotify_album_id",
                "[].spotify_album_url", "[].spotify_track_id", "[].spotify_track_url", "[].status_name",
                "[].total_tracks",
            ],
            "song_summary": [
                "created_at", "featured_recordings[].default_release_id", "featured_recordings[].musicbrainz_id",
                "featured_recordings[].notes", "featured_recordings[].recording_date", "musicbrainz_id",
                "song_reference", "transcription_count", "transcriptions", "updated_at",
            ],
        ]
        return Set(missing.flatMap { family, paths in paths.map { "\(family): no \($0)" } })
    }()

    /// The kind of request a recording is ("recording" for `recording_key_tempo`), which the
    /// differences are told by.
    private static func family(_ name: String) -> String {
        for family in [
            "song_summary", "recording_releases", "recording", "performers_page", "performer_recordings",
            "performer_summary", "shell", "batch", "songs_index", "performers_index",
        ] where name.hasPrefix(family) {
            return family
        }
        return name
    }

    @Test("status, keys and types of every recorded request")
    func everyRequest() throws {
        let serve = try RunningServe(threads: 2)
        defer { serve.stop() }
        var differences: Set<String> = []
        for entry in UpstreamReplay.recorded where !Self.ours.contains(entry.name) {
            let name = Self.family(entry.name)
            let response = try RawHTTPConnection.request(port: serve.port, entry.target)
            if response.status != entry.status {
                differences.insert("\(entry.name): status \(response.status), upstream \(entry.status)")
                continue
            }
            let upstream = try JSONShape.of(UpstreamReplay.body(of: entry))
            guard let served = try? JSONShape.of(response.body) else {
                differences.insert("\(entry.name): our body is not JSON")
                continue
            }
            for (path, types) in upstream.sorted(by: { $0.key < $1.key }) {
                guard let ourTypes = served[path] else {
                    differences.insert("\(name): no \(path.isEmpty ? "body" : path)")
                    continue
                }
                let theirs = types.subtracting(["null"])
                let mine = ourTypes.subtracting(["null"])
                if !theirs.isEmpty, !mine.isEmpty, theirs != mine {
                    differences.insert("\(name): \(path) is \(mine.sorted()), upstream \(theirs.sorted())")
                }
            }
        }
        let unexpected = differences.subtracting(Self.notYetCarried).sorted()
        let carriedNow = Self.notYetCarried.subtracting(differences).sorted()
        #expect(unexpected.isEmpty, "\(unexpected.joined(separator: "\n"))")
        #expect(carriedNow.isEmpty, "carried now, to strike from the list: \(carriedNow.joined(separator: ", "))")
    }
}
