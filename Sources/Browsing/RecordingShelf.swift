/// One accordion shelf: its key ("1950s", a leader's name, a song title) and its recordings
/// in display order. The header reads "key (count)".
public struct RecordingShelf<Row: Sendable>: Sendable {
    public let key: String
    public internal(set) var rows: [Row]

    public var count: Int { rows.count }

    public var header: String { "\(key) (\(rows.count))" }
}

extension RecordingShelf: Equatable where Row: Equatable {}

/// Builds shelves in one pass: rows join their key's shelf; shelves appear in the order
/// their keys are first met.
struct ShelfAccumulator<Row: Sendable> {
    private var shelves: [RecordingShelf<Row>] = []
    private var positions: [String: Int] = [:]

    mutating func add(_ row: Row, to key: String) {
        if let position = positions[key] {
            shelves[position].rows.append(row)
        } else {
            positions[key] = shelves.count
            shelves.append(RecordingShelf(key: key, rows: [row]))
        }
    }

    var result: [RecordingShelf<Row>] { shelves }
}

/// Decade keys: 1958 → "1950s"; no year → "Unknown Year".
public enum DecadeKey {
    public static let unknown = "Unknown Year"

    public static func key(for year: Int?) -> String {
        guard let year else { return unknown }
        let decade = year >= 0 ? year / 10 * 10 : (year - 9) / 10 * 10
        return "\(decade)s"
    }
}
