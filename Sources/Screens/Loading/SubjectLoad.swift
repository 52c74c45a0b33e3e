import Catalog

/// What a page is about — a song's or an artist's header, a recording — loaded off the main
/// thread through the page's loads: the value once it arrives, or why it could not be loaded,
/// with a retry. An id the catalog does not know closes the page with a message instead.
final class SubjectLoad<Value: Sendable> {
    private(set) var value: Value?
    private(set) var failure: String?
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

    /// Loads again after a failure.
    func retry() {
        failure = nil
        load()
    }

    private func load() {
        loads.load(fetch) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let value?):
                self.value = value
                arrived(value)
            case .success(nil): notFound()
            case .failure(let failure): self.failure = failure.description
            }
        }
    }
}
