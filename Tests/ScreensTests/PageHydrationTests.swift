import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import ScreensTestSupport
import Synchronization
import TestThreads
import Testing

@testable import Screens

/// The song and artist pages load shell first and then in batches, through the real application on the
/// demo catalog: the shell first, then full rows for the cards on screen before the rest,
/// nothing more for a page that was left, and failed rows shown with a retry.
@Suite("Pages: shell first, then hydration", .testThreads)
struct PageHydrationTests {
    /// The ids of every batch call, in the order the calls were made; optionally failing.
    final class BatchLog: Sendable {
        private let state = Mutex<(batches: [[String]], failing: Bool)>(([], false))

        var batches: [[String]] { state.withLock { $0.batches } }
        var failing: Bool {
            get { state.withLock { $0.failing } }
            set { state.withLock { $0.failing = newValue } }
        }

        func hydrate(_ store: any CatalogReading, _ ids: [String]) throws -> [RecordingPayload] {
            let failing = state.withLock { state in
                state.batches.append(ids)
                return state.failing
            }
            if failing { throw CatalogFailure(description: "the test's catalog is down") }
            return try store.hydrate(ids: ids).recordings
        }
    }

    private static func armstrong() throws -> String {
        "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
    }

    /// The cards below the shelf header starting with `prefix` (not the featured ones above).
    private func shelfCards(_ harness: BrowserHarness, below prefix: String) -> [AccessibilityElement] {
        let tree = harness.engine.accessibilityTree.flattened
        guard let header = tree.first(where: { $0.label.hasPrefix(prefix) }) else { return [] }
        return harness.cards.filter { $0.frame.minY > header.frame.minY }
    }

    /// The recording ids of the cards the last frame showed, in screen order.
    private func visibleCardIDs(_ harness: BrowserHarness) -> [String] {
        harness.engine.visibleKeys.compactMap { $0.base as? VisibleCard }.filter(\.hydrates).map(\.id)
    }

    @Test("the shelves show from the shell with every card loading; then the cards on screen show their art")
    func shellFirst() throws {
        let harness = try BrowserHarness(latency: 200)
        harness.startOpening("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        #expect(harness.iterate(until: "1930s ("))
        let first = shelfCards(harness, below: "1930s (")
        #expect(first.count == 11)
        #expect(first.allSatisfy { $0.value == "art loading" }, "no full row can have arrived with the shell")
        #expect(harness.screen.contains(" loading… "))

        harness.settle()
        let ids = visibleCardIDs(harness)
        let rows = try SharedDemoCatalog.store().hydrate(ids: Array(Set(ids))).recordings
        let expected = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        let shown = zip(ids, shelfCards(harness, below: "1930s (")).map { id, card in (id, card.value) }
        #expect(shown.count == ids.count)
        for (id, value) in shown {
            let row = try #require(expected[id])
            let art = row.bestCoverArtSmall == nil ? "no art" : "cover from \(row.bestCoverArtSource ?? "")"
            #expect(value == art, "card \(id)")
        }
        #expect(!harness.screen.contains(" loading… "))
    }

    @Test(
        "cards on screen are asked for first, then the rest of the opened shelf, then the first shell rows — nothing else"
    )
    func visibleFirst() throws {
        let log = BatchLog()
        // The pipeline's clock stands still, so the debounce never runs out on its own: the first
        // screen's flush sends the batches, with the visible cards, the shelf and the eager rows
        // all waiting, however slow the machine is to make that screen.
        let harness = try BrowserHarness(
            policy: HydrationPolicy(debounce: .milliseconds(300)), executor: ManualClockExecutor(),
            hydrate: { try log.hydrate($0, $1) })
        harness.startOpening(
            try Self.armstrong(),
            options: RecordingsOptions(sort: .song, expansion: .keys(["Tiger Rag"]), scrollTo: "Tiger Rag"))
        harness.settle()

        let shell = try #require(
            try SharedDemoCatalog.store().performerRecordings(id: try SharedDemoCatalog.artistID("Louis Armstrong")))
        let tigerRag = try #require(
            ArtistRecordingsSection(sort: .song).content(of: shell.recordings).shelves.first { $0.key == "Tiger Rag" })
        let shelfIDs = tigerRag.rows.map(\.recordingId)
        #expect(shelfIDs.count == 146)
        let visible = visibleCardIDs(harness)
        #expect(visible.count == 11, "a 200-column screen shows 11 cards of 17 columns and a gap")
        #expect(visible == Array(shelfIDs.prefix(11)))

        var expectedOrder = visible
        for id in shelfIDs + shell.recordings.prefix(50).map(\.recordingId) where !expectedOrder.contains(id) {
            expectedOrder.append(id)
        }
        // Two batches run at once, so their calls may be logged in either order.
        let position = Dictionary(uniqueKeysWithValues: expectedOrder.enumerated().map { ($1, $0) })
        let batches = log.batches.sorted { position[$0[0], default: .max] < position[$1[0], default: .max] }
        #expect(batches.map(\.count) == [50, 50, 50, expectedOrder.count - 150])
        #expect(batches.flatMap { $0 } == expectedOrder, "visible, then the shelf, then the eager rows, each once")
    }

    @Test("a page left mid-load asks for nothing more, and its late answers are dropped")
    func leftMidLoad() throws {
        let log = BatchLog()
        // Every job is held until the test runs it: once two batches have been asked for, the
        // page goes, and whatever was still held (the next batches) runs after, however slow
        // the machine.
        let executor = HeldExecutor()
        let harness = try BrowserHarness(executor: executor, hydrate: { try log.hydrate($0, $1) })
        executor.hold(seed: 7)
        harness.startOpening(try Self.armstrong(), options: RecordingsOptions(expansion: .all))
        let deadline = Date().addingTimeInterval(120)
        var answered = 0
        while log.batches.count < 2 && Date() < deadline {
            if executor.runOne() { answered += 1 }
            harness.loop.iterate(timeoutMilliseconds: 0)
        }
        #expect(log.batches.count == 2)
        let askedBeforeLeaving = log.batches.count
        #expect(harness.browser.back(), "the sheet closes")
        harness.loop.invalidate()
        while executor.runOne() { harness.loop.iterate(timeoutMilliseconds: 0) }
        executor.release()
        harness.settle()

        #expect(answered > 2, "the page's shell and its two batches ran before it was left")
        #expect(harness.browser.current?.route == .songs)
        // At most the two batches in flight when the page went: 3,231 ids would be 65 batches.
        #expect(log.batches.count - askedBeforeLeaving <= HydrationPolicy().maxInFlight)
        #expect(harness.loop.isIdle)
    }

    @Test("rows that fail every retry show as failed with a count and a Retry that loads them")
    func failureAndRetry() throws {
        let log = BatchLog()
        log.failing = true
        let policy = HydrationPolicy(debounce: .milliseconds(20), retryDelays: [.milliseconds(10), .milliseconds(10)])
        let harness = try BrowserHarness(policy: policy, hydrate: { try log.hydrate($0, $1) })
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")

        let cards = shelfCards(harness, below: "1930s (")
        #expect(cards.count == 11)
        #expect(cards.allSatisfy { $0.value == "art failed" })
        let requested = Set(log.batches.flatMap { $0 })
        #expect(harness.screen.contains("⚠ \(requested.count) could not load"))
        #expect(log.batches.count == 3 * Set(log.batches.map { Set($0) }).count, "each batch tried three times")

        log.failing = false
        #expect(harness.press("Retry"))
        #expect(!harness.screen.contains("could not load"))
        let reloaded = shelfCards(harness, below: "1930s (").compactMap(\.value)
        #expect(reloaded.count == 11)
        #expect(reloaded.allSatisfy { $0 == "no art" || $0.hasPrefix("cover from ") })
    }

    @Test("after a sort change the shelves on hand stay, closed, under “Reloading…” until the new shell lands")
    func reloading() throws {
        let harness = try BrowserHarness(latency: 300)
        let id = try SharedDemoCatalog.songID("All of Me")
        harness.open("approachnote://song/\(id)")
        let byYear = harness.shelfHeaders
        #expect(byYear.first == "1930s (82)")
        #expect(!harness.screen.contains("Reloading…"))

        #expect(harness.engine.press(label: "Sort: Name"))
        harness.loop.invalidate()
        harness.loop.iterate(timeoutMilliseconds: 0)
        #expect(harness.screen.contains("Reloading…"))
        #expect(harness.shelfHeaders == byYear)
        #expect(!harness.screen.contains("˄"), "a sort change closes every shelf")

        harness.settle()
        #expect(!harness.screen.contains("Reloading…"))
        let shell = try #require(try SharedDemoCatalog.store().songShell(id: id, sort: .name))
        let expected = SongRecordingsSection(sort: .name).content(of: shell.recordings).shelves.map(\.header)
        let shown = harness.shelfHeaders
        #expect(shown.count > 5)
        #expect(shown == Array(expected.prefix(shown.count)))
    }
}
