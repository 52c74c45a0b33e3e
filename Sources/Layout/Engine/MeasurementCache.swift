/// A node's measurements by proposal. Most nodes are asked about one or two proposals (a
/// stack's child its smallest and largest, which its actual offer then asks again), so two
/// live inline and only further ones go to a dictionary: no allocation for the common case.
/// A third inline slot would make every node longer for the rare one asked a third time.
struct MeasurementCache {
    private var slot0: (Proposal, Node.Measurement)?
    private var slot1: (Proposal, Node.Measurement)?
    private var overflow: [Proposal: Node.Measurement]?

    // Each slot's proposal is compared where it is kept: binding a slot would copy its
    // measurement, and retain its arrays, for every proposal looked at.
    subscript(proposal: Proposal) -> Node.Measurement? {
        get {
            if slot0?.0 == proposal { return slot0?.1 }
            if slot1?.0 == proposal { return slot1?.1 }
            return overflow?[proposal]
        }
        set {
            guard let newValue else { return }
            if slot0 == nil || slot0?.0 == proposal {
                slot0 = (proposal, newValue)
            } else if slot1 == nil || slot1?.0 == proposal {
                slot1 = (proposal, newValue)
            } else {
                overflow = overflow ?? [:]
                overflow?[proposal] = newValue
            }
        }
    }

    /// The size measured for `proposal`: what most lookups want, read without the arrangement.
    func size(for proposal: Proposal) -> Size? {
        if slot0?.0 == proposal { return slot0?.1.size }
        if slot1?.0 == proposal { return slot1?.1.size }
        return overflow?[proposal]?.size
    }

    mutating func removeAll() {
        slot0 = nil
        slot1 = nil
        overflow = nil
    }
}
