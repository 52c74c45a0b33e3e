/// The catalog's counts as far as its catalog tells them: every table's from the file or from
/// our server; from a server without the counts route (the upstream's own), the songs and
/// artists its indexes list, and why the rest is missing.
public enum ReportedCounts: Sendable, Equatable {
    case all(CatalogCounts)
    /// From a server without the counts route: its indexes counted, and its recordings where
    /// it says how many (`HTTPCatalog.recordingsCount`).
    case indexes(songs: Int, performers: Int, recordings: Int?, missing: String)

    /// Blocks: call it off the main thread.
    public static func read(from catalog: any CatalogReading) throws -> ReportedCounts {
        do {
            return .all(try catalog.counts())
        } catch let error as HTTPCatalogError {
            guard case .countsUnavailable = error else { throw error }
            return .indexes(
                songs: try catalog.songs(matching: nil).count, performers: try catalog.performers(matching: nil).count,
                recordings: try (catalog as? HTTPCatalog)?.recordingsCount(), missing: error.description)
        }
    }
}
