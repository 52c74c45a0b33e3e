/// The ids waiting for a batch, and the order they leave in: ids on screen now, in screen
/// order; then ids that were on screen and scrolled away; then shelves' ids; then eager ids —
/// each group in the order it was requested. The order is worked out when a batch is taken,
/// so it always follows the latest screen.
struct PendingQueue {
    private struct Entry {
        var tier: RequestTier
        var sequence: Int
    }

    private var entries: [String: Entry] = [:]
    private var screenPosition: [String: Int] = [:]
    private var nextSequence = 0

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    func contains(_ id: String) -> Bool { entries[id] != nil }

    /// Queues `id`, or raises its tier if it is queued at a worse one (it then takes its
    /// place in the order of its new tier). Returns true only when `id` was not queued.
    /// A new id is hashed once: an opened shelf queues thousands at a time on the main thread.
    mutating func insert(_ id: String, tier: RequestTier) -> Bool {
        let entry = Entry(tier: tier, sequence: nextSequence)
        guard let queued = entries.updateValue(entry, forKey: id) else {
            nextSequence += 1
            return true
        }
        if queued.tier <= tier {
            entries[id] = queued
        } else {
            nextSequence += 1
        }
        return false
    }

    /// The ids on screen now, top to bottom (or left to right).
    mutating func setScreen(_ ids: [String]) {
        screenPosition = [:]
        for (position, id) in ids.enumerated() where screenPosition[id] == nil { screenPosition[id] = position }
    }

    /// Removes and returns up to `limit` ids, first in the order first.
    mutating func take(_ limit: Int) -> [String] {
        let ordered = entries.map { id, entry in (rank: rank(id, entry), id: id) }.sorted { $0.rank < $1.rank }
        let taken = ordered.prefix(limit).map(\.id)
        for id in taken { entries[id] = nil }
        return taken
    }

    mutating func removeAll() {
        entries = [:]
        screenPosition = [:]
    }

    /// Lower goes first: on screen now by position, then by tier and request order.
    private func rank(_ id: String, _ entry: Entry) -> (Int, Int, Int) {
        if let position = screenPosition[id] { return (0, 0, position) }
        return (1, entry.tier.rawValue, entry.sequence)
    }
}
