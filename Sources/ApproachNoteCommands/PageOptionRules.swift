import Browsing
import Catalog
import CommandSupport
import UntrustedText

/// What a song page and an artist page each take, checked alike by `recordings`, `render` and
/// `open`: a sort the page does not have, or an option of the other kind of page, is a usage
/// error naming it, never silently ignored.
enum PageOptionRules {
    /// Options only a song page has.
    static let songOnly: Set<String> = ["playable-only", "service", "performance", "instrument"]
    /// Options only an artist page has.
    static let artistOnly: Set<String> = ["role", "search"]
    /// What a recording's page, which has no shelves, takes of them: nothing.
    static let recordingShelves = songOnly.union(artistOnly).union(["sort", "expand", "scroll-to"])

    static func songSort(_ text: String) throws -> SongRecordingSort {
        guard let sort = SongRecordingSort(rawValue: text) else {
            throw CommandError.usage("Song pages sort by year or name, not '\(UntrustedText.forMessage(text))'.")
        }
        return sort
    }

    static func artistSort(_ text: String) throws -> ArtistRecordingSort {
        guard let sort = ArtistRecordingSort(rawValue: text) else {
            throw CommandError.usage("Artist pages sort by year or song, not '\(UntrustedText.forMessage(text))'.")
        }
        return sort
    }

    /// Refuses any of `options` given for a page of the other kind.
    static func reject(_ options: Set<String>, in arguments: Arguments, page: String) throws {
        for option in options.sorted() where arguments.value(option) != nil {
            throw CommandError.usage("--\(option) does not apply to \(page) pages.")
        }
    }

    /// Checks the page options `render` and `open` take against the page the link opens.
    static func check(_ arguments: Arguments, for link: DeepLink) throws {
        switch link.target {
        case .song:
            try reject(artistOnly, in: arguments, page: "song")
            if let sort = arguments.value("sort") { _ = try songSort(sort) }
        case .artist:
            try reject(songOnly, in: arguments, page: "artist")
            if let sort = arguments.value("sort") { _ = try artistSort(sort) }
        case .recording:
            try reject(recordingShelves, in: arguments, page: "recording")
        }
    }
}
