import Catalog
import Dispatch
import Foundation
import Synchronization
import TestThreads
import Testing

/// The whole demo catalog against its mirror, every song and every artist page: too long for
/// every run (the sync alone takes minutes), so run by hand after a full sync with
/// `APPROACHNOTE_MIRROR_CHECK=<demo catalog>:<its mirror> swift test --filter WholeMirrorTests`.
@Suite(.testThreads) struct WholeMirrorTests {
    static let paths: (original: String, mirror: String)? = {
        guard let value = ProcessInfo.processInfo.environment["APPROACHNOTE_MIRROR_CHECK"] else { return nil }
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }()

    static let namesTheFiles = ConditionTrait.enabled(
        if: paths != nil, "APPROACHNOTE_MIRROR_CHECK names the two files")

    @Test(
        "every page of the mirror prints as the original's",
        namesTheFiles)
    func everyPage() throws {
        let (original, mirror) = try #require(Self.paths)
        let store = try SQLiteCatalogStore.open(CatalogLocation(path: original))
        let links =
            try store.songs(matching: nil).flatMap { song in
                ["year", "name"].map { ["approachnote://song/\(song.id)", "--sort", $0, "--playable-only", "off"] }
            }
            + store.performers(matching: nil).flatMap { performer in
                ["year", "song"].map { ["approachnote://artist/\(performer.id)", "--sort", $0] }
            }
        let differing = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for page in stride(from: half, to: links.count, by: 2) {
                let arguments = ["recordings"] + links[page] + ["--json"]
                let expected = command(["--catalog", original] + arguments)
                let mirrored = command(["--catalog", mirror] + arguments)
                if expected.status != 0 || expected.output != mirrored.output {
                    differing.withLock { $0.append(links[page].joined(separator: " ")) }
                }
            }
        }
        let pages = links.count
        let found = differing.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) of \(pages) pages differ, among them \(found.prefix(5))")
        #expect(pages == 2 * (321 + 31_223))
    }

    @Test(
        "every answer of the mirror is the original's",
        namesTheFiles)
    func everyAnswer() throws {
        let (original, mirror) = try #require(Self.paths)
        let first = try SQLiteCatalogStore.open(CatalogLocation(path: original))
        let second = try SQLiteCatalogStore.open(CatalogLocation(path: mirror))
        let songs = try first.songs(matching: nil).map(\.id)
        let performers = try first.performers(matching: nil).map(\.id)
        var differing: [String] = []
        var compared = 0
        let chunks =
            songs.map { ([$0], [String]()) }
            + stride(from: 0, to: performers.count, by: 500).map {
                ([String](), Array(performers[$0..<min(performers.count, $0 + 500)]))
            }
        for (songs, performers) in chunks {
            let expected = try MirrorAnswerTests.answers(first, songs: songs, performers: performers)
            let mirrored = try MirrorAnswerTests.answers(second, songs: songs, performers: performers)
            compared += expected.count
            differing += expected.keys.filter { expected[$0] != mirrored[$0] }
        }
        #expect(
            differing.isEmpty, "\(differing.count) of \(compared) answers differ, among them \(differing.prefix(5))")
        #expect(compared == 321 * 5 + 107_281 + 2 * 31_223)
    }
}
