import CAllocationCount

/// How many blocks this process has allocated so far, when the program counts them: the bench
/// does (its own allocation functions stand in front of glibc's), a test does not.
enum AllocationCount {
    static func now() -> Int? {
        let count = allocations_so_far()
        return count == .max ? nil : count
    }

    /// The blocks allocated between two counts, or nil when they are not counted.
    static func between(_ before: Int?, _ after: Int?) -> Int? {
        guard let before, let after else { return nil }
        return after - before
    }
}
