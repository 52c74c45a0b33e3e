import Accounts
import Catalog

/// What the account routes read of the catalog, read from the server's own stores.
package struct CatalogFacts: AccountCatalog {
    let stores: CatalogStorePool

    package init(stores: CatalogStorePool) {
        self.stores = stores
    }

    package func songs(ids: [String]) throws -> [String: CatalogSongFacts] {
        try reading { store in
            var found: [String: CatalogSongFacts] = [:]
            for id in Set(ids) {
                guard let song = try store.songSummary(id: id) else { continue }
                found[id] = CatalogSongFacts(
                    id: song.id, title: song.title, composer: song.composer, composedYear: song.composedYear,
                    structure: song.structure,
                    externalReferences: song.externalReferences.isEmpty ? nil : song.externalReferences,
                    alternateTitles: song.altTitles)
            }
            return found
        }
    }

    package func recordings(ids: [String]) throws -> [String: CatalogRecordingFacts] {
        try reading { store in
            var found: [String: CatalogRecordingFacts] = [:]
            for id in Set(ids) {
                guard let recording = try store.recordingDetail(id: id) else { continue }
                found[id] = CatalogRecordingFacts(
                    songTitle: recording.songTitle, albumTitle: recording.albumTitle,
                    recordingYear: recording.recordingYear, albumArtSmall: recording.albumArtSmall)
            }
            return found
        }
    }

    /// Runs `body` on a store, its failures made the accounts' "catalog unavailable".
    private func reading<T>(_ body: (any CatalogServing) throws -> T) throws -> T {
        do {
            return try stores.withStore(body)
        } catch let error as CatalogQueryError {
            throw AccountCatalogUnavailable("the catalog refused a query: \(error.description)")
        } catch {
            throw AccountCatalogUnavailable(String(describing: error))
        }
    }
}
