import FoundationEssentials
import TextFormatting
import Upstream

/// The library as a file of JSON, for `library export` and `library import`: the upstream's
/// field names where it has the field (a repertoire's `id`, `name`, `description`,
/// `created_at`, `updated_at`; its songs' `id`, `title`, `composer`, `composed_year`,
/// `added_at`; a favourite's `id`, `song_title`, `album_title`, `recording_year`,
/// `favorited_at`), and ours beside them (a favourite's `song_id` and `artist`):
///
///     {"format": "approachnote-library", "version": 1,
///      "repertoires": [{"id": "…", "name": "Gig on Friday", "description": null,
///                       "created_at": "2026-12-03T10:30:00Z", "updated_at": "…",
///                       "songs": [{"id": "…", "title": "All of Me", "composer": "…",
///                                  "composed_year": 1931, "added_at": "…"}]}],
///      "favorites": [{"id": "…", "song_id": "…", "song_title": "All of Me",
///                     "artist": "Billie Holiday", "album_title": "…",
///                     "recording_year": 1941, "favorited_at": "…"}]}
///
/// A repertoire's songs are in the user's order.
public struct LibraryDocument: Codable, Equatable, Sendable {
    public static let formatName = "approachnote-library"
    /// The version of this document's format, apart from the library file's.
    public static let formatVersion = 1
    /// A repertoire's name: as long as an account's may be, so that a library syncs whole.
    public static let longestName = UpstreamLimits.longestName
    /// An import larger than this is refused unread: a library of tens of thousands of entries
    /// is a small fraction of it.
    public static let largestFile = 32 << 20

    public var format: String
    public var version: Int
    public var repertoires: [Repertoire]
    public var favorites: [FavoriteRecording]

    public init(_ snapshot: LibrarySnapshot) {
        format = Self.formatName
        version = Self.formatVersion
        repertoires = snapshot.repertoires
        favorites = snapshot.favorites
    }

    /// The document's bytes, its keys sorted, as `library export` writes them.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Only strings, numbers and arrays of them: encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Reads an export, checking every entry: the import takes all of it or none.
    public static func decode(_ data: Data) throws(LibraryError) -> LibraryDocument {
        guard data.count <= largestFile else {
            throw .malformedImport(reason: "the file is larger than \(largestFile >> 20) MB")
        }
        var document: LibraryDocument
        do {
            document = try JSONDecoder().decode(LibraryDocument.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .malformedImport(reason: "\(place(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .malformedImport(reason: "\(place(context.codingPath)) is not what a library export holds there")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .malformedImport(reason: "\(place(context.codingPath)) is null")
        } catch {
            throw .malformedImport(reason: "it is not JSON")
        }
        try document.check()
        document.lowercaseIDs()
        return document
    }

    /// Ids as the library keeps them, in small letters, as `library add` keeps them: a UUID
    /// written in capitals is the same recording, not a second ★ of it.
    private mutating func lowercaseIDs() {
        for index in repertoires.indices {
            repertoires[index].id = repertoires[index].id.lowercased()
            for song in repertoires[index].songs.indices {
                repertoires[index].songs[song].id = repertoires[index].songs[song].id.lowercased()
            }
        }
        for index in favorites.indices {
            favorites[index].id = favorites[index].id.lowercased()
            favorites[index].songId = favorites[index].songId?.lowercased()
        }
    }

    private func check() throws(LibraryError) {
        guard format == Self.formatName else {
            throw .malformedImport(
                reason: "it is not an ApproachNote library export (its format is not “\(Self.formatName)”)")
        }
        guard (1...Self.formatVersion).contains(version) else {
            throw .malformedImport(
                reason: "it is format version \(version); this version reads 1 to \(Self.formatVersion)")
        }
        for (index, repertoire) in repertoires.enumerated() {
            let place = "repertoires[\(index)]"
            guard UpstreamLimits.isWellFormedID(repertoire.id) else {
                throw .malformedImport(reason: "\(place).id is not a UUID")
            }
            do {
                _ = try LibraryStore.checkedName(repertoire.name)
            } catch {
                throw .malformedImport(reason: "\(place).name: \(error)")
            }
            guard repertoire.name == repertoire.name.trimmingWhitespaceAndNewlines() else {
                throw .malformedImport(reason: "\(place).name begins or ends with spaces")
            }
            for (songIndex, song) in repertoire.songs.enumerated() {
                guard UpstreamLimits.isWellFormedID(song.id) else {
                    throw .malformedImport(reason: "\(place).songs[\(songIndex)].id is not a UUID")
                }
            }
        }
        for (index, favorite) in favorites.enumerated() {
            guard UpstreamLimits.isWellFormedID(favorite.id) else {
                throw .malformedImport(reason: "favorites[\(index)].id is not a UUID")
            }
            if let song = favorite.songId, !UpstreamLimits.isWellFormedID(song) {
                throw .malformedImport(reason: "favorites[\(index)].song_id is not a UUID")
            }
        }
    }

    /// Whether the text holds no control or format characters (an escape, a line break, a
    /// bidirectional override).
    static func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        let words = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        let place = words.hasPrefix(".") ? String(words.dropFirst()) : words
        return place.isEmpty ? "the document" : place
    }
}
