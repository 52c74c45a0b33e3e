/// Ids whose batch failed on every attempt, with the last error in words, for the UI's retry.
public struct HydrationFailure: Error, Hashable, Sendable {
    public let ids: [String]
    public let attempts: Int
    public let reason: String
}
