import Catalog
import Library

/// Which of the library's entries the catalog holds, for a page that marks those it no longer
/// does: asked of the catalog again whenever the library has changed since the last answer.
final class LibraryPresenceCheck {
    private let loads: PageLoads
    private let library: UserLibrary
    private(set) var presence = CatalogPresence()
    /// The library's revision when last asked about.
    private var checked: Int?
    /// Why the catalog could not say, and the retry of the question.
    private(set) lazy var failure = loads.retrying { [weak self] in self?.ask() }

    init(loads: PageLoads, library: UserLibrary) {
        self.loads = loads
        self.library = library
    }

    /// Asks again if the library changed since the last question.
    func refresh() {
        if checked != library.revision { ask() }
    }

    private func ask() {
        let (snapshot, revision) = (library.snapshot, library.revision)
        checked = revision
        loads.load({ try CatalogPresence.check(snapshot, in: $0) }) { [weak self] result in
            // An answer about an earlier state of the library says nothing of this one.
            guard let self, checked == revision else { return }
            switch result {
            case .success(let presence):
                failure.succeeded()
                self.presence = presence
            case .failure(let failure): self.failure.failed(failure)
            }
        }
    }
}
