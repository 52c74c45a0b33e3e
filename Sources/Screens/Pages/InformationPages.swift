import Artwork
import Catalog
import Layout

/// The choices the Settings tab offers. They live as long as the application (nothing is
/// written to disk yet).
public struct BrowserSettings: Hashable, Sendable {
    public enum Theme: String, CaseIterable, Sendable {
        case terminal = "Terminal default"
        case light = "Light"
        case dark = "Dark"
    }

    public enum CoverArt: String, CaseIterable, Sendable {
        case auto = "Auto"
        case kitty = "Kitty"
        case sixel = "Sixel"
        case symbols = "Symbols"
        case off = "Off"
    }

    public var theme = Theme.terminal
    public var coverArt = CoverArt.auto
    public var catalogPath: String

    public init(catalogPath: String) { self.catalogPath = catalogPath }
}

/// Settings: colour theme, cover-art mode, and where the catalog is.
final class SettingsPage: Page {
    let route = Route.settings
    private let settings: () -> BrowserSettings
    private let change: ((inout BrowserSettings) -> Void) -> Void
    /// How covers are drawn now (the mode on this terminal); nil when they are not.
    private let coverOutput: () -> ArtworkOutput?

    init(
        settings: @escaping () -> BrowserSettings, change: @escaping ((inout BrowserSettings) -> Void) -> Void,
        coverOutput: @escaping () -> ArtworkOutput?
    ) {
        self.settings = settings
        self.change = change
        self.coverOutput = coverOutput
    }

    var isLoading: Bool { false }
    func left() {}

    func body() -> Element {
        let current = settings()
        let change = change
        return VStack(spacing: 0) {
            Text("Settings").heading()
            Text(" ")
            SegmentedPicker(
                "Colour theme", options: BrowserSettings.Theme.allCases.map(\.rawValue),
                selected: BrowserSettings.Theme.allCases.firstIndex(of: current.theme) ?? 0
            ) { index in change { $0.theme = BrowserSettings.Theme.allCases[index] } }
            SegmentedPicker(
                "Cover art", options: BrowserSettings.CoverArt.allCases.map(\.rawValue),
                selected: BrowserSettings.CoverArt.allCases.firstIndex(of: current.coverArt) ?? 0
            ) { index in change { $0.coverArt = BrowserSettings.CoverArt.allCases[index] } }
            Text(Self.describe(coverOutput())).secondary()
            Text(" ")
            Text("Catalog").bold()
            Text(current.catalogPath).secondary()
        }
        .padding(horizontal: 1, vertical: 0)
    }
}

extension SettingsPage {
    /// What Auto chose, or what the named mode means here.
    static func describe(_ output: ArtworkOutput?) -> String {
        switch output {
        case nil: "Covers are not drawn."
        case .kitty?: "Covers are drawn as kitty images."
        case .sixel?: "Covers are drawn as sixel images."
        case .symbols(let colors)?: "Covers are drawn as symbols (\(colors))."
        }
    }
}

/// About: what ApproachNote is, and the catalog's counts (from a server without the counts
/// route, the songs and artists it lists, and a word on the rest).
final class AboutPage: Page {
    let route = Route.about
    private let loads: PageLoads
    private var counts: ReportedCounts?
    /// Why the counts could not be loaded, and their retry.
    private lazy var failure = loads.retrying { [weak self] in self?.load() }

    init(context: PageContext) {
        loads = PageLoads(loader: context.loader)
        load()
    }

    private func load() {
        loads.load({ try ReportedCounts.read(from: $0) }) { [weak self] result in
            switch result {
            case .success(let counts):
                self?.failure.succeeded()
                self?.counts = counts
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
                Text("\(counts.songs) songs · \(counts.performers) artists · \(counts.recordings) recordings")
                Text("\(counts.releases) releases")
            case .indexes(let songs, let performers, let missing):
                Text("This catalog").bold()
                Text("\(songs) songs · \(performers) artists")
                Text(missing).dim()
            case nil where failure.failure != nil:
                LoadFailureNotice(subject: "the catalog's counts", failure: failure)
            case nil:
                Text("Counting…").dim()
            }
            Text(" ")
            Text("Keys: arrows move · Enter opens · Esc goes back · 1–4 tabs · ? lists every key · q quits").dim()
        }
        .padding(horizontal: 1, vertical: 0)
    }
}
