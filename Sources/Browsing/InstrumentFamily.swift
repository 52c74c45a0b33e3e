/// The instrument families the song page filters by. An instrument name maps to at most one
/// family by the first matching rule, in the upstream's order, so "Bass Guitar" is a Guitar
/// and "Brass Bass" is nothing.
public enum InstrumentFamily: String, CaseIterable, Hashable, Sendable, Codable {
    case guitar = "Guitar"
    case saxophone = "Saxophone"
    case trumpet = "Trumpet"
    case trombone = "Trombone"
    case piano = "Piano"
    case organ = "Organ"
    case bass = "Bass"
    case drums = "Drums"
    case clarinet = "Clarinet"
    case flute = "Flute"
    case vibraphone = "Vibraphone"
    case vocals = "Vocals"

    public var displayName: String { rawValue }

    public static func family(for instrument: String) -> InstrumentFamily? {
        let name = instrument.lowercased()
        if name.contains("guitar") { return .guitar }
        if name.contains("sax") { return .saxophone }
        if name.contains("trumpet") || name.contains("flugelhorn") { return .trumpet }
        if name.contains("trombone") { return .trombone }
        if name.contains("piano") && !name.contains("organ") { return .piano }
        if name.contains("organ") { return .organ }
        if name.contains("bass") && !name.contains("brass") { return .bass }
        if name.contains("drum") || name == "percussion" { return .drums }
        if name.contains("clarinet") { return .clarinet }
        if name.contains("flute") { return .flute }
        if name.contains("vibraphone") || name.contains("vibes") { return .vibraphone }
        if name.contains("vocal") || name.contains("voice") || name.contains("singer") { return .vocals }
        return nil
    }

    /// Parses a command-line or settings value, case-insensitively ("bass", "Guitar").
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }
}
