/// The choices the Settings tab offers. The command line keeps them in the config file.
public struct BrowserSettings: Hashable, Sendable {
    public enum Theme: String, CaseIterable, Sendable {
        case terminal = "Terminal default"
        case light = "Light"
        case dark = "Dark"

        /// How the config file names it.
        public var configName: String { self == .terminal ? "terminal" : rawValue.lowercased() }
    }

    public enum CoverArt: String, CaseIterable, Sendable {
        case auto = "Auto"
        case kitty = "Kitty"
        case sixel = "Sixel"
        case symbols = "Symbols"
        case off = "Off"

        /// How `--images` and the config file name it.
        public var configName: String { rawValue.lowercased() }
    }

    public var theme = Theme.terminal
    public var coverArt = CoverArt.auto
    public var catalogPath: String

    public init(catalogPath: String) { self.catalogPath = catalogPath }
}
