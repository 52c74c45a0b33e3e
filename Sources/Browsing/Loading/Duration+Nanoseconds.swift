extension Duration {
    /// Whole nanoseconds, the unit of the scheduler's clock.
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }
}
