import Browsing
import Library

/// The user's last change to the library that `u` takes back, held as the change that takes
/// it back, with what the notices say of each.
enum LibraryUndo: Equatable {
    /// A ★ taken off: it goes back on, dated as it was.
    case markAgain(FavoriteRecording)
    /// A ★ given: it comes off.
    case unmark(FavoriteRecording)
    /// A song taken out of a repertoire: it goes back in its place.
    case putBack(RepertoireSong, repertoire: Repertoire, at: Int)
    /// A song added to a repertoire: it comes out.
    case takeOut(RepertoireSong, repertoire: Repertoire)
    /// A repertoire deleted: it is made again, with its songs.
    case restore(Repertoire)

    /// The change made, as the notice that offers to take it back says it.
    var done: String {
        switch self {
        case .markAgain(let favorite): "Took the ★ off \(Self.name(favorite))"
        case .unmark(let favorite): "Marked \(Self.name(favorite)) ★"
        case .putBack(let song, let repertoire, _): "Took “\(song.title)” out of “\(repertoire.name)”"
        case .takeOut(let song, let repertoire): "Added “\(song.title)” to “\(repertoire.name)”"
        case .restore(let repertoire):
            "Deleted “\(repertoire.name)” and its list of \(GroupedNumber.counted(repertoire.songs.count, "song")); "
                + "the songs stay in the catalog"
        }
    }

    /// The change taken back, as the notice says it.
    var undone: String {
        switch self {
        case .markAgain(let favorite): "The ★ is back on \(Self.name(favorite))."
        case .unmark(let favorite): "The ★ is off \(Self.name(favorite)) again."
        case .putBack(let song, let repertoire, _): "“\(song.title)” is back in “\(repertoire.name)”."
        case .takeOut(let song, let repertoire): "“\(song.title)” is out of “\(repertoire.name)” again."
        case .restore(let repertoire):
            "“\(repertoire.name)” is back, with its \(GroupedNumber.counted(repertoire.songs.count, "song"))."
        }
    }

    /// Makes the change that takes the user's back, in one transaction.
    func apply(to store: LibraryStore) throws(LibraryError) {
        switch self {
        case .markAgain(let favorite): try store.addFavorite(favorite)
        case .unmark(let favorite): try store.removeFavorite(id: favorite.id)
        case .putBack(let song, let repertoire, let index):
            try store.insert(song, intoRepertoire: repertoire.id, at: index)
        case .takeOut(let song, let repertoire): try store.remove(song: song.id, fromRepertoire: repertoire.id)
        case .restore(let repertoire): try store.restore(repertoire)
        }
    }

    /// "the recording of “All of Me” by Louis Armstrong (1932)", from what its card said.
    private static func name(_ favorite: FavoriteRecording) -> String {
        var words = "the recording of “\(favorite.songTitle)”"
        if let artist = favorite.artist { words += " by \(artist)" }
        if let year = favorite.recordingYear { words += " (\(year))" }
        return words
    }
}
