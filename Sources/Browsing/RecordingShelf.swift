/// One accordion shelf: its key ("1950s", a leader's name, a song title) and its recordings
/// in display order. The header reads "key (count)".
///
/// All shelves of one grouping share one array of rows; each shelf is a slice of it, so
/// grouping copies every row once, whatever the number of shelves.
public struct RecordingShelf<Row: Sendable>: Sendable {
    public let key: String
    public let rows: ArraySlice<Row>

    public var count: Int { rows.count }

    public var header: String { "\(key) (\(GroupedNumber.text(rows.count)))" }
}

extension RecordingShelf: Equatable where Row: Equatable {}

/// Builds shelves in one pass: each row's position joins its key's group, groups keep the
/// order their keys were first met, and `shelves(of:)` lays the rows out group by group.
struct ShelfGrouping<Key: Hashable> {
    private(set) var keys: [Key] = []
    private var members: [[Int]] = []
    private var groupOfKey: [Key: Int] = [:]

    mutating func add(_ position: Int, to key: Key) {
        if let group = groupOfKey[key] {
            members[group].append(position)
        } else {
            groupOfKey[key] = keys.count
            keys.append(key)
            members.append([position])
        }
    }

    /// The shelves, in `groupOrder` (positions into `keys`; default: first met first).
    func shelves<Row>(of rows: [Row], label: (Key) -> String, groupOrder: [Int]? = nil) -> [RecordingShelf<Row>] {
        var laidOut: [Row] = []
        laidOut.reserveCapacity(rows.count)
        var ranges: [(key: Key, range: Range<Int>)] = []
        for group in groupOrder ?? Array(keys.indices) {
            let start = laidOut.count
            for position in members[group] { laidOut.append(rows[position]) }
            ranges.append((keys[group], start..<laidOut.count))
        }
        return ranges.map { RecordingShelf(key: label($0.key), rows: laidOut[$0.range]) }
    }
}

/// Decade keys: 1958 → "1950s"; no year → "Unknown Year".
enum DecadeKey {
    static let unknown = RecordingCardText.unknownYear

    /// The decade's first year (1958 → 1950); nil for no year.
    static func decade(of year: Int?) -> Int? {
        guard let year else { return nil }
        return year >= 0 ? year / 10 * 10 : (year - 9) / 10 * 10
    }

    static func label(_ decade: Int?) -> String { decade.map { "\($0)s" } ?? unknown }

    static func key(for year: Int?) -> String { label(decade(of: year)) }
}
