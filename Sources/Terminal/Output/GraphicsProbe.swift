import Layout

/// What the terminal draws images with, as it answered.
public struct TerminalGraphics: Equatable, Sendable {
    public var kitty: Bool
    public var sixel: Bool
    /// A cell's size in pixels, when the terminal told (or the window size gave it).
    public var cellPixels: Size?

    public init(kitty: Bool = false, sixel: Bool = false, cellPixels: Size? = nil) {
        self.kitty = kitty
        self.sixel = sixel
        self.cellPixels = cellPixels
    }
}

/// Asks the terminal which image protocols it draws and how large its cells are: a kitty
/// graphics query (a one-pixel image checked, never stored), the cell size (`CSI 16 t`), then
/// the primary device attributes. Every terminal answers the last, and answers in order, so
/// its answer ends the probe: a terminal that said nothing to the first two has neither.
struct GraphicsProbe: Sendable {
    /// The id of the query image, which the kitty answer repeats.
    static let queryImageID = 31
    /// The question; without `kitty`, the kitty query is left out (inside tmux, which does
    /// not pass kitty graphics on and takes the query for a pane title).
    static func question(askingKitty kitty: Bool) -> String {
        (kitty ? "\u{1B}_Gi=\(queryImageID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" : "") + "\u{1B}[16t" + "\u{1B}[c"
    }

    private var found = TerminalGraphics()

    init() {}

    /// Takes one reply; returns the answer once it is complete.
    mutating func take(_ reply: TerminalReply) -> TerminalGraphics? {
        switch reply {
        case .kittyGraphics(let message):
            if message.hasPrefix("i=\(Self.queryImageID);") { found.kitty = message.hasSuffix(";OK") }
        case .cellSize(let width, let height):
            if width > 0, height > 0 { found.cellPixels = Size(width: width, height: height) }
        case .deviceAttributes(let attributes):
            // The first number is the terminal's class; the features follow it.
            found.sixel = attributes.dropFirst().contains(4)
            return found
        }
        return nil
    }
}
