import Platform

/// Converted covers by request, least recently used first out, within a byte budget: the
/// covers of the cards on screen and those just scrolled past stay, old ones make room.
/// Not thread-safe itself; the pipeline keeps it behind its lock.
struct MemoryCache<Key: Hashable, Value> {
    private final class Entry {
        let key: Key
        let value: Value
        let cost: Int
        var newer: Entry?
        weak var older: Entry?

        init(key: Key, value: Value, cost: Int) {
            self.key = key
            self.value = value
            self.cost = cost
        }
    }

    let budget: Int
    private(set) var totalCost = 0
    private var entries: [Key: Entry] = [:]
    /// The least recently used entry; following `newer` leads to `newest`.
    private var oldest: Entry?
    private var newest: Entry?

    init(budget: Int) {
        precondition(budget >= 0, "a budget is not negative")
        self.budget = budget
    }

    var count: Int { entries.count }

    /// The value, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        unlink(entry)
        append(entry)
        return entry.value
    }

    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores a value, evicting the least recently used until the total fits the budget. A
    /// value larger than the whole budget is not kept. Returns how many entries were evicted.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, cost: Int) -> Int {
        remove(key)
        guard cost <= budget else { return 0 }
        let entry = Entry(key: key, value: value, cost: cost)
        entries[key] = entry
        append(entry)
        totalCost += cost
        var evicted = 0
        while totalCost > budget, let victim = oldest {
            remove(victim.key)
            evicted += 1
        }
        SelfChecks.require(totalCost <= budget, "the cache stays within its budget")
        return evicted
    }

    mutating func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        unlink(entry)
        totalCost -= entry.cost
    }

    private mutating func append(_ entry: Entry) {
        entry.older = newest
        entry.newer = nil
        newest?.newer = entry
        newest = entry
        if oldest == nil { oldest = entry }
    }

    private mutating func unlink(_ entry: Entry) {
        if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
        entry.newer = nil
        entry.older = nil
    }
}
