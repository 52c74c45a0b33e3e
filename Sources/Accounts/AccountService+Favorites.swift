/// `/v1/favorites` and a recording's `favorite` and `favorites`: which recordings a user keeps,
/// and how many users keep one.
extension AccountService {
    func favorites(_ request: AccountRequest) throws -> AccountAnswer {
        let user = try authenticate(request)
        let entries = try store.favorites(userID: user.id)
        let facts = try catalog.recordings(ids: entries.map(\.recordingID))
        let list = entries.map { entry -> JSONValue in
            let recording = facts[entry.recordingID]
            return .object([
                "id": .string(entry.recordingID), "song_title": .text(recording?.songTitle),
                "album_title": .text(recording?.albumTitle), "recording_year": .number(recording?.recordingYear),
                "best_album_art_small": .text(recording?.albumArtSmall),
                "favorited_at": Self.timestamp(entry.favoritedAt),
            ])
        }
        return AccountAnswer(status: 200, json: .array(list))
    }

    func addFavorite(_ id: String, _ request: AccountRequest) throws -> AccountAnswer {
        let user = try authenticate(request)
        let recordingID = id.lowercased()
        guard Self.isWellFormed(recordingID), try catalog.recordings(ids: [recordingID])[recordingID] != nil else {
            throw AccountFailure(404, "Recording not found")
        }
        switch try store.addFavorite(recordingID, userID: user.id, limit: policy.favoritesPerUser, now: now) {
        case .done(let count): return Self.favoriteAnswer(201, "Recording added to favorites", count)
        case .unchanged: throw AccountFailure(409, "Recording already favorited")
        case .full, .noList: throw AccountFailure(400, "A user keeps at most \(policy.favoritesPerUser) favourites")
        }
    }

    func removeFavorite(_ id: String, _ request: AccountRequest) throws -> AccountAnswer {
        let user = try authenticate(request)
        let recordingID = id.lowercased()
        guard Self.isWellFormed(recordingID),
            case .done(let count) = try store.removeFavorite(recordingID, userID: user.id)
        else { throw AccountFailure(404, "Recording not in favorites") }
        return Self.favoriteAnswer(200, "Recording removed from favorites", count)
    }

    private static func favoriteAnswer(_ status: Int, _ message: String, _ count: Int) -> AccountAnswer {
        AccountAnswer(status: status, json: .object(["message": .string(message), "favorite_count": .integer(count)]))
    }

    /// A recording's favourites: the count, who keeps it (see `favoriters`), and for a
    /// signed-in user whether they do; the key is absent for anyone else, as upstream.
    func recordingFavorites(_ id: String, _ request: AccountRequest) throws -> AccountAnswer {
        let recordingID = id.lowercased()
        guard Self.isWellFormed(recordingID), try catalog.recordings(ids: [recordingID])[recordingID] != nil else {
            throw AccountFailure(404, "Recording not found")
        }
        let standing = try favoriteStanding(recordingID, user: try optionalUser(request))
        var members: JSONObject = [
            "favorite_count": .integer(standing.count), "favorited_by": Self.favoriters(standing.favoriters),
        ]
        if let mine = standing.isFavorite { members["is_favorited"] = .bool(mine) }
        return AccountAnswer(status: 200, json: .object(members))
    }

    /// What a recording's page says of its favourites, for the user a request's token names
    /// (none, bad or expired: anonymous): how many keep it, whether this user does (nil when
    /// anonymous), and who keeps it as far as they may be shown.
    package func favoriteStanding(recordingID: String, authorization: String?) throws -> FavoriteStanding {
        let user = try optionalUser(AccountRequest(method: "GET", segments: [], authorization: authorization))
        return try favoriteStanding(recordingID.lowercased(), user: user)
    }

    private func favoriteStanding(_ recordingID: String, user: UserRecord?) throws -> FavoriteStanding {
        let count = try store.favoriteCount(recordingID: recordingID)
        let mine = try user.map { try store.isFavorite(recordingID, userID: $0.id) }
        let shown: [Favoriter]
        if policy.showFavoriters {
            shown = try store.favoriters(recordingID: recordingID, limit: policy.favoritersShown)
        } else if let user, mine == true {
            shown = [Favoriter(userID: user.id, displayName: user.displayName)]
        } else {
            shown = []
        }
        return FavoriteStanding(count: count, isFavorite: mine, favoriters: shown)
    }

    static func favoriters(_ list: [Favoriter]) -> JSONValue {
        .array(list.map { .object(["id": .string($0.userID), "display_name": .text($0.displayName)]) })
    }
}

/// A recording's favourites as one user may see them.
package struct FavoriteStanding: Sendable, Equatable {
    package var count: Int
    /// Whether the user asking keeps it; nil when nobody is signed in.
    package var isFavorite: Bool?
    /// Who keeps it, as far as the server's policy shows them.
    package var favoriters: [Favoriter]
}
