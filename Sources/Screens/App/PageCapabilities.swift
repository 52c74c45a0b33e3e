/// A page that can show a panel over part of itself (the song page's Filter sheet): Esc
/// closes the panel before it leaves the page.
protocol PanelPage: Page {
    /// Closes the open panel; false when none was open.
    func closePanel() -> Bool
}

/// A page with a search field that `/` focuses (the Songs and Artists lists, an artist's
/// recordings): the field is given the id `FocusTarget.search`.
protocol SearchablePage: Page {
    /// Empties the search and shows everything again; false when it was empty.
    func clearSearch() -> Bool
}

/// A page of recording shelves (a song's or an artist's).
protocol ShelvedPage: Page {
    /// Opens, or closes, every shelf at once; each one opened is hydrated whole, as when
    /// opened by hand.
    func setAllShelves(open: Bool)
    /// `P`: plays the recordings of the shelf among `focused` that have a YouTube link; false
    /// when the focus is in no shelf.
    func playShelf(focused: [AnyHashable]) -> Bool
}

/// A page of a list the user orders (a repertoire's songs): K and J move the focused entry, d
/// takes it out. Each returns false when no entry has the focus.
protocol OrderedListPage: Page {
    func moveEntry(later: Bool, focused: [AnyHashable]) -> Bool
    func removeEntry(focused: [AnyHashable]) -> Bool
}
