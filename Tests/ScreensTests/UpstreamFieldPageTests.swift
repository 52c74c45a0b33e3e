import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The pages the application draws from the upstream's own answers, replayed, with one field
/// of one answer at a time taken away or sent as `null`: every page still draws, with no
/// failure on it (a batch's rows without their ids leave their cards with what the shell
/// gave). Only the list an answer is about (a shell's recordings) is one it cannot do without,
/// and then the page says it could not load and offers to retry.
@Suite("Pages from the upstream's answers, a field at a time missing or null", .testThreads)
struct UpstreamFieldPageTests {

    /// A recorded answer, the page that reads it, and what that page shows when it has drawn.
    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        /// The list the answer is about: without it the page cannot load.
        var strictList: String?
        /// Whether the change goes to each row of every batch rather than to the recorded answer.
        var isBatchRow = false
        let page: Page

        /// Songs and artists by name: their ids are looked up in the demo catalog when the test
        /// runs, not when the runner lists the tests, which would make every test wait for it.
        enum Page: Sendable {
            case songs, artists
            case song(title: String)
            case artist(name: String)
            case recording(String)
        }

        var testDescription: String { name }
    }

    static let samples: [Sample] = {
        let song = { (title: String) in Sample.Page.song(title: title) }
        let artist = { (name: String) in Sample.Page.artist(name: name) }
        let recording = UpstreamReplay.recorded("recording_authority").target.split(separator: "/").last.map(
            String.init)!
        return [
            Sample(name: "songs_index", page: .songs),
            Sample(name: "performers_index", page: .artists),
            Sample(name: "song_summary_all_of_me", page: song("All of Me")),
            Sample(name: "shell_year_besame_mucho", strictList: "recordings", page: song("Bésame Mucho")),
            Sample(name: "batch_50_tiger_rag", isBatchRow: true, page: song("Tiger Rag")),
            Sample(name: "recording_authority", page: .recording(recording)),
            Sample(name: "performer_summary_louis_armstrong", page: artist("Louis Armstrong")),
            Sample(
                name: "performer_recordings_ella_fitzgerald", strictList: "recordings",
                page: artist("Ella Fitzgerald")),
        ]
    }()

    /// The page drawn from the replay as it answers now, at a size that shows a list's rows and
    /// a song's first shelves, without covers (they are not what is tried here). A page pushed again loads again, so
    /// `reusing` a harness is the same as a new one for it; a tab's list loads only once.
    private func draw(
        _ page: Sample.Page, at route: Route?, from replay: UpstreamReplay, reusing previous: BrowserHarness?
    )
        throws -> BrowserHarness
    {
        guard let route else {
            let harness = try BrowserHarness(
                size: Size(width: 120, height: 40), store: try HTTPCatalog(address: replay.address))
            if case .artists = page {
                harness.browser.select(.artists)
                harness.loop.invalidate()
                harness.settle()
            }
            return harness
        }
        let harness: BrowserHarness
        if let previous {
            harness = previous
            _ = harness.browser.back()
        } else {
            harness = try BrowserHarness(
                size: Size(width: 120, height: 40), store: try HTTPCatalog(address: replay.address))
            harness.browser.changeSettings { $0.coverArt = .off }
        }
        harness.browser.push(route)
        harness.loop.invalidate()
        harness.settle()
        return harness
    }

    /// The route of a page that is pushed (nil for a tab's list), its ids looked up once.
    private func route(_ page: Sample.Page) throws -> Route? {
        switch page {
        case .songs, .artists: nil
        case .song(let title): .song(id: try SharedDemoCatalog.songID(title), anchor: nil)
        case .artist(let name): .artist(id: try SharedDemoCatalog.artistID(name), anchor: nil)
        case .recording(let id): .recording(id: id)
        }
    }

    /// What shows that `page` has drawn what it is about, on `harness`'s screen.
    private func drawn(_ page: Sample.Page, _ harness: BrowserHarness) -> Bool {
        switch page {
        case .songs, .artists:
            harness.engine.accessibilityTree.flattened.filter { $0.role == .button }.count > 20
        case .song, .artist: !harness.shelfHeaders.isEmpty
        case .recording: harness.screen.contains("PERFORMERS")
        }
    }

    private static func failed(_ screen: String) -> Bool { screen.lowercased().contains("could not load") }

    /// Each sample changes the answers of a replay of its own, so the samples run side by side.
    @Test("every field of each answer, missing or null: the page draws, without a failure", arguments: samples)
    func eachField(sample: Sample) throws {
        let replay = try UpstreamReplay()
        defer { replay.stop() }
        let route = try route(sample.page)
        let asRecorded = try draw(sample.page, at: route, from: replay, reusing: nil)
        #expect(drawn(sample.page, asRecorded) && !Self.failed(asRecorded.screen), "\(asRecorded.screen)")

        let original = try JSONSerialization.jsonObject(
            with: UpstreamReplay.body(of: UpstreamReplay.recorded(sample.name)))
        var paths = JSONFieldMutation.paths(in: original)
        if sample.isBatchRow {
            // A batch row's fields, each changed in every row the batches send.
            paths = paths.filter { $0.count > 2 }.map { Array($0.dropFirst(2)) }
        }
        #expect(paths.count >= 3)
        let writer = JSONMutationWriter(original)
        var changes = 0
        for path in paths {
            for change in JSONFieldMutation.allCases {
                let described = "\(sample.name) \(JSONFieldMutation.described(path)) \(change)"
                if sample.isBatchRow {
                    replay.changeBatchRows { row in
                        let object = try! JSONSerialization.jsonObject(with: Data(row))
                        return [UInt8](
                            try! JSONSerialization.data(withJSONObject: change.applied(to: object, at: path)))
                    }
                } else {
                    replay.answer(sample.name, with: try writer.data(change, at: path))
                }
                changes += 1
                let harness = try draw(sample.page, at: route, from: replay, reusing: asRecorded)
                let names = JSONFieldMutation.names(path)
                if names == [sample.strictList] {
                    #expect(harness.screen.contains("Could not load"), "\(described)\n\(harness.screen)")
                    #expect(harness.screen.contains("Retry"), "\(described)")
                } else {
                    #expect(drawn(sample.page, harness), "\(described)\n\(harness.screen)")
                    #expect(!Self.failed(harness.screen), "\(described)\n\(harness.screen)")
                }
            }
        }
        #expect(changes == 2 * paths.count)
    }
}
