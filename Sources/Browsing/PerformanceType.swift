/// The song page's Performance Type pill. A recording without a community consensus appears
/// only under ALL.
public enum PerformanceType: String, CaseIterable, Hashable, Sendable, Codable {
    case all
    case instrumental
    case vocal

    /// The pill's label: ALL, INSTRUMENTAL, VOCAL.
    public var label: String { rawValue.uppercased() }

    public func admits(consensusIsInstrumental consensus: Bool?) -> Bool {
        switch self {
        case .all: true
        case .instrumental: consensus == true
        case .vocal: consensus == false
        }
    }
}
