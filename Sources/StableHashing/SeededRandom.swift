/// The one seeded generator: SplitMix64 seeded by a number or by a label's FNV-1a hash, so what
/// is drawn from it (the demo catalog, its covers, the bench's synthetic pages) is the same on
/// every machine and every run.
package struct SeededRandom {
    private var generator: SplitMix64

    package init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    package init(_ label: String) { generator = SplitMix64(seed: FNV1a.hash(label)) }

    package mutating func next() -> UInt64 { generator.next() }

    /// Uniform in 0..<bound (bound > 0).
    package mutating func below(_ bound: Int) -> Int { generator.below(bound) }

    package mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with the given probability (0...1).
    package mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// Uniform in [0, 1).
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Uniform in [0, 1) with a `Float`'s 24 bits: what pictures are drawn with, a draw a
    /// number, whatever the precision.
    package mutating func unitFloat() -> Float { Float(next() >> 40) / Float(1 << 24) }

    package mutating func inRange(_ range: ClosedRange<Float>) -> Float {
        range.lowerBound + unitFloat() * (range.upperBound - range.lowerBound)
    }

    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
