import Catalog

/// One person on a recording, whatever the number of instruments the catalog lists them
/// with: "Louis Armstrong — trumpet, vocals (leader)". Leaders come first, then the others,
/// each in the order the catalog first names them.
public struct PerformerRow: Hashable, Sendable {
    public let id: String
    public let name: String
    public let instruments: [String]
    public let isLeader: Bool

    public var line: String {
        name + (instruments.isEmpty ? "" : " — " + instruments.joined(separator: ", ")) + (isLeader ? " (leader)" : "")
    }

    public static func rows(of performers: [DetailPerformer]) -> [PerformerRow] {
        var order: [String] = []
        var byID: [String: (name: String, instruments: [String], isLeader: Bool)] = [:]
        for performer in performers {
            if byID[performer.id] == nil {
                order.append(performer.id)
                byID[performer.id] = (performer.name, [], false)
            }
            if let instrument = performer.instrument, !(byID[performer.id]?.instruments.contains(instrument) ?? true) {
                byID[performer.id]?.instruments.append(instrument)
            }
            if performer.role == "leader" { byID[performer.id]?.isLeader = true }
        }
        let credits = order.compactMap { id in
            byID[id].map { PerformerRow(id: id, name: $0.name, instruments: $0.instruments, isLeader: $0.isLeader) }
        }
        return credits.filter(\.isLeader) + credits.filter { !$0.isLeader }
    }
}
