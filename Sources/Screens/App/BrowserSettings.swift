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
