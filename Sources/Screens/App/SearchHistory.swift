/// The searches a list's field was left with when a page opened from it, newest first, and
/// where Ctrl-P and Ctrl-N are in them: a search the user made once is a key away.
struct SearchHistory {
    private(set) var searches: [String] = []
    /// While recalling: the search shown, and what was typed before the first Ctrl-P, shown
    /// again past the newest.
    private var recalled: (index: Int, typed: String)?

    init(_ searches: [String] = []) {
        self.searches = Array(searches.prefix(BrowserState.historyLimit))
    }

    /// `search` becomes the newest, once, and recalling starts again from it.
    mutating func remember(_ search: String) {
        searches = Array(([search] + searches.filter { $0 != search }).prefix(BrowserState.historyLimit))
        recalled = nil
    }

    /// What the field shows after Ctrl-P (`older`) or Ctrl-N, the field holding `typed`; nil at
    /// either end, where nothing changes.
    mutating func recall(older: Bool, typed: String) -> String? {
        guard !searches.isEmpty else { return nil }
        let typed = recalled?.typed ?? typed
        let next: Int? =
            switch (recalled?.index, older) {
            case (nil, true): 0
            case (nil, false): nil
            case (let index?, true): index + 1 < searches.count ? index + 1 : nil
            case (let index?, false): index - 1
            }
        guard let next else { return nil }
        recalled = next < 0 ? nil : (next, typed)
        return next < 0 ? typed : searches[next]
    }
}
