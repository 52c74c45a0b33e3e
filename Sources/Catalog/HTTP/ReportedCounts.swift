/// The catalog's counts as far as its catalog tells them: every table's from the file or from
/// our server; from a server without the counts route (the upstream's own), the songs and
/// artists its indexes list, and why the rest is missing.
public enum ReportedCounts: Sendable, Equatable {
    case all(CatalogCounts)
    case indexes(songs: Int, performers: Int, missing: String)

    /// Blocks: call it off the main thread.
    public static func read(from catalog: any CatalogReading) throws -> ReportedCounts {
        do {
            return .all(try catalog.counts())
        } catch let error as HTTPCatalogError {
            guard case .countsUnavailable = error else { throw error }
            return .indexes(
                songs: try catalog.songs(matching: nil).count, performers: try catalog.performers(matching: nil).count,
                missing: error.description)
        }
    }
}
