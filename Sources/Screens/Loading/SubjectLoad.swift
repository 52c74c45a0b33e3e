import Catalog

/// What a page is about — a song's or an artist's header, a recording — loaded off the main
/// thread through the page's loads: the value once it arrives, or why it could not be loaded,
/// with a retry (on its own while the server is away). An id the catalog does not know closes
/// the page with a message instead.
final class SubjectLoad<Value: Sendable> {
    private(set) var value: Value?
    /// Why the value could not be loaded, and the retry.
    private(set) lazy var failure = loads.retrying { [weak self] in self?.load() }
    /// Runs on the main thread when the value arrives.
    var arrived: (Value) -> Void = { _ in }
    private let loads: PageLoads
    private let fetch: @Sendable (any CatalogReading) throws -> Value?
    private let notFound: () -> Void

    /// Starts loading; `fetch` answers nil for an unknown id, and then `notFound` runs.
    init(
        loads: PageLoads, notFound: @escaping () -> Void,
        fetch: @escaping @Sendable (any CatalogReading) throws -> Value?
    ) {
        self.loads = loads
        self.notFound = notFound
        self.fetch = fetch
        load()
    }

    /// Whether the last load failed (the notice shows in the value's place).
    var hasFailed: Bool { failure.failure != nil }

    private func load() {
        loads.load(fetch) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let value?):
                failure.succeeded()
                self.value = value
                arrived(value)
            case .success(nil):
                failure.succeeded()
                notFound()
            case .failure(let failure): self.failure.failed(failure)
            }
        }
    }
}
