import Catalog
import Synchronization

/// Catalog connections for the server's threads, on the catalog file or on PostgreSQL. A store
/// is one connection used by one caller at a time, so threads sharing one would answer one by
/// one; instead a request takes a store of its own for its duration and puts it back. A store
/// is opened only when every open one is in use, so there are never more than the server has
/// threads (each answers one request at a time). Every store reads the same catalog.
public final class CatalogStorePool: Sendable {
    private let open: @Sendable () throws -> any CatalogServing
    private let idle: Mutex<[any CatalogServing]>

    /// - Parameters:
    ///   - first: a store already open (the one that checked the catalog at start), used before
    ///     any other is opened.
    ///   - open: opens another store on the same catalog.
    public init(first: (any CatalogServing)? = nil, open: @escaping @Sendable () throws -> any CatalogServing) {
        self.open = open
        idle = Mutex(first.map { [$0] } ?? [])
    }

    /// Stores on the catalog file at `location`.
    public convenience init(location: CatalogLocation, first: SQLiteCatalogStore? = nil) {
        self.init(first: first) { try SQLiteCatalogStore.open(location) }
    }

    /// Stores on the catalog in the PostgreSQL database at `url`; `interruption` ends their waits.
    public convenience init(
        database url: String, first: PostgresCatalogStore? = nil, interruption: WaitInterruption? = nil
    ) {
        self.init(first: first) { try PostgresCatalogStore.open(url: url, interruption: interruption) }
    }

    /// Runs `body` with a store no other request uses meanwhile. Opening one fails (with a
    /// `CatalogError` or a `PostgresError`) while the catalog cannot be read; the next request
    /// tries again.
    func withStore<T>(_ body: (any CatalogServing) throws -> T) throws -> T {
        let store = try idle.withLock { $0.popLast() } ?? open()
        defer { idle.withLock { $0.append(store) } }
        return try body(store)
    }
}
