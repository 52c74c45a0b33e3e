/// One batch request to run: the ids to fetch, for which visit, and which attempt this is.
/// Hand it back to the scheduler with its result (`finish`) or its failure (`fail`).
public struct HydrationBatch: Hashable, Sendable {
    /// Unique for every attempt, so a late answer to an attempt already settled is ignored.
    public let serial: UInt64
    public let visit: VisitToken
    /// At most `HydrationPolicy.batchSize` ids, highest priority first.
    public let ids: [String]
    /// 1 for the first run, then one more for each retry.
    public let attempt: Int
    /// How many times a server that limits how often it is asked has made it wait.
    public var waits = 0
}
