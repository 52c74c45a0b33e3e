import TestThreads
import Testing

@testable import Layout

/// Thousands of seeded random nestings of lazy and eager stacks and scroll views, with
/// estimates that are wrong more often than right, at random viewports and scroll positions:
/// every frame settles within the one bound for the whole tree, none records a diagnostic,
/// none crashes.
@Suite("Randomised trees", .testThreads)
struct RandomTreeTests {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    struct Item: Hashable {
        let id: Int
        let seed: UInt64
    }

    static func tree(_ random: inout Random, depth: Int, maxDepth: Int = 6) -> Element {
        let choice = depth >= maxDepth ? 7 + random.below(3) : random.below(10)
        switch choice {
        case 0, 1:
            let count = random.below(5)
            let children = (0..<count).map { _ in tree(&random, depth: depth + 1, maxDepth: maxDepth) }
            return choice == 0
                ? VStack(spacing: random.below(2)) { ForEach(Array(children.indices), id: \.self) { children[$0] } }
                    .element
                : HStack(spacing: random.below(2)) { ForEach(Array(children.indices), id: \.self) { children[$0] } }
                    .element
        case 2, 3:
            let items = (0..<random.below(60)).map { Item(id: $0, seed: random.next()) }
            let estimate = 1 + random.below(6)
            let child: (Item) -> Element = { item in
                var inner = Random(state: item.seed)
                return tree(&inner, depth: depth + 1, maxDepth: maxDepth)
            }
            return choice == 2
                ? LazyVStack(spacing: random.below(2), estimatedItemExtent: estimate) {
                    ForEach(items, id: \.id, content: child)
                }.element
                : LazyHStack(spacing: random.below(2), estimatedItemExtent: estimate) {
                    ForEach(items, id: \.id, content: child)
                }.element
        case 4:
            let axis: Axis = random.below(2) == 0 ? .vertical : .horizontal
            let inner = tree(&random, depth: depth + 1, maxDepth: maxDepth)
            return ScrollView(axis) { inner }.id("scroll-\(random.next())")
        case 5:
            return tree(&random, depth: depth + 1, maxDepth: maxDepth).padding(random.below(2))
        case 6:
            return tree(&random, depth: depth + 1, maxDepth: maxDepth).frame(
                width: random.below(2) == 0 ? nil : 1 + random.below(40),
                height: random.below(2) == 0 ? nil : 1 + random.below(20))
        case 7:
            return Text(String(repeating: "word ", count: random.below(12))).lineLimit(random.below(3) == 0 ? 2 : nil)
                .element
        case 8:
            return Spacer(minLength: random.below(3)).element
        default:
            return Text("x").frame(width: 1 + random.below(30), height: 1 + random.below(8))
        }
    }

    /// Renders `count` seeded trees of up to `maxDepth` levels, each at a random viewport and
    /// then after three random wheel turns; returns the frames that recorded a diagnostic, and
    /// how many frames took each number of passes.
    static func run(seeds: Range<Int>, maxDepth: Int) -> (failures: [String], passes: [Int: Int]) {
        var failures: [String] = []
        var passes: [Int: Int] = [:]
        for seed in seeds {
            var random = Random(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
            let root = Self.tree(&random, depth: 0, maxDepth: maxDepth)
            let size = Size(width: 1 + random.below(200), height: 1 + random.below(60))
            let engine = LayoutEngine(size: size)
            engine.render(root)
            passes[engine.stats.passes, default: 0] += 1
            for turn in 0..<3 {
                let point = Point(x: random.below(size.width), y: random.below(size.height))
                engine.scroll(at: point, axis: random.below(2) == 0 ? .vertical : .horizontal, by: random.below(200))
                engine.render(root)
                passes[engine.stats.passes, default: 0] += 1
                if !engine.diagnostics.isEmpty {
                    failures.append("seed \(seed), turn \(turn): \(engine.diagnostics)")
                    break
                }
            }
        }
        return (failures, passes)
    }

    @Test("3,000 random trees up to six deep settle without a diagnostic")
    func randomTrees() {
        let result = Self.run(seeds: 0..<3_000, maxDepth: 6)
        #expect(result.failures.isEmpty, "\(result.failures.prefix(3))")
        #expect(result.passes.values.reduce(0, +) == 12_000)
        #expect(result.passes[1, default: 0] > 10_000, "most frames settle in one pass: \(result.passes)")
        #expect(result.passes.keys.max() == 5, "\(result.passes)")
    }

    @Test("1,500 random trees up to ten deep settle without a diagnostic, within the one bound for the tree")
    func deepRandomTrees() {
        let result = Self.run(seeds: 3_000..<4_500, maxDepth: 10)
        #expect(result.failures.isEmpty, "\(result.failures.prefix(3))")
        // Settling takes at most six passes here: two to spare below the bound.
        #expect(result.passes.keys.max() == 6, "\(result.passes)")
        #expect(result.passes[1, default: 0] > 5_000, "most frames settle in one pass: \(result.passes)")
    }
}
