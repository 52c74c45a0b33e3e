import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// Our server on the demo catalog, asked every request the upstream's own backend was recorded
/// answering on the same catalog: the same status, and a body that carries every key of the
/// upstream's with the same JSON types (keys of our own may be added), so the upstream's app
/// can read it.
@Suite("serve stands in for the upstream", .serialized, .testThreads)
struct UpstreamContractTests {
    /// Where we answer otherwise on purpose: a malformed id is the client's mistake (400), not
    /// the upstream's 500; health and the counts route are our own; the 429 is the upstream's
    /// limiter, which we do not have.
    private static let ours: Set = [
        "health", "catalog_counts_missing", "batch_rate_limited", "shell_malformed_id", "song_summary_malformed_id",
        "recording_malformed_id",
    ]

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

    @Test(
        "status, keys and types of every recorded request; each refusal in the upstream's words, which its app shows")
    func everyRequest() throws {
        let serve = try RunningServe(threads: 2)
        defer { serve.stop() }
        var differences: Set<String> = []
        var refusals = 0
        for entry in UpstreamReplay.recorded where !Self.ours.contains(entry.name) {
            let name = Self.family(entry.name)
            let response = try RawHTTPConnection.request(port: serve.port, entry.target)
            if response.status != entry.status {
                differences.insert("\(entry.name): status \(response.status), upstream \(entry.status)")
                continue
            }
            if entry.status >= 400 {
                refusals += 1
                let theirs = try JSONSerialization.jsonObject(with: UpstreamReplay.body(of: entry)) as? [String: Any]
                let mine = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                let left = theirs?["error"] as? String
                let right = mine?["error"] as? String
                if left != right {
                    differences.insert("\(entry.name): \(right ?? "no error"), upstream \(left ?? "none")")
                }
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
        #expect(refusals == 9)
        #expect(differences.isEmpty, "\(differences.sorted().joined(separator: "\n"))")
    }

    /// The members the upstream derives from the catalog's rows alone, with no tie to break,
    /// per kind of answer: where a list's rows are matched by id.
    private static let derived: [(family: String, rows: String?, keys: [String])] = [
        ("recording", nil, ["spotify_url", "has_back_cover", "back_cover_art_small", "back_cover_source"]),
        (
            "recording", "releases",
            [
                "cover_art_source", "cover_art_source_url", "has_back_cover", "back_cover_art_large",
                "back_cover_source_url", "spotify_track_id", "spotify_track_url", "spotify_album_id",
                "spotify_album_url", "status_name", "total_tracks",
            ]
        ),
        ("recording", "authority_recommendations", ["artist_name", "rec_album_title", "source_name"]),
        ("song_summary", "featured_recordings", ["default_release_id", "notes", "recording_date"]),
        ("performers_page", "", ["biography", "birth_date", "death_date", "wikipedia_url", "sort_name"]),
    ]

    @Test("what the upstream derives from the catalog alone, ours derives alike, value for value")
    func derivedValues() throws {
        let serve = try RunningServe(threads: 2)
        defer { serve.stop() }
        var compared = 0
        var differences: [String] = []
        for entry in UpstreamReplay.recorded where entry.status == 200 {
            let family = Self.family(entry.name)
            let rules = Self.derived.filter { $0.family == family }
            guard !rules.isEmpty else { continue }
            let upstream = try JSONSerialization.jsonObject(with: UpstreamReplay.body(of: entry))
            let ours = try JSONSerialization.jsonObject(
                with: RawHTTPConnection.request(port: serve.port, entry.target).body)
            for rule in rules {
                for (key, theirs, mine) in Self.pairs(upstream, ours, rows: rule.rows) {
                    for member in rule.keys {
                        compared += 1
                        let left = Self.text(theirs[member])
                        let right = Self.text(mine?[member])
                        if left != right {
                            differences.append("\(entry.name) \(key) \(member): \(right), upstream \(left)")
                        }
                    }
                }
            }
        }
        #expect(compared == 829)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// The objects to compare: the answers themselves, or their rows at `rows` ("" for an
    /// answer that is a list) matched by id, or in order where the id is not ours (an
    /// authority's recommendation, which the upstream names with an id of its own making).
    private static func pairs(_ upstream: Any, _ ours: Any, rows: String?)
        -> [(String, [String: Any], [String: Any]?)]
    {
        guard let rows else {
            guard let upstream = upstream as? [String: Any] else { return [] }
            return [("", upstream, ours as? [String: Any])]
        }
        func list(_ value: Any) -> [[String: Any]] {
            let found: Any? = rows.isEmpty ? value : (value as? [String: Any])?[rows]
            return found as? [[String: Any]] ?? []
        }
        let mine = list(ours)
        let byID = Dictionary(
            mine.compactMap { row in (row["id"] as? String).map { ($0, row) } }, uniquingKeysWith: { first, _ in first }
        )
        return list(upstream).enumerated().map { index, row in
            let id = row["id"] as? String
            return ("\(rows)[\(id ?? String(index))]", row, id.flatMap { byID[$0] } ?? mine.dropFirst(index).first)
        }
    }

    private static func text(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        return "\(value)"
    }
}
