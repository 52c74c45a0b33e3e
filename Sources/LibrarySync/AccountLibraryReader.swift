import AccountLink
import FoundationEssentials
import Library
import TextFormatting
import UntrustedText
import Upstream

/// Reads what the account holds, through the upstream's routes (`GET /v1/repertoires/`, each
/// repertoire's `/songs`, `GET /v1/favorites`), and makes it safe to keep: text bounded and
/// cleaned of controls as it enters, entries whose id is not a UUID left out (nothing could
/// address them).
struct AccountLibraryReader {
    let link: AccountLink
    /// The user whose account is read: another signed in meanwhile stops the read.
    let user: String

    func read() throws(AccountLinkError) -> AccountLibrary {
        struct Listed: Decodable {
            let id: String
            let name: String?
            let description: String?
        }
        var repertoires: [AccountLibrary.Repertoire] = []
        for listed in try fetchList([Listed].self, UpstreamAccountRoutes.repertoires)
        where UpstreamLimits.isWellFormedID(listed.id) {
            // A repertoire deleted between the list and its songs is not there.
            guard let songs = try fetch([Song].self, UpstreamAccountRoutes.repertoireSongs(listed.id)) else { continue }
            repertoires.append(
                AccountLibrary.Repertoire(
                    id: listed.id.lowercased(), name: Self.name(listed.name ?? ""),
                    description: listed.description.map { Self.text($0) },
                    songs: songs.filter { UpstreamLimits.isWellFormedID($0.id) }.map(\.kept)))
        }
        let favorites = try fetchList([Favorite].self, UpstreamAccountRoutes.favorites)
        return AccountLibrary(
            repertoires: repertoires, favorites: favorites.filter { UpstreamLimits.isWellFormedID($0.id) }.map(\.kept))
    }

    /// A list route's answer: a 404 there is no account server's (a proxy's page, a route gone),
    /// never an empty account, which would empty the library here.
    private func fetchList<T: Decodable>(_ type: T.Type, _ path: String) throws(AccountLinkError) -> T {
        guard let list = try fetch(type, path) else { throw .malformed(status: 404) }
        return list
    }

    /// The route's answer decoded; nil for a 404 (gone).
    private func fetch<T: Decodable>(_ type: T.Type, _ path: String) throws(AccountLinkError) -> T? {
        let answer = try link.authorized(AccountCall("GET", path), as: user)
        if answer.status == 404 { return nil }
        guard answer.status == 200 else { throw AccountLink.refusal(answer) }
        guard let decoded = try? JSONDecoder().decode(T.self, from: Data(answer.body)) else {
            throw .malformed(status: answer.status)
        }
        return decoded
    }

    private struct Song: Decodable {
        let id: String
        let title: String?
        let composer: String?
        let composed_year: Int?
        let added_at: String?

        var kept: RepertoireSong {
            RepertoireSong(
                id: id.lowercased(), title: AccountLibraryReader.text(title ?? ""),
                composer: composer.map { AccountLibraryReader.text($0) }, composedYear: composed_year,
                addedAt: AccountLibraryReader.text(added_at ?? "", limit: 64))
        }
    }

    private struct Favorite: Decodable {
        let id: String
        let song_title: String?
        let album_title: String?
        let recording_year: Int?
        let favorited_at: String?

        var kept: FavoriteRecording {
            FavoriteRecording(
                id: id.lowercased(), songId: nil, songTitle: AccountLibraryReader.text(song_title ?? ""), artist: nil,
                albumTitle: album_title.map { AccountLibraryReader.text($0) }, recordingYear: recording_year,
                favoritedAt: AccountLibraryReader.text(favorited_at ?? "", limit: 64))
        }
    }

    /// A text from the account as the library keeps it: one line, controls and bidirectional
    /// overrides made visible, at most `limit` characters.
    static func text(_ text: String, limit: Int = UntrustedText.labelLimit) -> String {
        UntrustedText.forScreen(text.replacing("\n", with: " ").replacing("\r", with: " "), limit: limit)
    }

    /// A repertoire's name as the library takes it: a name it may hold (`LibraryStore.checkedName`),
    /// or a stand-in where the account's is empty or cannot be one.
    static func name(_ given: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(
                given.unicodeScalars.map { scalar in
                    let category = scalar.properties.generalCategory
                    return category == .control || category == .format ? " " : scalar
                })
        )
        let name = String(cleaned.trimmingWhitespaceAndNewlines().prefix(LibraryDocument.longestName))
            .trimmingWhitespaceAndNewlines()
        return (try? LibraryStore.checkedName(name)) ?? "Untitled repertoire"
    }
}
