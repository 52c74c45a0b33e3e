/// SplitMix64 seeded from the FNV-1a hash of a cover's identity: the same cover always draws
/// the same picture, on any machine, with no state beyond its name.
struct CoverRandom {
    private var state: UInt64

    init(seed: String) {
        state = Self.fnv1a(seed)
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

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
