/// What a focus section (`.focusSection(_:)`) keeps inside it. The keys that move the focus do
/// not take it out; a click, the application (`requestFocus`) or the section closing do.
public enum FocusSection: Hashable, Sendable {
    /// The arrows stop at its edges; Tab goes on past them. The page above a tab bar: Down at
    /// the end of the page stops there, and the tabs are reached by Tab, a click or a number.
    case arrows
    /// Every move stays inside, the arrows and Tab alike, until it closes: a panel. While one
    /// is on screen it takes the moves wherever the focus is; an arrow that finds no control
    /// ahead in it scrolls it, and never past its end.
    case panel
}
