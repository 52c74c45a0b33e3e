/// How a cover reaches the screen, decided by what the terminal supports (capability
/// detection with a manual override, outside this module).
public enum ArtworkOutput: Hashable, Sendable, CustomStringConvertible {
    /// Coloured block symbols placed in canvas cells: works everywhere.
    case symbols(SymbolColors)
    /// The kitty graphics protocol: a real image, transmitted and placed in one escape sequence.
    case kitty
    /// DEC sixel graphics: a real image in a palette of at most 256 colours.
    case sixel

    public var description: String {
        switch self {
        case .symbols(let colors): "symbols (\(colors))"
        case .kitty: "kitty"
        case .sixel: "sixel"
        }
    }
}

/// The colours the terminal can show for symbol art.
public enum SymbolColors: String, Hashable, Sendable, CaseIterable {
    case truecolor
    case indexed256 = "256 colours"
    case indexed16 = "16 colours"
}
