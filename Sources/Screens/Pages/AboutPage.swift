import Browsing
import Catalog
import Keys
import Layout

/// About: what ApproachNote is, and the catalog's counts (from a server without the counts
/// route, the songs and artists it lists, and a word on the rest).
final class AboutPage: Page {
    let route = Route.about
    private let loads: PageLoads
    private var counts: ReportedCounts?
    private var origin = CatalogOrigin.unrecorded
    /// Why the counts could not be loaded, and their retry.
    private lazy var failure = loads.retrying { [weak self] in self?.load() }

    /// The key that opens the `?` panel, as the user chose it.
    private let helpKeys: String

    init(context: PageContext) {
        loads = PageLoads(loader: context.loader)
        helpKeys = context.keyMap.keys(for: .help)
        load()
    }

    private func load() {
        loads.load({ (try ReportedCounts.read(from: $0), try $0.origin()) }) { [weak self] result in
            switch result {
            case .success(let (counts, origin)):
                self?.failure.succeeded()
                self?.counts = counts
                self?.origin = origin
            case .failure(let failure): self?.failure.failed(failure)
            }
        }
    }

    var isLoading: Bool { loads.isLoading }
    var isCountingDown: Bool { loads.isCountingDown }
    func left() { loads.cancelAll() }

    func body() -> Element {
        VStack(spacing: 0) {
            Text("About ApproachNote").heading()
            Text(" ")
            Text(
                "A reference for jazz standards: the songs, the artists who recorded them, and the thousands of "
                    + "recordings of each, shown as shelves of recording cards.")
            Text(" ")
            switch counts {
            case .all(let counts):
                Text("This catalog").bold()
                Text(
                    "\(GroupedNumber.text(counts.songs)) songs · \(GroupedNumber.text(counts.performers)) artists · "
                        + "\(GroupedNumber.text(counts.recordings)) recordings")
                Text("\(GroupedNumber.text(counts.releases)) releases")
                if let note = origin.note { Text(note).dim() }
            case .indexes(let songs, let performers, let recordings, let missing):
                Text("This catalog").bold()
                Text(
                    "\(GroupedNumber.text(songs)) songs · \(GroupedNumber.text(performers)) artists"
                        + (recordings.map { " · \(GroupedNumber.text($0)) recordings" } ?? ""))
                Text(missing).dim()
                if let note = origin.note { Text(note).dim() }
            case nil where failure.failure != nil:
                LoadFailureNotice(subject: "the catalog's counts", failure: failure)
            case nil:
                Text("Counting…").dim()
            }
            Text(" ")
            Text("Keys: \(helpKeys) lists them all; the bottom line shows those of what has the focus.")
                .dim()
        }
        .padding(horizontal: 1, vertical: 0)
    }
}
