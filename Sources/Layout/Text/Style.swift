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

    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
}

/// How a cell's text looks. `nil` colours inherit from the enclosing style.
///
/// Packed into one 64-bit word: every cell of every frame carries a style, and frames are
/// compared cell by cell, so a style compares, copies and hashes as one integer. Bits 0–23
/// are the foreground's red, green and blue, bit 24 says it is set; bits 25–49 the same for
/// the background; bits 50–54 the flags.
public struct Style: Hashable, Sendable {
    public private(set) var bits: UInt64 = 0

    @inlinable static var foregroundShift: UInt64 { 0 }
    @inlinable static var backgroundShift: UInt64 { 25 }
    @inlinable static var colorSet: UInt64 { 1 << 24 }

    @usableFromInline
    enum Flag: UInt64 {
        case bold = 50
        case italic, dim, underline, reverse
        @inlinable var mask: UInt64 { 1 << rawValue }
    }

    /// Inlined where a style is made: cover art makes one per cell, and most arguments are
    /// constants there.
    @inlinable
    public init(
        bold: Bool = false, italic: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
        foreground: Color? = nil, background: Color? = nil
    ) {
        var bits = Self.field(foreground) << Self.foregroundShift | Self.field(background) << Self.backgroundShift
        if bold { bits |= Flag.bold.mask }
        if italic { bits |= Flag.italic.mask }
        if dim { bits |= Flag.dim.mask }
        if underline { bits |= Flag.underline.mask }
        if reverse { bits |= Flag.reverse.mask }
        self.init(bits: bits)
    }

    @usableFromInline
    init(bits: UInt64) { self.bits = bits }

    /// The bits of a colour as it is kept, from its own shift.
    static var colorFieldMask: UInt64 { colorSet | 0xFF_FFFF }

    /// A colour as it is kept: a flag (`colorSet`) and 0xRRGGBB; 0 for none.
    @inlinable
    static func field(_ color: Color?) -> UInt64 {
        guard let color else { return 0 }
        return colorSet | UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
    }

    public static let plain = Style()

    public var bold: Bool {
        get { flag(.bold) }
        set { set(.bold, newValue) }
    }
    public var italic: Bool {
        get { flag(.italic) }
        set { set(.italic, newValue) }
    }
    public var dim: Bool {
        get { flag(.dim) }
        set { set(.dim, newValue) }
    }
    public var underline: Bool {
        get { flag(.underline) }
        set { set(.underline, newValue) }
    }
    public var reverse: Bool {
        get { flag(.reverse) }
        set { set(.reverse, newValue) }
    }
    public var foreground: Color? {
        get { color(at: Self.foregroundShift) }
        set { setColor(newValue, at: Self.foregroundShift) }
    }
    public var background: Color? {
        get { color(at: Self.backgroundShift) }
        set { setColor(newValue, at: Self.backgroundShift) }
    }

    /// The flags alone (bold, italic, dim, underline, reverse), for comparing them at once.
    public var flagBits: UInt64 { bits >> Flag.bold.rawValue }

    /// The foreground as it is kept: 0 for none, else a flag (`1 << 24`) and 0xRRGGBB, for an
    /// encoder to compare and write colours without making `Color`s of them.
    public var foregroundField: UInt32 { field(at: Self.foregroundShift) }
    /// The background as it is kept; see `foregroundField`.
    public var backgroundField: UInt32 { field(at: Self.backgroundShift) }

    private func field(at shift: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (bits >> shift) & Self.colorFieldMask)
    }

    private func flag(_ flag: Flag) -> Bool { bits & flag.mask != 0 }

    private mutating func set(_ flag: Flag, _ on: Bool) {
        bits = on ? bits | flag.mask : bits & ~flag.mask
    }

    private func color(at shift: UInt64) -> Color? {
        let word = bits >> shift
        guard word & Self.colorSet != 0 else { return nil }
        return Color(
            red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8),
            blue: UInt8(truncatingIfNeeded: word))
    }

    private mutating func setColor(_ color: Color?, at shift: UInt64) {
        bits &= ~(Self.colorFieldMask << shift)
        bits |= Self.field(color) << shift
    }

    /// This style with its colours as kept (see `foregroundField`) replaced.
    func withColorFields(foreground: UInt32, background: UInt32) -> Style {
        let colors = Self.colorFieldMask << Self.foregroundShift | Self.colorFieldMask << Self.backgroundShift
        return Style(
            bits: bits & ~colors | UInt64(foreground) << Self.foregroundShift | UInt64(background)
                << Self.backgroundShift)
    }

    /// This style, with `base`'s background when it has none of its own: what a cell drawn
    /// over another keeps of it.
    func withBackground(under base: Style) -> Style {
        guard backgroundField == 0 else { return self }
        return Style(bits: bits | base.bits & Self.colorFieldMask << Self.backgroundShift)
    }

    /// This style's settings on top of `base`: flags add up, colours override when set.
    public func over(_ base: Style) -> Style {
        var combined = Style()
        let flags = (bits | base.bits) & ~((1 << Flag.bold.rawValue) - 1)
        let foreground = bits & (Self.colorSet << Self.foregroundShift) != 0 ? bits : base.bits
        let background = bits & (Self.colorSet << Self.backgroundShift) != 0 ? bits : base.bits
        let foregroundMask: UInt64 = Self.colorFieldMask << Self.foregroundShift
        let backgroundMask: UInt64 = Self.colorFieldMask << Self.backgroundShift
        combined.bits = flags | (foreground & foregroundMask) | (background & backgroundMask)
        return combined
    }
}

extension Style: CustomDebugStringConvertible {
    public var debugDescription: String {
        var parts: [String] = []
        for (name, on) in [
            ("bold", bold), ("italic", italic), ("dim", dim), ("underline", underline), ("reverse", reverse),
        ]
        where on { parts.append(name) }
        if let foreground { parts.append("fg \(foreground)") }
        if let background { parts.append("bg \(background)") }
        return "Style(" + parts.joined(separator: ", ") + ")"
    }
}
