/// How a subtree's colours appear on the screen: a theme. Views name their colours (the
/// product's are in `Screens`); a scheme swaps them for shades that read well on its
/// background, and gives the cells that name no colour its own foreground and background.
/// Without a scheme the terminal's own colours show through.
public struct ColorScheme: Hashable, Sendable {
    /// For text that names no colour; nil keeps the terminal's.
    public var foreground: Color?
    /// For cells that name no background; nil keeps the terminal's.
    public var background: Color?
    /// A named colour and the shade shown in its place.
    public var replacements: [Color: Color]

    public init(foreground: Color? = nil, background: Color? = nil, replacements: [Color: Color] = [:]) {
        self.foreground = foreground
        self.background = background
        self.replacements = replacements
    }
}

/// A scheme as it is applied to every cell of a frame: its colours as a style keeps them
/// (`Style.foregroundField`), and its replacements in a short list. A scheme replaces a colour
/// or two, and a frame of cover art has a colour in nearly every cell, so a comparison or two
/// of integers per colour is cheaper than making `Color`s or hashing them for a dictionary.
struct Recoloring {
    private let foreground: UInt32
    private let background: UInt32
    private let replacements: [(named: UInt32, shown: UInt32)]

    init(_ scheme: ColorScheme) {
        let field = { (color: Color?) in UInt32(truncatingIfNeeded: Style.field(color)) }
        foreground = field(scheme.foreground)
        background = field(scheme.background)
        replacements = scheme.replacements.map { (named: field($0.key), shown: field($0.value)) }
    }

    func apply(to style: Style) -> Style {
        style.withColorFields(
            foreground: shade(style.foregroundField, unset: foreground),
            background: shade(style.backgroundField, unset: background))
    }

    private func shade(_ field: UInt32, unset: UInt32) -> UInt32 {
        guard field != 0 else { return unset }
        for replacement in replacements where replacement.named == field { return replacement.shown }
        return field
    }
}

extension View {
    /// Shows everything inside in this colour scheme (drawn, then recoloured cell by cell).
    public func colorScheme(_ scheme: ColorScheme) -> Element {
        Element.wrapping(element, "colorScheme", scheme) { .colorScheme(scheme, $0) }
    }
}

extension Canvas {
    /// Recolours the part of `rect` inside the clip.
    mutating func recolor(_ rect: Rect, with scheme: ColorScheme) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        let recoloring = Recoloring(scheme)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                restyle(x: x, y: y) { recoloring.apply(to: $0) }
            }
        }
    }
}
