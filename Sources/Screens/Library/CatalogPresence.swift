import Catalog
import Library
import Upstream

/// Which of the library's entries the catalog on hand no longer holds: a library outlives any
/// catalog (a regenerated one, a mirror of another server), and its entries are shown as
/// such, never dropped.
public struct CatalogPresence: Equatable, Sendable {
    public var missingSongs: Set<String> = []
    public var missingRecordings: Set<String> = []

    /// What an entry the catalog no longer holds says beside its name, on every page and in
    /// every command.
    public static let notInCatalog = "no longer in this catalog"

    public init(missingSongs: Set<String> = [], missingRecordings: Set<String> = []) {
        self.missingSongs = missingSongs
        self.missingRecordings = missingRecordings
    }

    /// Asks the catalog for every song and recording the snapshot names: the songs' index
    /// once, the recordings by batches.
    public static func check(_ snapshot: LibrarySnapshot, in catalog: any CatalogReading) throws -> CatalogPresence {
        var presence = CatalogPresence()
        let songIDs = Set(snapshot.repertoires.flatMap(\.songs).map(\.id))
        if !songIDs.isEmpty {
            let held = Set(try catalog.songs(matching: nil).map(\.id))
            presence.missingSongs = songIDs.subtracting(held)
        }
        let recordingIDs = snapshot.favorites.map(\.id)
        var start = 0
        while start < recordingIDs.count {
            let batch = Array(recordingIDs[start..<min(start + UpstreamLimits.batchIDs, recordingIDs.count)])
            let held = Set(try catalog.hydrate(ids: batch).recordings.map(\.id))
            presence.missingRecordings.formUnion(batch.filter { !held.contains($0) })
            start += UpstreamLimits.batchIDs
        }
        return presence
    }
}
