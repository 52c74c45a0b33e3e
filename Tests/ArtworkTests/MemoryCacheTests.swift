import StableHashing
import TestThreads
import Testing

@testable import Artwork

@Suite("Memory cache", .testThreads)
struct MemoryCacheTests {
    @Test("the least recently used entries go first, and the total stays within the budget")
    func leastRecentlyUsed() {
        var cache = MemoryCache<String, Int>(budget: 100)
        cache.insert(1, for: "a", cost: 40)
        cache.insert(2, for: "b", cost: 40)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.insert(3, for: "c", cost: 40) == 1)
        #expect(cache.value(for: "b") == nil && cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
        #expect(cache.totalCost == 80 && cache.count == 2)
    }

    @Test("replacing an entry updates its cost; one larger than the budget is not kept")
    func costs() {
        var cache = MemoryCache<String, Int>(budget: 100)
        cache.insert(1, for: "a", cost: 30)
        cache.insert(2, for: "a", cost: 60)
        #expect(cache.totalCost == 60 && cache.value(for: "a") == 2)
        cache.insert(3, for: "huge", cost: 101)
        #expect(!cache.contains("huge") && cache.totalCost == 60)
        cache.remove("a")
        #expect(cache.totalCost == 0 && cache.count == 0)
    }

    @Test("many inserts of mixed sizes never exceed the budget")
    func neverOverBudget() {
        var cache = MemoryCache<Int, Int>(budget: 1000)
        var random = SeededRandom("costs")
        for key in 0..<2000 {
            cache.insert(key, for: key % 300, cost: random.inRange(1...250))
            #expect(cache.totalCost <= 1000)
        }
    }
}
