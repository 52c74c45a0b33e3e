import Catalog

/// A count of the copy a sync wrote that is not the server's (`/v1/catalog/counts`), and why:
/// a sync page by page writes what the `/v1` pages show, and some tables reach them only in part.
public struct CountDifference: Sendable, Equatable {
    public let name: String
    public let copy: Int
    public let server: Int
    public let reason: String

    /// The counts of `copy` that differ from `server`'s, in `catalog info`'s order.
    static func between(copy: CatalogCounts, server: CatalogCounts) -> [CountDifference] {
        tables.compactMap { table in
            let (mine, theirs) = (copy[keyPath: table.count], server[keyPath: table.count])
            return mine == theirs
                ? nil : CountDifference(name: table.name, copy: mine, server: theirs, reason: table.reason)
        }
    }

    private static let tables: [(name: String, count: KeyPath<CatalogCounts, Int> & Sendable, reason: String)] = [
        ("songs", \.songs, shownOnlyInPart), ("recordings", \.recordings, shownOnlyInPart),
        ("performers", \.performers, shownOnlyInPart), ("releases", \.releases, shownOnlyInPart),
        ("recording releases", \.recordingReleases, shownOnlyInPart),
        ("performer credits", \.performerCredits, shownOnlyInPart),
        ("streaming links", \.streamingLinks, shownOnlyInPart),
        ("release images", \.releaseImagery, "a release's covers reach the pages only as its recordings' best covers"),
        (
            "contributions", \.contributions,
            "the pages give the community's counts and consensus, not each contribution: the copy keeps the fewest "
                + "that give the same"
        ),
        ("authority recommendations", \.authorityRecommendations, shownOnlyInPart),
        ("instruments", \.instruments, "the pages name only the instruments someone is credited with"),
    ]

    private static let shownOnlyInPart = "the server's pages do not show them all"
}
