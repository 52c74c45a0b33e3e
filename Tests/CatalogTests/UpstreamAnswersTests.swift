import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Catalog

/// The upstream's own answers, replayed, read by our HTTP client: every one decodes, and what
/// the upstream leaves out, renames or sends in another form is read as the pages need it.
@Suite("The upstream's answers", .serialized, .testThreads)
struct UpstreamAnswersTests {
    private static let replay = try! UpstreamReplay()
    private static let catalog = try! HTTPCatalog(address: replay.address)
    private let catalog = Self.catalog

    private static func id(in target: String, after prefix: String) -> String {
        String(target.dropFirst(prefix.count).prefix(36))
    }

    @Test("every recorded answer that is not an error decodes, none of its rows dropped")
    func everyAnswerDecodes() throws {
        for entry in UpstreamReplay.recorded where (200..<300).contains(entry.status) {
            let target = entry.target
            let body = try UpstreamReplay.body(of: entry)
            let rows = (try? JSONSerialization.jsonObject(with: body) as? [Any])?.count
            switch entry.name {
            case let name where name.hasPrefix("songs_index"):
                let search = URLComponents(string: target)?.queryItems?.first { $0.name == "search" }?.value
                #expect(try catalog.songs(matching: search).count == rows, "\(name)")
            case let name where name.hasPrefix("performers_index"):
                let search = URLComponents(string: target)?.queryItems?.first { $0.name == "search" }?.value
                #expect(try catalog.performers(matching: search).count == rows, "\(name)")
            case let name where name.hasPrefix("song_summary_"):
                let id = Self.id(in: target, after: "/v1/songs/")
                let summary = try #require(try catalog.songSummary(id: id), "\(name)")
                #expect(summary.id == id && !summary.title.isEmpty && !summary.featuredRecordings.isEmpty, "\(name)")
            case let name where name.hasPrefix("shell_"):
                let id = Self.id(in: target, after: "/v1/songs/")
                let sort: SongRecordingSort = target.contains("sort=name") ? .name : .year
                let shell = try #require(try catalog.songShell(id: id, sort: sort), "\(name)")
                let recorded = try JSONSerialization.jsonObject(with: body) as? [String: Any]
                #expect(shell.recordings.count == (recorded?["recordings"] as? [Any])?.count, "\(name)")
            case let name where name.hasPrefix("batch_"):
                let ids = URLComponents(string: target)?.queryItems?.first { $0.name == "ids" }?.value ?? ""
                let batch = try catalog.hydrate(ids: ids.split(separator: ",").map(String.init))
                let recorded = try JSONSerialization.jsonObject(with: body) as? [String: Any]
                #expect(batch.recordings.count == (recorded?["recordings"] as? [Any])?.count, "\(name)")
            case let name where name.hasPrefix("recording_") && !name.hasPrefix("recording_releases"):
                let id = Self.id(in: target, after: "/v1/recordings/")
                let detail = try #require(try catalog.recordingDetail(id: id), "\(name)")
                #expect(detail.id == id && !detail.songTitle.isEmpty && !detail.performers.isEmpty, "\(name)")
            case let name where name.hasPrefix("performer_summary_"):
                let id = Self.id(in: target, after: "/v1/performers/")
                #expect(try catalog.performerSummary(id: id)?.id == id, "\(name)")
            case let name where name.hasPrefix("performer_recordings_"):
                let id = Self.id(in: target, after: "/v1/performers/")
                #expect(try catalog.performerRecordings(id: id) != nil, "\(name)")
            default:
                continue
            }
        }
    }

    @Test("the Songs and Artists lists come in our order, not the server's bytes: the same as the catalog file's")
    func ourOrder() throws {
        let file = try SharedDemoCatalog.store()
        #expect(try catalog.songs(matching: nil).map(\.id) == file.songs(matching: nil).map(\.id))
        #expect(try catalog.performers(matching: nil).map(\.id) == file.performers(matching: nil).map(\.id))
        let songs = try catalog.songs(matching: nil)
        #expect(songs.first?.title == "26-2" && songs.contains { $0.title == "Águas de Março" })
        #expect(songs.firstIndex { $0.title == "Águas de Março" }! < songs.firstIndex { $0.title == "Autumn Leaves" }!)
    }

    @Test("a shell by leader is in our order of leaders, whatever the server's; by year, years ascending")
    func shellOrder() throws {
        let file = try SharedDemoCatalog.store()
        let tigerRag = try SharedDemoCatalog.songID("Tiger Rag")
        let leaders = { (shell: ShellResponse?) in
            (shell?.recordings ?? []).map { $0.performers.first { $0.role == "leader" }?.id ?? "-" }
        }
        let served = try catalog.songShell(id: tigerRag, sort: .name)
        let fromFile = try file.songShell(id: tigerRag, sort: .name)
        #expect(served?.recordings.count == fromFile?.recordings.count)
        var seen: [String] = []
        for leader in leaders(served) where seen.last != leader { seen.append(leader) }
        var expected: [String] = []
        for leader in leaders(fromFile) where expected.last != leader { expected.append(leader) }
        #expect(seen == expected, "the same leaders' shelves, in the same order")
        let years = try catalog.songShell(id: tigerRag, sort: .year)?.recordings.map { $0.recordingYear ?? Int.max }
        #expect(years == years?.sorted())
    }

    @Test("the featured recordings' missing service flags come from their services")
    func featuredFlags() throws {
        let summary = try #require(try catalog.songSummary(id: try SharedDemoCatalog.songID("All of Me")))
        for row in summary.featuredRecordings {
            #expect(row.hasSpotify == row.streamingServices.contains("spotify"))
            #expect(row.hasAppleMusic == row.streamingServices.contains("apple_music"))
            #expect(row.hasYoutube == row.streamingServices.contains("youtube"))
        }
        #expect(summary.altTitles.isEmpty)
    }

    @Test("Louis Armstrong's rows, one per role upstream, are one per recording with its roles: 3,231, 68 with two")
    func rolesMerged() throws {
        let response = try #require(
            try catalog.performerRecordings(id: try SharedDemoCatalog.artistID("Louis Armstrong")))
        #expect(response.recordings.count == 3231 && response.recordingCount == 3231)
        #expect(Set(response.recordings.map(\.recordingId)).count == 3231)
        #expect(response.recordings.filter { $0.roles.count == 2 }.count == 68)
        #expect(response.recordings.filter { $0.roles == ["leader", "sideman"] }.count == 68)
        #expect(response.recordings.allSatisfy { $0.role == $0.roles.first })
    }

    @Test("a recording page: the default release from the recording's own field, 0/1 flags, the upstream's names")
    func recordingPage() throws {
        let multirole = try #require(try catalog.recordingDetail(id: "f8ba25fa-ecc0-88e1-9698-1bcf3092697a"))
        let defaults = multirole.releases.filter(\.isDefault)
        #expect(defaults.count == 1 && defaults.first?.id == multirole.defaultReleaseId)
        let keyTempo = try #require(try catalog.recordingDetail(id: "b476f7bd-215d-850e-b548-6b9b0361f1ef"))
        let community = try #require(keyTempo.communityData)
        #expect(community.consensus.performanceKey == "Ab" && community.consensus.tempoMarking == "Medium-Up")
        #expect(community.counts.performanceKey > 0 && community.counts.tempoMarking > 0)
        #expect(keyTempo.releases.map(\.hasSpotify) == [false, false], "sent as 0")
        let authority = try #require(try catalog.recordingDetail(id: "bd8d15bd-26a1-8792-ac32-4d9afe1dbf6b"))
        #expect(!authority.authorityRecommendations.isEmpty)
        #expect(authority.authorityRecommendations.allSatisfy { !$0.source.isEmpty })
        #expect(authority.releases.map(\.hasSpotify).contains(true), "sent as 1")
        // No votes: the upstream still sends the object, which says nothing.
        let noVotes = try #require(try catalog.recordingDetail(id: "f8ba25fa-ecc0-88e1-9698-1bcf3092697a"))
        #expect(noVotes.communityData.map(\.hasVotes) != true)
    }
}

extension UpstreamAnswersTests {
    @Test("an answer without the list it is about is not taken for an empty one: it fails, and the page can retry")
    func listMissing() throws {
        let server = try TestHTTPServer { _ in
            .answer(status: 200, headers: [("content-type", "application/json")], body: Array(#"{"error":"odd"}"#.utf8))
        }
        defer { server.stop() }
        let catalog = try HTTPCatalog(address: "http://127.0.0.1:\(server.port)")
        #expect(throws: HTTPCatalogError.self) { try catalog.hydrate(ids: ["9af17fbd-130a-838d-899d-1b9aea8bc100"]) }
        #expect(throws: HTTPCatalogError.self) { try catalog.songs(matching: nil) }
        #expect(throws: HTTPCatalogError.self) {
            try catalog.songShell(id: "9af17fbd-130a-838d-899d-1b9aea8bc100", sort: .year)
        }
    }
}
