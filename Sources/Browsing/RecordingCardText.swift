import Catalog
import TextFormatting

/// The words on a recording card, by one set of rules, so every card everywhere says the same
/// thing for the same data.
public enum RecordingCardText {
    public static let unknownArtist = "Unknown Artist"
    public static let unknownAlbum = "Unknown Album"
    /// A recording without a year: its card's words, and the shelf of such recordings.
    public static let unknownYear = "Unknown Year"

    /// The release's artist credit when it has one; else the first leader; else the first
    /// performer; else "Unknown Artist" (one fallback everywhere, featured cards included).
    public static func artist(credit: String?, performers: [PerformerCredit]) -> String {
        if let credit, !credit.trimmingWhitespaceAndNewlines().isEmpty { return credit }
        if let leader = leader(in: performers) { return leader.name }
        return performers.first?.name ?? unknownArtist
    }

    /// The credit that led the recording, the role read without case as the catalogs spell it.
    public static func leader(in performers: [PerformerCredit]) -> PerformerCredit? {
        performers.first { $0.role.lowercased() == CreditRole.leader.rawValue }
    }

    public static func album(_ title: String?) -> String {
        guard let title, !title.trimmingWhitespaceAndNewlines().isEmpty else { return unknownAlbum }
        return title
    }

    public static func year(_ year: Int?) -> String? { year.map(String.init) }

    /// The year, or "Unknown Year": where a line names every recording's year.
    public static func yearOrUnknown(_ year: Int?) -> String { self.year(year) ?? unknownYear }

    /// A card's words whole, on one line: what the line under the page says of the focused card,
    /// which cuts them to its width ("The Louis…"). `who` is the card's artist on a song's
    /// page; on an artist's, the song and who led the recording.
    ///
    ///     detail(year: 1959, who: "Miles Davis", album: "Kind of Blue", title: "So What")
    ///     // "1959 · Miles Davis · Kind of Blue · So What"
    public static func detail(year: Int?, who: String, album: String?, title: String) -> String {
        [yearOrUnknown(year), who, Self.album(album), title].joined(separator: " · ")
    }

    /// A card's words whole on an artist's page: the song and who led the recording before the
    /// album, which is cut first where the line is short.
    ///
    ///     artistDetail(year: 1939, song: "Body and Soul", leading: "led by Coleman Hawkins", album: nil)
    ///     // "1939 · Body and Soul · led by Coleman Hawkins · Unknown Album"
    public static func artistDetail(year: Int?, song: String, leading: String, album: String?) -> String {
        [yearOrUnknown(year), song, leading, Self.album(album)].joined(separator: " · ")
    }

    /// Who led a recording on an artist's page: the artist, or, where they played as a sideman,
    /// the leader by name (the release's credit while the recording's row has not said).
    public static func leading(isLeader: Bool, leader: String?, credit: String?) -> String {
        if isLeader { return "as leader" }
        if let leader, !leader.trimmingWhitespaceAndNewlines().isEmpty { return "led by \(leader)" }
        if let credit, !credit.trimmingWhitespaceAndNewlines().isEmpty { return "led by \(credit)" }
        return "as a sideman"
    }

    /// Lower-cased letters and digits only: "Ain't" and "Ain’t Misbehavin" compare equal.
    public static func normalizedTitle(_ title: String) -> String {
        asciiNormalizedTitle(title) ?? normalizedTitleByCharacters(title)
    }

    /// The same for an ASCII title, byte by byte: every card made asks for its title's, and
    /// the general rule looks each character's properties up.
    static func asciiNormalizedTitle(_ title: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        for byte in title.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte - UInt8(ascii: "A") + UInt8(ascii: "a"))
            case 0x80...: return nil
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func normalizedTitleByCharacters(_ title: String) -> String {
        String(title.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The card's "(title)" text when the recording's title differs from the song's.
    public static func distinctTitle(_ recordingTitle: String?, songTitle: String) -> String? {
        // Not all white space: what trimming it would say, without making the trimmed copy.
        guard let recordingTitle, recordingTitle.unicodeScalars.contains(where: { !$0.properties.isWhitespace }),
            normalizedTitle(recordingTitle) != normalizedTitle(songTitle)
        else { return nil }
        return "(\(recordingTitle))"
    }

    /// Whether a shelf reserves the "(title)" line on every card: true when any card in it
    /// has a distinct title, so card heights stay aligned across the shelf.
    public static func shelfReservesTitleLine<Titles: Sequence>(_ titles: Titles, songTitle: String) -> Bool
    where Titles.Element == String? {
        titles.contains { distinctTitle($0, songTitle: songTitle) != nil }
    }
}
