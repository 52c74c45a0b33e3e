/// The nodes whose layout changed in the current frame's passes, and the values each went
/// through: what the convergence diagnostic names when a frame runs out of passes. Kept by
/// the engine rather than on each node, since nearly every frame settles and never reads it,
/// and the values stay typed until a diagnostic is written.
struct UnsettledNodes {
    /// A value a node changed to in a pass.
    enum Value: Equatable, CustomStringConvertible {
        case size(Size)
        case offset(Int)

        var description: String {
            switch self {
            case .size(let size): size.description
            case .offset(let offset): "offset \(offset)"
            }
        }
    }

    private struct Record {
        let node: Node
        var pass: Int
        var values: [Value]
    }

    private var records: [ObjectIdentifier: Record] = [:]

    /// `node` changed to `value` in `pass`.
    mutating func note(_ node: Node, _ value: Value, pass: Int) {
        // Taken out while it changes: changed in place in the table, its values would be
        // copied at each append.
        var record = records.removeValue(forKey: ObjectIdentifier(node)) ?? Record(node: node, pass: pass, values: [])
        record.pass = pass
        if record.values.last != value, record.values.count < LayoutEngine.maxRecordedValues {
            record.values.append(value)
        }
        records[ObjectIdentifier(node)] = record
    }

    mutating func removeAll() { records.removeAll(keepingCapacity: true) }

    /// The nodes that still changed in `pass`, the last: those kept the frame from settling.
    /// Nodes that changed earlier and then held still are not blamed.
    func blamed(in pass: Int) -> [(node: Node, values: [String])] {
        records.values.filter { $0.pass == pass }.map { ($0.node, $0.values.map(\.description)) }
    }
}
