import Layout

/// How many colours the terminal shows. Decided from `NO_COLOR`, `COLORTERM`, then the
/// terminfo entry of `TERM` (its `max_colors`), then the name of `TERM`; styles are mapped
/// down to it when a frame is encoded.
public enum ColorDepth: Int, Comparable, Sendable {
    case none
    case ansi16
    case ansi256
    case truecolor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term == "dumb" || term.isEmpty { return .none }
        if let colors = Terminfo.maxColors(term: environment["TERM"] ?? "", environment: environment) {
            if colors >= 1 << 24 { return .truecolor }
            if colors >= 256 { return .ansi256 }
            return colors >= 8 ? .ansi16 : .none
        }
        if term.contains("direct") || term.hasPrefix("xterm-kitty") || term.hasPrefix("wezterm") { return .truecolor }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }

    /// SGR parameters selecting `color` as foreground (or background), as text.
    func parameters(for color: Color, background: Bool) -> String? {
        var writer = ANSIWriter()
        addParameters(for: color, background: background, to: &writer)
        guard !writer.bytes.isEmpty else { return nil }
        return String(decoding: writer.bytes.dropFirst(2), as: UTF8.self)
    }

    /// The parameters selecting `color` as foreground (or background), added to the SGR
    /// sequence `writer` is writing; none without colours.
    func addParameters(for color: Color, background: Bool, to writer: inout ANSIWriter) {
        switch self {
        case .none:
            return
        case .truecolor:
            writer.colorParameters(red: color.red, green: color.green, blue: color.blue, background: background)
        case .ansi256:
            writer.parameter(background ? 48 : 38)
            writer.parameter(5)
            writer.parameter(Self.index256(color))
        case .ansi16:
            let (index, bright) = Self.index16(color)
            writer.parameter((background ? (bright ? 100 : 40) : (bright ? 90 : 30)) + index)
        }
    }

    /// The nearest entry of the 6×6×6 cube or the grey ramp: the nearer of the cube's colour
    /// and the ramp's grey, so each of the 240 (which symbol art in 256 colours is drawn
    /// with) maps back to its own index.
    static func index256(_ color: Color) -> Int {
        let r = Int(color.red)
        let g = Int(color.green)
        let b = Int(color.blue)
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        let grey = 232 + min(23, max(0, ((r + g + b) / 3 - 3) / 10))
        return distance(color, palette256(grey)) < distance(color, palette256(cube)) ? grey : cube
    }

    /// The colour of an entry of the 256-colour palette past the 16 system ones (xterm's).
    static func palette256(_ index: Int) -> Color {
        precondition((16...255).contains(index), "the 240 fixed colours are 16–255")
        if index >= 232 {
            let grey = UInt8(8 + 10 * (index - 232))
            return Color(red: grey, green: grey, blue: grey)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return Color(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    }

    /// The nearest of the 16 system colours: index 0–7 normal, 8–15 bright. Their values are
    /// the ones symbol art in 16 colours is drawn with (chafa's), so its colours map back to
    /// their own index; a terminal's theme shows them its own way.
    static func index16(_ color: Color) -> (Int, Bool) {
        let nearest = palette16.indices.min { distance(color, palette16[$0]) < distance(color, palette16[$1]) } ?? 0
        return (nearest % 8, nearest >= 8)
    }

    static let palette16: [Color] = [
        0x000000, 0x800000, 0x007000, 0x707000, 0x000070, 0x700070, 0x007070, 0xC0C0C0,
        0x404040, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { Color(hex: $0) }

    private static func distance(_ a: Color, _ b: Color) -> Int {
        let red = Int(a.red) - Int(b.red)
        let green = Int(a.green) - Int(b.green)
        let blue = Int(a.blue) - Int(b.blue)
        return red * red + green * green + blue * blue
    }
}
