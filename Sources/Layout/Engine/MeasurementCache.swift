/// A node's measurements by proposal. Most nodes are asked about one to three proposals (a
/// stack's smallest, largest and actual offer), so three live inline and only further ones
/// go to a dictionary: no allocation for the common case.
struct MeasurementCache {
    private var slot0: (Proposal, Node.Measurement)?
    private var slot1: (Proposal, Node.Measurement)?
    private var slot2: (Proposal, Node.Measurement)?
    private var overflow: [Proposal: Node.Measurement]?

    subscript(proposal: Proposal) -> Node.Measurement? {
        get {
            if let slot0, slot0.0 == proposal { return slot0.1 }
            if let slot1, slot1.0 == proposal { return slot1.1 }
            if let slot2, slot2.0 == proposal { return slot2.1 }
            return overflow?[proposal]
        }
        set {
            guard let newValue else { return }
            if slot0 == nil || slot0?.0 == proposal {
                slot0 = (proposal, newValue)
            } else if slot1 == nil || slot1?.0 == proposal {
                slot1 = (proposal, newValue)
            } else if slot2 == nil || slot2?.0 == proposal {
                slot2 = (proposal, newValue)
            } else {
                overflow = overflow ?? [:]
                overflow?[proposal] = newValue
            }
        }
    }

    mutating func removeAll() {
        slot0 = nil
        slot1 = nil
        slot2 = nil
        overflow = nil
    }
}
