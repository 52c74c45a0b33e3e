import Artwork

/// What the terminal can show covers with: found by asking it (kitty, sixel, the cell size)
/// and from its colours. Until it has answered, the plain assumption: symbols only.
public struct CoverDisplay: Equatable, Sendable {
    public var kitty: Bool
    public var sixel: Bool
    /// A cell's size in pixels, which images are made to fit; nil when the terminal did not say.
    public var cellPixels: PixelSize?
    public var symbolColors: SymbolColors

    public init(
        kitty: Bool = false, sixel: Bool = false, cellPixels: PixelSize? = nil, symbolColors: SymbolColors = .truecolor
    ) {
        self.kitty = kitty
        self.sixel = sixel
        self.cellPixels = cellPixels
        self.symbolColors = symbolColors
    }
}

extension BrowserSettings.CoverArt {
    /// How covers are drawn for this setting on `display`; nil when they are off. Auto takes
    /// the best the terminal offers; naming a protocol uses it whatever the terminal said,
    /// for a terminal that does not answer the question but draws the images.
    func output(on display: CoverDisplay) -> ArtworkOutput? {
        switch self {
        case .off: nil
        case .kitty: .kitty
        case .sixel: .sixel
        case .symbols: .symbols(display.symbolColors)
        case .auto: display.kitty ? .kitty : display.sixel ? .sixel : .symbols(display.symbolColors)
        }
    }
}
