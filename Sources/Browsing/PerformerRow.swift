import Catalog

/// One person on a recording, whatever the number of instruments the catalog lists them
/// with: "Louis Armstrong — trumpet, vocals (leader)". Leaders come first, then the others,
/// each in the order the catalog first names them.
public struct PerformerRow: Hashable, Sendable {
    public let id: String
    public let name: String
    public private(set) var instruments: [String] = []
    public private(set) var isLeader = false

    public var line: String {
        name + (instruments.isEmpty ? "" : " — " + instruments.joined(separator: ", ")) + (isLeader ? " (leader)" : "")
    }

    public static func rows(of performers: [DetailPerformer]) -> [PerformerRow] {
        var rows: [PerformerRow] = []
        var rowOfID: [String: Int] = [:]
        for performer in performers {
            let index = rowOfID[performer.id] ?? rows.count
            if index == rows.count {
                rowOfID[performer.id] = index
                rows.append(PerformerRow(id: performer.id, name: performer.name))
            }
            if let instrument = performer.instrument, !rows[index].instruments.contains(instrument) {
                rows[index].instruments.append(instrument)
            }
            if performer.role == "leader" { rows[index].isLeader = true }
        }
        return rows.filter(\.isLeader) + rows.filter { !$0.isLeader }
    }
}
