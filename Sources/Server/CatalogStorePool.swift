import Catalog
import Synchronization

/// Catalog connections for the server's threads. A `CatalogStore` is one SQLite connection
/// used by one caller at a time, so threads sharing one would answer one by one; instead a
/// request takes a store of its own for its duration and puts it back. A store is opened
/// only when every open one is in use, so there are never more than the server has threads
/// (each answers one request at a time). Every store is read-only on the same file.
public final class CatalogStorePool: Sendable {
    public let location: CatalogLocation
    private let idle: Mutex<[CatalogStore]>

    /// - Parameter first: a store already open on `location` (the one that checked the file
    ///   at start), used before any other is opened.
    public init(location: CatalogLocation, first: CatalogStore? = nil) {
        self.location = location
        idle = Mutex(first.map { [$0] } ?? [])
    }

    /// Runs `body` with a store no other request uses meanwhile. Opening one fails with a
    /// `CatalogError` while the file cannot be read; the next request tries again.
    func withStore<T>(_ body: (CatalogStore) throws -> T) throws -> T {
        let store = try idle.withLock { $0.popLast() } ?? CatalogStore.open(location)
        defer { idle.withLock { $0.append(store) } }
        return try body(store)
    }
}
