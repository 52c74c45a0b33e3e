import Accounts
import Catalog
import Synchronization

/// What the account routes read of the catalog, read from the server's own stores and kept,
/// as the response cache keeps answers, for at most the `max-age` the catalog's answers carry:
/// a repertoire read again costs lookups, not a song's page made anew for each of its songs.
package struct CatalogFacts: AccountCatalog {
    let stores: CatalogStorePool
    private let songsKept = KeptFacts<CatalogSongFacts>()
    private let recordingsKept = KeptFacts<CatalogRecordingFacts>()

    package init(stores: CatalogStorePool) {
        self.stores = stores
    }

    package var answersLast: Int { CatalogService.maxAge }

    package func songs(ids: [String]) throws -> [String: CatalogSongFacts] {
        try songsKept.facts(for: ids) { missing in
            try reading { store in
                var found: [String: CatalogSongFacts] = [:]
                for id in missing {
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
    }

    package func recordings(ids: [String]) throws -> [String: CatalogRecordingFacts] {
        try recordingsKept.facts(for: ids) { missing in
            try reading { store in
                var found: [String: CatalogRecordingFacts] = [:]
                for id in missing {
                    guard let recording = try store.recordingDetail(id: id) else { continue }
                    found[id] = CatalogRecordingFacts(
                        songTitle: recording.songTitle, albumTitle: recording.albumTitle,
                        recordingYear: recording.recordingYear, albumArtSmall: recording.albumArtSmall)
                }
                return found
            }
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

/// Facts read of the catalog by id, each kept (a missing one too) for `CatalogService.maxAge`
/// seconds; past `limit` ids the whole is dropped, which a catalog of any size refills in
/// seconds.
final class KeptFacts<Facts: Sendable>: Sendable {
    private struct Entry {
        let facts: Facts?
        let until: ContinuousClock.Instant
    }

    private let kept = Mutex<[String: Entry]>([:])
    private let limit = 50_000

    /// The facts of `ids`, reading those not kept (or kept too long) with `read`.
    func facts(for ids: [String], read: ([String]) throws -> [String: Facts]) throws -> [String: Facts] {
        let now = ContinuousClock.now
        var found: [String: Facts] = [:]
        var missing: [String] = []
        kept.withLock { kept in
            for id in Set(ids) {
                if let entry = kept[id], entry.until > now {
                    if let facts = entry.facts { found[id] = facts }
                } else {
                    missing.append(id)
                }
            }
        }
        guard !missing.isEmpty else { return found }
        let read = try read(missing)
        let until = now + .seconds(CatalogService.maxAge)
        kept.withLock { kept in
            if kept.count + missing.count > limit { kept.removeAll() }
            for id in missing { kept[id] = Entry(facts: read[id], until: until) }
        }
        return found.merging(read) { first, _ in first }
    }
}
