/// What the terminal can do, decided from the environment (the terminal's own variables,
/// `TERM`, `COLORTERM`, `NO_COLOR`) with `APPROACHNOTE_HYPERLINKS=0|1` as a manual override.
/// Image protocols are found by asking the terminal (`MainLoop.probeGraphics`).
public struct TerminalCapabilities: Equatable, Sendable {
    public var colorDepth: ColorDepth
    public var hyperlinks: Bool
    public var synchronizedOutput: Bool

    public init(colorDepth: ColorDepth, hyperlinks: Bool, synchronizedOutput: Bool) {
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
        self.synchronizedOutput = synchronizedOutput
    }

    public static func detect(environment: [String: String]) -> TerminalCapabilities {
        TerminalCapabilities(
            colorDepth: ColorDepth.detect(environment: environment), hyperlinks: hyperlinks(environment),
            synchronizedOutput: environment["TERM"] != "linux")
    }

    /// Terminals known to show OSC 8 links; others get plain text, which is always safe.
    private static func hyperlinks(_ environment: [String: String]) -> Bool {
        switch environment["APPROACHNOTE_HYPERLINKS"] {
        case "1": return true
        case "0": return false
        default: break
        }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.contains("kitty") || term.contains("foot") || term.contains("wezterm") || term.contains("ghostty") {
            return true
        }
        let program = environment["TERM_PROGRAM"] ?? ""
        if ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper"].contains(program) { return true }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5_000 { return true }
        return environment["WT_SESSION"] != nil
    }
}
