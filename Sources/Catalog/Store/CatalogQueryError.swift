import Upstream

/// A request the catalog refuses before it reaches the database.
public enum CatalogQueryError: Error, Equatable, CustomStringConvertible {
    case malformedID(String)
    case batchSize(Int)

    public var description: String {
        switch self {
        case .malformedID(let id): "Invalid UUID: '\(id)'"
        case .batchSize(let count):
            count == 0
                ? "No IDs given: a batch needs 1 to \(UpstreamLimits.batchIDs)."
                : "Too many IDs: \(count) > max \(UpstreamLimits.batchIDs)."
        }
    }
}
