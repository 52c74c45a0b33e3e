/// The words of each card a page's shelves made, by recording id, with what besides its row
/// they were made from (the song's title, the recording's leader). A page is evaluated again
/// at each cover and each batch of rows that arrives, and its carousels then ask again for
/// every card they place: its year, lines, "(title)" and detail are the same until its row
/// or that changes, and making them folds and joins text.
///
/// It holds the rows of one shell at most: its owner empties it when a new shell arrives,
/// since a row may have changed under the same id.
package final class CardWords {
    private var made: [String: (madeWith: String?, content: CardContent)] = [:]

    /// How many cards' words are kept.
    var count: Int { made.count }

    /// The content `make` gives for `id`, made again only when `madeWith` differs from what it
    /// was made with, shown with `art` and `isFavorite`: those change with the covers and the
    /// library, not with the row, so they are never kept.
    func content(
        for id: String, madeWith: String?, art: CardArt, isFavorite: Bool, make: () -> CardContent
    ) -> CardContent {
        var content: CardContent
        if let kept = made[id], kept.madeWith == madeWith {
            content = kept.content
        } else {
            content = make()
            made[id] = (madeWith, content)
        }
        content.art = art
        content.isFavorite = isFavorite
        return content
    }

    /// A new shell: every card's words are made again as it is asked for.
    func removeAll() { made.removeAll(keepingCapacity: true) }
}
