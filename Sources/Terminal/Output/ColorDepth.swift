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

    /// SGR parameters selecting `color` as foreground (or background).
    func parameters(for color: Color, background: Bool) -> String? {
        switch self {
        case .none:
            return nil
        case .truecolor:
            return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256:
            return "\(background ? 48 : 38);5;\(Self.index256(color))"
        case .ansi16:
            let (index, bright) = Self.index16(color)
            return String((background ? (bright ? 100 : 40) : (bright ? 90 : 30)) + index)
        }
    }

    /// The nearest entry of the 6×6×6 cube or the grey ramp.
    static func index256(_ color: Color) -> Int {
        let r = Int(color.red)
        let g = Int(color.green)
        let b = Int(color.blue)
        if abs(r - g) < 10 && abs(g - b) < 10 {
            let grey = (r + g + b) / 3
            if grey < 8 { return 16 }
            if grey > 238 { return 231 }
            return 232 + (grey - 8) / 10
        }
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        return 16 + 36 * level(r) + 6 * level(g) + level(b)
    }

    /// The nearest of the 8 basic colours, bright when the colour is light.
    static func index16(_ color: Color) -> (Int, Bool) {
        let r = Int(color.red)
        let g = Int(color.green)
        let b = Int(color.blue)
        let index = (r > 127 ? 1 : 0) | (g > 127 ? 2 : 0) | (b > 127 ? 4 : 0)
        return (index, max(r, g, b) > 191)
    }
}
