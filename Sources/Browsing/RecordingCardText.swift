import Catalog
import TextFormatting

/// The words on a recording card, by one set of rules, so every card everywhere says the same
/// thing for the same data.
public enum RecordingCardText {
    public static let unknownArtist = "Unknown Artist"
    public static let unknownAlbum = "Unknown Album"

    /// The release's artist credit when it has one; else the first leader; else the first
    /// performer; else "Unknown Artist" (one fallback everywhere, featured cards included).
    public static func artist(credit: String?, performers: [PerformerCredit]) -> String {
        if let credit, !credit.trimmingWhitespaceAndNewlines().isEmpty { return credit }
        if let leader = performers.first(where: { $0.role.lowercased() == CreditRole.leader.rawValue }) {
            return leader.name
        }
        return performers.first?.name ?? unknownArtist
    }

    public static func album(_ title: String?) -> String {
        guard let title, !title.trimmingWhitespaceAndNewlines().isEmpty else { return unknownAlbum }
        return title
    }

    public static func year(_ year: Int?) -> String? { year.map(String.init) }

    /// Lower-cased letters and digits only: "Ain't" and "Ain’t Misbehavin" compare equal.
    public static func normalizedTitle(_ title: String) -> String {
        String(title.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The card's "(title)" text when the recording's title differs from the song's.
    public static func distinctTitle(_ recordingTitle: String?, songTitle: String) -> String? {
        guard let recordingTitle, !recordingTitle.trimmingWhitespaceAndNewlines().isEmpty,
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
