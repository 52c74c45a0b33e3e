import AccountLink
import Accounts
import Foundation
import LibrarySync
import Synchronization

@testable import Library

/// An account server in the test's process (`AccountService` without HTTP) and the devices
/// that sync with it, each with a library and a session of its own. The files live in memory
/// (`/dev/shm` where there is one): every write of both sides is a synchronous transaction,
/// and hundreds of syncs must not wait on a disk.
final class SyncServer: @unchecked Sendable {
    static let songs = (1...12).map { index in
        CatalogSongFacts(
            id: id(index), title: "Song \(index)", composer: "Composer \(index)", composedYear: 1930 + index,
            structure: nil, externalReferences: nil, alternateTitles: [])
    }
    static let recordings = Dictionary(
        uniqueKeysWithValues: (101...108).map { index in
            (
                id(index),
                CatalogRecordingFacts(
                    songTitle: "Song \(index - 100)", albumTitle: "Album \(index)", recordingYear: 1950,
                    albumArtSmall: nil)
            )
        })
    /// A song and a recording the server's catalog does not have.
    static let unknownSong = id(999)
    static let unknownRecording = id(998)

    static func id(_ number: Int) -> String {
        "00000000-0000-4000-8000-" + String(format: "%012d", number)
    }

    struct Catalog: AccountCatalog {
        func songs(ids: [String]) throws -> [String: CatalogSongFacts] {
            Dictionary(uniqueKeysWithValues: SyncServer.songs.filter { ids.contains($0.id) }.map { ($0.id, $0) })
        }

        func recordings(ids: [String]) throws -> [String: CatalogRecordingFacts] {
            SyncServer.recordings.filter { ids.contains($0.key) }
        }

        /// As long as a server's catalog answers last.
        var answersLast: Int { 60 }
    }

    let folder: String
    let service: AccountService

    init() throws {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
        folder = base + "library-sync-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var policy = AccountPolicy()
        policy.rateLimits = nil
        policy.passwordCost = .least
        service = try AccountService(
            store: AccountStore(file: folder + "/accounts.sqlite"), signingKey: [UInt8](repeating: 9, count: 32),
            catalog: Catalog(), policy: policy, hashing: HashingPool(width: 1))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// A device of a user: a library and a session of its own, signed in (registering the
    /// user when `registers`).
    func device(_ name: String, email: String, registers: Bool = false) throws -> Device {
        let device = Device(folder: folder + "/" + name, server: self)
        if registers {
            _ = try device.link.register(email: email, password: "correct horse 1", displayName: nil)
        } else {
            _ = try device.link.login(email: email, password: "correct horse 1")
        }
        return device
    }
}

/// The service answering an account call as `approachnote serve` would, with ways to fail:
/// offline from a given call on, or with the answer lost after the server acted (a client
/// stopped between sending and keeping the answer).
final class ServiceTransport: AccountTransport, @unchecked Sendable {
    private let service: AccountService
    private let state = Mutex(State())

    struct State {
        var calls = 0
        /// Calls from this one on are not answered.
        var offlineFrom: Int?
        /// Whether the call at `offlineFrom` reaches the server first (its answer is lost).
        var reachesServer = false
        /// What each call was, in order.
        var log: [String] = []
    }

    init(service: AccountService) {
        self.service = service
    }

    var calls: Int { state.withLock { $0.calls } }
    var log: [String] { state.withLock { $0.log } }

    func goOffline(from call: Int, reachingServer: Bool = false) {
        state.withLock {
            $0.offlineFrom = call
            $0.reachesServer = reachingServer
        }
    }

    func goOnline() { state.withLock { $0.offlineFrom = nil } }

    func send(_ call: AccountCall) -> AccountReply {
        let (number, offlineFrom, reaches) = state.withLock { state in
            state.calls += 1
            state.log.append(call.method + " " + call.path)
            return (state.calls, state.offlineFrom, state.reachesServer)
        }
        if let offlineFrom, number >= offlineFrom {
            if reaches && number == offlineFrom { _ = answer(call) }
            return .unanswered(reason: "the network is down")
        }
        return answer(call)
    }

    private func answer(_ call: AccountCall) -> AccountReply {
        let segments = call.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let body = call.body.map { Array((try? JSONEncoder().encode($0)) ?? Data()) } ?? []
        let answer = service.answer(
            AccountRequest(
                method: call.method, segments: segments, authorization: call.token.map { "Bearer " + $0 },
                contentType: call.body == nil ? nil : "application/json", body: body))
        return .answered(status: answer.status, body: answer.body, retryAfter: nil)
    }
}

/// One device: its library file, its session, and its way to the server.
final class Device {
    /// Held so that the server's folder outlives its devices.
    let server: SyncServer
    let store: LibraryStore
    let link: AccountLink
    let transport: ServiceTransport

    init(folder: String, server: SyncServer) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        self.server = server
        store = try! LibraryStore(path: folder + "/library.sqlite")
        transport = ServiceTransport(service: server.service)
        link = AccountLink(
            server: "http://accounts.test", transport: transport, file: AccountFile(path: folder + "/account.json"))
    }

    @discardableResult
    func sync() -> LibrarySyncReport { LibrarySync(store: store, link: link).run() }

    /// The library as the account can hold it: repertoires by name with their songs as a set,
    /// and the favourites as a set.
    var contents: Contents {
        let snapshot = try! store.snapshot()
        return Contents(
            repertoires: Dictionary(
                uniqueKeysWithValues: snapshot.repertoires.map { ($0.name, Set($0.songs.map(\.id))) }),
            favorites: Set(snapshot.favorites.map(\.id)))
    }

    /// What the account holds, read as a client reads it.
    var account: Contents {
        let reply = { (path: String) -> Any in
            let answer = try! self.link.authorized(AccountCall("GET", path))
            return try! JSONSerialization.jsonObject(with: Data(answer.body))
        }
        // Named as a library names two of one name: by name, then id, "Name (2)" after the first.
        let listed = (reply("/v1/repertoires/") as! [[String: Any]]).map {
            ($0["name"] as! String, $0["id"] as! String)
        }
        var repertoires: [String: Set<String>] = [:]
        for (name, id) in listed.sorted(by: <) {
            let songs = reply("/v1/repertoires/\(id)/songs") as! [[String: Any]]
            repertoires[LibraryStore.freeName(name, taken: Set(repertoires.keys))] = Set(
                songs.map { $0["id"] as! String })
        }
        let favorites = reply("/v1/favorites") as! [[String: Any]]
        return Contents(repertoires: repertoires, favorites: Set(favorites.map { $0["id"] as! String }))
    }

    func repertoire(_ name: String) -> Repertoire? { try! store.snapshot().repertoires.first { $0.name == name } }

    func song(_ index: Int) -> RepertoireSong {
        RepertoireSong(id: SyncServer.id(index), title: "Song \(index)")
    }

    func favorite(_ index: Int) -> FavoriteRecording {
        FavoriteRecording(
            id: SyncServer.id(index), songId: nil, songTitle: "Song \(index - 100)", artist: nil, albumTitle: nil,
            recordingYear: nil)
    }
}

/// A library's contents as an account can hold them, to compare two sides entry by entry.
struct Contents: Equatable, CustomStringConvertible {
    var repertoires: [String: Set<String>]
    var favorites: Set<String>

    var description: String {
        let lists = repertoires.sorted { $0.key < $1.key }.map { name, songs in
            "\(name): \(songs.map { String($0.suffix(3)) }.sorted().joined(separator: ","))"
        }
        return "{" + lists.joined(separator: "; ") + " | ★ "
            + favorites.map { String($0.suffix(3)) }.sorted()
            .joined(separator: ",") + "}"
    }
}
