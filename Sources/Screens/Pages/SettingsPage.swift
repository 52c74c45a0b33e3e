import Artwork
import Layout

/// Settings: colour theme, cover-art mode, and where the catalog is, each under its label.
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
            Text("Colour theme").bold()
            SegmentedPicker(
                "Colour theme", options: BrowserSettings.Theme.allCases.map(\.rawValue),
                selected: BrowserSettings.Theme.allCases.firstIndex(of: current.theme) ?? 0
            ) { index in change { $0.theme = BrowserSettings.Theme.allCases[index] } }
            Text("Cover art").bold()
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
