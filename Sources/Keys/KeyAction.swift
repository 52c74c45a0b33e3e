import Layout

/// What a binding does. The loop performs some (focus, editing, activation, scrolling), the
/// application the rest (navigation); `moveFocus` is both: the loop's for the arrows, the
/// application's for h j k l.
public enum KeyAction: Equatable, Sendable {
    // The loop's
    case type
    case suspend
    case interrupt
    case focusNext
    case focusPrevious
    case edit(TextEditKey)
    case activate
    /// From a search field on to what it found; in a field that submits, nothing (the key
    /// goes on to the application: Esc closes a prompt).
    case leaveSearch
    case scrollPage(down: Bool)
    // Either's
    case moveFocus(FocusDirection)
    // The application's
    case quit
    case back
    case askForLink
    case redraw
    case toggleHelp
    case retry
    case focusSearch
    case focusEdge(ScrollEdge, EdgeScope)
    /// The tab a numbered chord's number names (1 for the first).
    case selectTab
    /// Every shelf of the page opened, or closed.
    case setAllShelves(open: Bool)
    /// In a list's search field: the search before the one shown (older), or after it.
    case recallSearch(older: Bool)
    /// The focused recording (or the page's) marked ★, or its ★ taken off.
    case toggleFavorite
    /// A song page's "Add to repertoire…" panel opened.
    case addToRepertoire
    /// In a list the user orders (a repertoire): the focused entry one place later, or earlier.
    case moveEntry(later: Bool)
    /// In a list the user keeps (a repertoire): the focused entry taken out.
    case removeEntry
    /// The last change to the library (a ★, a song in or out of a repertoire, a repertoire
    /// deleted) taken back.
    case undo
    /// The focused shelf's recordings that have a YouTube link, played in the shelf's order.
    case playShelf
    /// What plays paused, or playing again.
    case togglePause
    /// What plays moved `seekSeconds` on, or back.
    case seek(forward: Bool)
    /// The next in what plays, or the one before.
    case skip(forward: Bool)
    /// Nothing plays any more.
    case stopPlaying

    /// How far one `seek` moves what plays, in seconds: what the keys do, their hint and their
    /// help say.
    public static let seekSeconds = 10
}
