import Catalog
import FoundationEssentials
import TextFormatting
import Upstream

/// `/v1/repertoires/…`: a user's repertoires and their songs. Only the owner reaches one; the
/// detail tells another's (403) from none (404), as the upstream's does, and every other
/// route answers 404 for both.
extension AccountService {
    private static let notYours = "Repertoire not found or access denied"

    func repertoireRoute(_ path: [String], _ request: AccountRequest) throws -> AccountAnswer {
        switch path.count {
        case 0:
            // Flask's answer to the path without its slash, which the upstream's apps never send.
            return AccountAnswer(
                status: 308,
                json: .object(["message": .string("The repertoires are at \(UpstreamAccountRoutes.repertoires)")]),
                headers: [AccountHeader("Location", UpstreamAccountRoutes.repertoires)])
        case 1 where path[0].isEmpty:
            try allow(request, ["GET", "POST"])
            let user = try authenticate(request)
            return request.method == "GET" ? try repertoires(of: user) : try createRepertoire(user, request)
        case 1:
            try allow(request, ["GET", "PUT", "DELETE"])
            let user = try authenticate(request)
            switch request.method {
            case "GET": return try repertoireDetail(path[0].lowercased(), user)
            case "PUT": return try updateRepertoire(path[0].lowercased(), user, request)
            default:
                guard Self.isWellFormed(path[0]), try store.deleteRepertoire(id: path[0].lowercased(), userID: user.id)
                else { throw AccountFailure(404, Self.notYours) }
                return .message(200, "Repertoire deleted")
            }
        case 2 where path[1] == "songs":
            try allow(request, ["GET"])
            let user = try authenticate(request)
            let repertoire = try owned(path[0], by: user)
            let search = request.search?.trimmingWhitespaceAndNewlines() ?? ""
            let songs = try songList(repertoire).filter { search.isEmpty || Self.matches($0.facts, search) }
            return AccountAnswer(status: 200, json: .array(songs.map(Self.song)))
        case 3 where path[1] == "songs":
            try allow(request, ["POST", "DELETE"])
            let user = try authenticate(request)
            let repertoireID = path[0].lowercased()
            let songID = path[2].lowercased()
            if request.method == "POST" {
                _ = try owned(repertoireID, by: user)
                guard Self.isWellFormed(songID), try catalog.songs(ids: [songID])[songID] != nil else {
                    throw AccountFailure(404, "Song not found")
                }
                switch try store.addSong(
                    songID, repertoireID: repertoireID, userID: user.id, limit: policy.songsPerRepertoire, now: now)
                {
                case .done: return .message(201, "Song added to repertoire")
                case .unchanged: throw AccountFailure(409, "Song already in repertoire")
                case .full:
                    throw AccountFailure(400, "A repertoire holds at most \(policy.songsPerRepertoire) songs")
                case .noList: throw AccountFailure(404, Self.notYours)
                }
            }
            switch try store.removeSong(songID, repertoireID: repertoireID, userID: user.id, now: now) {
            case .done: return .message(200, "Song removed from repertoire")
            case .noList: throw AccountFailure(404, Self.notYours)
            case .unchanged, .full: throw AccountFailure(404, "Song not found in repertoire")
            }
        default:
            throw AccountFailure(404, "Not found")
        }
    }

    /// The user's repertoire of that id, or the upstream's 404 for another's and for none.
    private func owned(_ id: String, by user: UserRecord) throws -> RepertoireRecord {
        guard Self.isWellFormed(id), let repertoire = try store.repertoire(id: id.lowercased()),
            repertoire.userID == user.id
        else { throw AccountFailure(404, Self.notYours) }
        return repertoire
    }

    private func repertoires(of user: UserRecord) throws -> AccountAnswer {
        let list = try store.repertoires(userID: user.id).map { repertoire -> JSONValue in
            var members = Self.fields(repertoire)
            members["song_count"] = .integer(repertoire.songCount)
            return .object(members)
        }
        return AccountAnswer(status: 200, json: .array(list))
    }

    private func repertoireDetail(_ id: String, _ user: UserRecord) throws -> AccountAnswer {
        guard Self.isWellFormed(id), let repertoire = try store.repertoire(id: id) else {
            throw AccountFailure(404, "Repertoire not found")
        }
        guard repertoire.userID == user.id else {
            throw AccountFailure(403, "You do not have access to this repertoire")
        }
        let songs = try songList(repertoire)
        var members = Self.fields(repertoire)
        members["user_id"] = .string(repertoire.userID)
        members["songs"] = .array(songs.map(Self.song))
        members["song_count"] = .integer(songs.count)
        return AccountAnswer(status: 200, json: .object(members))
    }

    private func createRepertoire(_ user: UserRecord, _ request: AccountRequest) throws -> AccountAnswer {
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let name = try body.string("name")?.trimmingWhitespaceAndNewlines(), !name.isEmpty else {
            throw AccountFailure(400, "Repertoire name is required")
        }
        try checkName(name)
        let description = try checkedDescription(body)
        let repertoire = RepertoireRecord(
            id: UUID().uuidString.lowercased(), userID: user.id, name: name,
            description: description.flatMap { $0.isEmpty ? nil : $0 }, createdAt: now, updatedAt: now, songCount: 0)
        guard try store.addRepertoire(repertoire, limit: policy.repertoiresPerUser) else {
            throw AccountFailure(400, "A user keeps at most \(policy.repertoiresPerUser) repertoires")
        }
        return AccountAnswer(status: 201, json: .object(Self.fields(repertoire)))
    }

    private func updateRepertoire(_ id: String, _ user: UserRecord, _ request: AccountRequest) throws -> AccountAnswer {
        _ = try owned(id, by: user)
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        let name = try body.string("name")?.trimmingWhitespaceAndNewlines()
        if let name {
            guard !name.isEmpty else { throw AccountFailure(400, "Name cannot be empty") }
            try checkName(name)
        }
        let description = try checkedDescription(body)
        guard name != nil || body.has("description") else { throw AccountFailure(400, "No fields to update") }
        guard
            let updated = try store.updateRepertoire(
                id: id, userID: user.id, name: name, description: description,
                clearsDescription: body.has("description"),
                now: now)
        else { throw AccountFailure(404, Self.notYours) }
        return AccountAnswer(status: 200, json: .object(Self.fields(updated)))
    }

    private func checkName(_ name: String) throws(AccountFailure) {
        guard name.count <= policy.longestName else {
            throw AccountFailure(400, "Name must be \(policy.longestName) characters or less")
        }
    }

    /// The trimmed description, nil for none or null; refused past the policy's length.
    private func checkedDescription(_ body: JSONBody) throws(AccountFailure) -> String? {
        let description = try body.string("description", nullable: true)?.trimmingWhitespaceAndNewlines()
        if let description, description.count > policy.longestDescription {
            throw AccountFailure(400, "Description must be \(policy.longestDescription) characters or less")
        }
        return description
    }

    /// The fields every repertoire answer has.
    private static func fields(_ repertoire: RepertoireRecord) -> JSONObject {
        [
            "id": .string(repertoire.id), "name": .string(repertoire.name),
            "description": .text(repertoire.description),
            "created_at": timestamp(repertoire.createdAt), "updated_at": timestamp(repertoire.updatedAt),
        ]
    }

    /// The repertoire's songs the catalog holds, by title as the upstream orders them. A song
    /// the catalog no longer holds stays in the repertoire, unshown, until it holds it again.
    private func songList(_ repertoire: RepertoireRecord) throws -> [(facts: CatalogSongFacts, addedAt: Int)] {
        let entries = try store.songs(repertoireID: repertoire.id)
        let facts = try catalog.songs(ids: entries.map(\.songID))
        return entries.compactMap { entry in facts[entry.songID].map { ($0, entry.addedAt) } }
            .sorted { ($0.facts.title, $0.facts.id) < ($1.facts.title, $1.facts.id) }
    }

    private static func song(_ song: (facts: CatalogSongFacts, addedAt: Int)) -> JSONValue {
        let facts = song.facts
        return .object([
            "id": .string(facts.id), "title": .string(facts.title), "composer": .text(facts.composer),
            "composed_year": .number(facts.composedYear), "structure": .text(facts.structure),
            "external_references": facts.externalReferences.map { .object(JSONObject($0.mapValues(JSONValue.string))) }
                ?? .null,
            "added_at": timestamp(song.addedAt),
        ])
    }

    /// The upstream's search of a repertoire: the words anywhere in the title, the composer
    /// or another title, accents and case aside.
    private static func matches(_ song: CatalogSongFacts, _ search: String) -> Bool {
        let needle = SearchFolding.fold(search)
        return ([song.title, song.composer ?? ""] + song.alternateTitles).contains {
            SearchFolding.fold($0).contains(needle)
        }
    }
}
