import Keys

extension Modifiers {
    /// From the xterm modifier parameter (1 + bits: shift 1, alt 2, control 4).
    init(xtermParameter: Int) {
        let bits = max(0, xtermParameter - 1)
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}
