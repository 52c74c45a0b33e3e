/// A line of the `?` panel: the keys it names and what they do. The cases are in the order a
/// newcomer needs them, which is the panel's order.
public enum KeyHelpTopic: Int, CaseIterable, Sendable {
    case move, focusOrder, activate, scroll, carousel, page, shelves, search, leaveSearch, lineEditing, searchHistory
    case link
    case favorite, addToRepertoire, reorder, removeFromList, undo
    case playShelf, pause, seek, skip, stopPlaying
    case back, tabs, redraw, retry, help, quit

    public var line: (keys: String, action: String) {
        switch self {
        case .move: ("Arrows, h j k l", "move between controls")
        case .focusOrder: ("Tab, Shift-Tab", "next, previous control")
        case .activate: ("Enter, Space", "press the focused control; a link opens in the browser, or is copied")
        case .scroll: ("PgUp, PgDn", "scroll the page")
        case .carousel: ("Home, End", "first, last card of the carousel")
        case .page: ("g, G", "top, bottom of the page")
        case .shelves: ("+, -", "open every shelf, close every shelf")
        case .search: ("/", "search")
        case .leaveSearch: ("Down", "in a search: on to what it found, as Enter")
        case .lineEditing: ("Ctrl-U, Ctrl-W", "in a search: erase to its start, the word before")
        case .searchHistory: ("Ctrl-P, Ctrl-N", "in a search: the searches of before, older and newer")
        case .link: (":, Ctrl-O", "open a link, or a song or artist by name")
        case .favorite: ("f", "mark the focused card's recording ★ (or the page's), or take the ★ off")
        case .addToRepertoire: ("a", "on a song's page: add the song to a repertoire")
        case .reorder: ("K, J", "in a repertoire: move the focused song up, down")
        case .removeFromList: ("d", "in a repertoire: take the focused song out")
        case .undo: ("u", "undo the last change to your library")
        case .playShelf: ("P", "on a shelf: play its recordings that have a YouTube link, in order")
        case .pause: ("p", "while playing: pause, or play on")
        case .seek: ("[, ]", "while playing: \(KeyAction.seekSeconds) s back, \(KeyAction.seekSeconds) s on")
        case .skip: ("<, >", "while playing: the one before, the next")
        case .stopPlaying: ("s", "while playing: stop")
        case .back: ("Esc, Backspace", "back (a panel or this help closes first, a search empties first)")
        case .tabs: ("1 2 3 4 5", "Songs, Artists, Settings, About, Library")
        case .redraw: ("Ctrl-L", "redraw the screen")
        case .retry: ("r", "retry now what could not load")
        case .help: ("?", "this help")
        case .quit: ("q", "quit")
        }
    }

    /// The keys as the hint line names them: a few of the panel's, short.
    public var hintKeys: String {
        switch self {
        case .move: "Arrows"
        case .focusOrder: "Tab"
        case .activate: "Enter"
        case .scroll: "PgUp/PgDn"
        case .carousel: "Home/End"
        case .page: "g/G"
        case .shelves: "+/-"
        case .search: "/"
        case .leaveSearch: "Down"
        case .back: "Esc"
        case .lineEditing: "Ctrl-U/Ctrl-W"
        case .searchHistory: "Ctrl-P/Ctrl-N"
        case .link: ":"
        case .favorite: "f"
        case .addToRepertoire: "a"
        case .reorder: "K/J"
        case .removeFromList: "d"
        case .undo: "u"
        case .playShelf: "P"
        case .pause: "p"
        case .seek: "[/]"
        case .skip: "</>"
        case .stopPlaying: "s"
        case .tabs: "1/2/3/4/5"
        case .redraw: "Ctrl-L"
        case .retry: "r"
        case .help: "?"
        case .quit: "q"
        }
    }
}
