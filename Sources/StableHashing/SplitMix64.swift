/// Steele, Lea and Flood's SplitMix64: a small, fast generator whose sequence is fixed by its
/// seed, so what it generates is the same on every machine and every run. Each user builds the
/// numbers it needs (doubles, floats, picks) on `next()`.
package struct SplitMix64 {
    @usableFromInline var state: UInt64

    @inlinable
    package init(seed: UInt64) { state = seed }

    @inlinable
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Uniform in 0..<bound; taking the remainder favours the low numbers by less than one part
    /// in 2⁴⁰ for bounds under 2²⁴.
    @inlinable
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "SplitMix64.below needs a positive bound, got \(bound)")
        return Int(next() % UInt64(bound))
    }
}
