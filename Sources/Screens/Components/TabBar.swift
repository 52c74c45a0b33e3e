import Keys
import Layout

/// The bottom line: one segment per tab, the selected one bold and underlined, and the keys of
/// what has the focus in the rest of the line.
struct TabBar: View {
    let selected: Tab
    let keys: KeyHints.PageKeys
    let keyMap: KeyMap
    /// The tabs a space apart, on a screen too narrow for their padding.
    let compact: Bool
    let select: (Tab) -> Void

    var body: some View {
        HStack(spacing: 2) {
            SegmentedPicker(
                "Tabs", options: Tab.allCases.map(\.rawValue), selected: Tab.allCases.firstIndex(of: selected) ?? 0,
                compact: compact
            ) { index in select(Tab.allCases[index]) }
            // The tabs whole, always; the hints take what they leave.
            .fixedSize(horizontal: true, vertical: false)
            FocusHints { [keys, keyMap] focus in KeyHints.hints(for: focus, on: keys, keyMap: keyMap) }
        }
    }
}
