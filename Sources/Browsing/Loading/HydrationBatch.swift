/// One batch request to run: the ids to fetch, for which visit, and which attempt this is.
/// Hand it back to the scheduler with its result (`finish`) or its failure (`fail`).
struct HydrationBatch: Hashable, Sendable {
    /// Unique for every attempt, so a late answer to an attempt already settled is ignored.
    let serial: UInt64
    let visit: VisitToken
    /// At most `HydrationPolicy.batchSize` ids, highest priority first.
    let ids: [String]
    /// 1 for the first run, then one more for each retry.
    let attempt: Int
    /// How many times a server that limits how often it is asked has made it wait.
    var waits = 0
}
