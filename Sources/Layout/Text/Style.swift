/// A colour in truecolour; the terminal maps it down to 256 or 16 colours when it must.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From a hex literal such as 0x363A87.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    public static let brand = Color(hex: 0x363A87)
    public static let textPrimary = Color(hex: 0x413737)
    public static let textSecondary = Color(hex: 0x675F5F)
    public static let surfaceMuted = Color(hex: 0xD9D7D7)
    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
}

/// How a cell's text looks. `nil` colours inherit from the enclosing style.
public struct Style: Hashable, Sendable {
    public var bold = false
    public var italic = false
    public var dim = false
    public var underline = false
    public var reverse = false
    public var foreground: Color?
    public var background: Color?

    public init(
        bold: Bool = false, italic: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
        foreground: Color? = nil, background: Color? = nil
    ) {
        self.bold = bold
        self.italic = italic
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.foreground = foreground
        self.background = background
    }

    public static let plain = Style()

    /// This style's settings on top of `base`: flags add up, colours override when set.
    public func over(_ base: Style) -> Style {
        Style(
            bold: bold || base.bold, italic: italic || base.italic, dim: dim || base.dim,
            underline: underline || base.underline, reverse: reverse || base.reverse,
            foreground: foreground ?? base.foreground, background: background ?? base.background)
    }
}
