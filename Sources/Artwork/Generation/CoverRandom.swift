import StableHashing

/// SplitMix64 seeded from the FNV-1a hash of a cover's identity: the same cover always draws
/// the same picture, on any machine, with no state beyond its name.
struct CoverRandom {
    private var generator: SplitMix64

    init(seed: String) {
        generator = SplitMix64(seed: FNV1a.hash(seed))
    }

    mutating func next() -> UInt64 { generator.next() }

    /// A number in [0, 1).
    mutating func unit() -> Float { Float(next() >> 40) / Float(1 << 24) }

    mutating func inRange(_ range: ClosedRange<Float>) -> Float {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Float) -> Bool { unit() < probability }
}
