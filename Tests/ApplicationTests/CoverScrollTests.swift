import ApplicationTestSupport
import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import ScreensTestSupport
import Synchronization
import TestFixtures
import TestThreads
import Testing

@testable import Artwork
@testable import Screens

/// Covers through the running application while the Tiger Rag shelf (S5's 146 cards) is
/// scrolled as fast as a held key repeats: the covers the scroll stops on are the work left,
/// everything passed over is cancelled, the main thread never decodes, and a cover that
/// failed is tried again when its card comes back after the back-off.
@Suite("Cover art while scrolling", .testThreads)
struct CoverScrollTests {
    private static let right = Array("\u{1B}[C".utf8)

    /// The cover pipeline writing into a folder of the test's own, so every cover is made
    /// fresh and its decode really runs.
    private static func freshCovers(
        workers: Int = ArtworkConfiguration().workerCount, memoryBudget: Int = ArtworkConfiguration().memoryBudget,
        retryDelay: Double = 2, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) -> ArtworkConfiguration {
        // The harness reads the catalog file, whose `file:` covers are the user's own.
        ArtworkConfiguration(
            workerCount: workers, memoryBudget: memoryBudget, diskCache: CoverDiskCache(directory: scratchDirectory()),
            retryDelay: retryDelay, now: now, readsFiles: true)
    }

    private static func scratchDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("covers-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// S5's shelf: Louis Armstrong by song with only Tiger Rag open, scrolled to it and settled
    /// (its rows and the covers on screen arrived).
    private static func tigerRag(_ harness: BrowserHarness) throws -> [PerformerRecording] {
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        harness.startOpening(
            "approachnote://artist/\(id)",
            options: RecordingsOptions(sort: .song, expansion: .keys(["Tiger Rag"]), scrollTo: "Tiger Rag"))
        harness.settle()
        let rows = try #require(try SharedDemoCatalog.store().performerRecordings(id: id)).recordings
        let shelf = try #require(
            ArtistRecordingsSection(sort: .song).content(of: rows).shelves.first { $0.key == "Tiger Rag" })
        return Array(shelf.rows)
    }

    /// The cards the last frame showed, in screen order.
    private static func visibleCards(_ harness: BrowserHarness) -> [VisibleCard] {
        harness.engine.visibleKeys.compactMap { $0.base as? VisibleCard }
    }

    /// The places of covers the last frame showed waiting for their covers.
    private static func awaitedCovers(_ harness: BrowserHarness) -> [VisibleCover] {
        harness.engine.visibleKeys.compactMap { $0.base as? VisibleCover }
    }

    /// The request for a cover at `url` as the harness's cards ask for it.
    private static func request(_ harness: BrowserHarness, _ url: String) throws -> ArtworkRequest {
        ArtworkRequest(
            url: url, geometry: try #require(harness.browser.context.card.art),
            output: try #require(harness.covers.output))
    }

    /// A point in Tiger Rag's carousel: its first card's corner, as it shows now.
    private static func tigerRagCarousel(_ harness: BrowserHarness) throws -> Point {
        let card = try #require(harness.cards.first { $0.label.contains(" · Tiger Rag · ") })
        return Point(x: card.frame.minX + 1, y: card.frame.minY + 1)
    }

    /// The carousel under `point` scrolled by `columns`, laid out and drawn once.
    private static func scrollCarousel(_ harness: BrowserHarness, at point: Point, by columns: Int) {
        harness.engine.scroll(at: point, axis: .horizontal, by: columns)
        harness.loop.invalidateLayout()
        harness.loop.iterate(timeoutMilliseconds: 0)
    }

    /// The covers of the cards the last frame showed.
    private static func visibleCovers(_ harness: BrowserHarness) -> Set<String> {
        Set(visibleCards(harness).compactMap(\.coverURL))
    }

    /// Right held on the shelf's first card until the last has the focus: one press a frame,
    /// faster than covers are made, the way a key repeats. Returns the covers each frame showed.
    @discardableResult
    private static func scrollToTheEnd(_ harness: BrowserHarness, of shelf: [PerformerRecording]) throws
        -> [Set<String>]
    {
        let first = try #require(harness.cards.first { $0.label.contains(" · Tiger Rag · ") })
        try #require(harness.engine.focus(label: first.label))
        var frames: [Set<String>] = []
        for _ in 1..<shelf.count {
            harness.loop.inject(Self.right)
            harness.loop.iterate(timeoutMilliseconds: 0)
            frames.append(visibleCovers(harness))
        }
        try #require(visibleCards(harness).last?.id == shelf.last?.recordingId, "the scroll reached the last card")
        return frames
    }

    @Test(
        "a fast scroll across Tiger Rag's 146 cards leaves only the covers it stops on to make; every cover passed over is cancelled"
    )
    func fastScrollCancelsSkippedCovers() throws {
        let harness = try BrowserHarness(artwork: Self.freshCovers(workers: 1))
        let shelf = try Self.tigerRag(harness)
        #expect(shelf.count == 146)
        let initial = Self.visibleCards(harness)
        #expect(initial.map(\.id) == shelf.prefix(11).map(\.recordingId))
        let made = Self.visibleCovers(harness)
        let before = harness.covers.counters
        #expect(before.requested == made.count && before.decoded == made.count && before.cancelled == 0)

        // Held back, the pipeline shows what the scroll itself leaves behind.
        harness.covers.pipeline.pause()
        let frames = try Self.scrollToTheEnd(harness, of: shelf)
        // Releases share covers (78 for 135 cards), so a cover can come by more than once: it
        // is asked for each time it comes on screen not made yet, withdrawn each time it leaves.
        var asked = 0
        var withdrawn = 0
        var shown = made
        for frame in frames {
            asked += frame.subtracting(shown).subtracting(made).count
            withdrawn += shown.subtracting(frame).subtracting(made).count
            shown = frame
        }
        let final = Self.visibleCards(harness)
        #expect(final.map(\.id) == shelf.suffix(final.count).map(\.recordingId))
        let left = shown.subtracting(made)
        // 97 asked for, 87 withdrawn and 10 left with today's demo catalog.
        #expect(withdrawn > 0 && !left.isEmpty)
        let scrolled = harness.covers.counters
        #expect(scrolled.requested - before.requested == asked, "each cover asked for as it comes on screen")
        #expect(scrolled.cancelled == withdrawn, "each withdrawn as it leaves, before any work")
        #expect(scrolled.inFlight == left.count, "the work left is the covers on screen")
        #expect(scrolled.decoded == before.decoded)

        harness.covers.pipeline.resume()
        harness.settle()
        let after = harness.covers.counters
        #expect(after.decoded == before.decoded + left.count)
        #expect(after.cancelled == withdrawn && after.failed == 0 && after.inFlight == 0)
        #expect(after.coversInMemory == made.count + left.count, "no cover passed over was made")
        let cards = harness.cards.filter { $0.label.contains(" · Tiger Rag · ") }
        #expect(cards.count == final.count)
        #expect(cards.allSatisfy { $0.value == "no art" || $0.value?.hasPrefix("cover") == true })
    }

    @Test("the main thread neither decodes nor scales while the shelf scrolls fast; the check does see it when it does")
    func mainThreadNeverDecodes() throws {
        let violations = Mutex<[String]>([])
        let record: @Sendable (String) -> Void = { work in violations.withLock { $0.append(work) } }
        let configuration = Self.freshCovers()
        let harness = try BrowserHarness(artwork: configuration)
        // The test's thread runs the loop: it counts as the main thread.
        try ThreadCheck.whileObserving(record) {
            try Self.scrollToTheEnd(harness, of: try Self.tigerRag(harness))
            harness.settle()
        }
        #expect(violations.withLock { $0 } == [])
        let counters = harness.covers.counters
        #expect(counters.decoded + counters.cancelled == counters.requested && counters.failed == 0)
        #expect(counters.decoded > 0 && counters.decodedOnMainThread == 0, "made, all on the pipeline's threads")
        let shown = harness.cards.filter { $0.label.contains(" · Tiger Rag · ") }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.value == "no art" || $0.value?.hasPrefix("cover") == true })

        // One of the covers just made, decoded on the loop's thread, is caught.
        let url = try #require(Self.visibleCovers(harness).first)
        let file = try #require(configuration.diskCache.read(url))
        try ThreadCheck.whileObserving(record) { _ = try ImageDecoder().decode(file) }
        #expect(violations.withLock { $0 } == ["decoding"])
    }

    @Test("a cover finished for cards out of view draws no frame; the cards show it when they come back")
    func coverOutOfViewWaitsForItsCards() throws {
        let harness = try BrowserHarness(artwork: Self.freshCovers(workers: 1))
        _ = try Self.tigerRag(harness)
        let first = try #require(Self.visibleCards(harness).first)
        let carousel = try Self.tigerRagCarousel(harness)

        // The next cards come on screen, and their rows arrive, while no cover is made.
        harness.covers.pipeline.pause()
        Self.scrollCarousel(harness, at: carousel, by: 150)
        #expect(harness.iterate { harness.browser.activeStack.last?.isLoading == false })
        let waiting = Self.awaitedCovers(harness)
        #expect(!waiting.isEmpty && waiting.allSatisfy { $0.awaiting == .placeholder })
        #expect(!Self.visibleCards(harness).contains { $0.id == first.id })
        Self.scrollCarousel(harness, at: carousel, by: -150)
        #expect(Self.visibleCards(harness).first?.id == first.id)
        #expect(Self.awaitedCovers(harness).isEmpty, "the first cards show their covers")

        // Their covers are made while the cards are out of view: no frame follows.
        for url in Set(waiting.map(\.url)) { harness.covers.pipeline.request(try Self.request(harness, url)) }
        let frames = harness.loop.stats.framesDrawn
        harness.covers.pipeline.resume()
        harness.settle()
        #expect(harness.covers.counters.inFlight == 0)
        #expect(harness.loop.stats.framesDrawn == frames, "nothing on screen changed")

        // Back in view, the cards show them.
        Self.scrollCarousel(harness, at: carousel, by: 150)
        harness.settle()
        #expect(Set(Self.visibleCovers(harness)).isSuperset(of: waiting.map(\.url)))
        #expect(Self.awaitedCovers(harness).isEmpty && !harness.cards.contains { $0.value == "art loading" })
    }

    @Test(
        "a cover that failed shows “failed ⟳”; its card coming back tries again only after the back-off, and draws it")
    func failedCoverRetried() throws {
        let clock = ManualClock()
        let folder = Self.scratchDirectory()
        let late = folder.appendingPathComponent("late.jpg")
        let songID = try SharedDemoCatalog.songID("All of Me")
        let shell = try #require(try SharedDemoCatalog.store().songShell(id: songID, sort: .year)).recordings
        let target = try #require(SongRecordingsSection(sort: .year).content(of: shell).shelves.first?.rows.first).id
        // The first card's cover is a file that does not exist yet.
        let harness = try BrowserHarness(
            hydrate: { store, ids in
                try store.hydrate(ids: ids).recordings.map { row in
                    var row = row
                    if row.id == target { row.bestCoverArtSmall = late.absoluteString }
                    return row
                }
            }, artwork: Self.freshCovers(retryDelay: 2, now: clock.now))
        harness.open("approachnote://song/\(songID)")
        #expect(Self.visibleCards(harness).first(where: \.hydrates)?.id == target, "the first card of the first shelf")
        let card = try #require(harness.cards.first { $0.value == "art failed" })
        #expect(harness.cards.filter { $0.value == "art failed" }.count == 1)
        #expect(harness.screen.contains("failed ⟳"))
        let failed = harness.covers.counters
        #expect(failed.failed == 1 && failed.retried == 0)

        let image = try JPEGEncoder().encode(CoverPainter().paint(seed: "a cover that came late", side: 64))
        try Data(image).write(to: late)
        let middle = Point(x: card.frame.minX + 1, y: card.frame.minY + 1)
        /// The carousel scrolled away from its first card and back again.
        func awayAndBack() {
            harness.engine.scroll(at: middle, axis: .horizontal, by: 1_000)
            harness.loop.invalidateLayout()
            harness.settle()
            #expect(!Self.visibleCards(harness).contains { $0.id == target })
            harness.engine.scroll(at: middle, axis: .horizontal, by: -1_000)
            harness.loop.invalidateLayout()
            harness.settle()
            #expect(Self.visibleCards(harness).first(where: \.hydrates)?.id == target)
        }

        awayAndBack()
        #expect(harness.cards.first { $0.label == card.label }?.value == "art failed", "still in its back-off")
        #expect(harness.covers.counters.retried == 0 && harness.covers.counters.failed == 1)

        clock.advance(by: .seconds(2))
        awayAndBack()
        let retried = harness.covers.counters
        #expect(retried.retried == 1 && retried.failed == 1)
        #expect(harness.cards.first { $0.label == card.label }?.value?.hasPrefix("cover") == true)
        #expect(!harness.screen.contains("failed ⟳"))
    }

    @Test("a cover let go by the memory cache while its card shows it is asked for again, from the disk, and drawn")
    func coverLetGoOnScreenAskedAgain() throws {
        let harness = try BrowserHarness(artwork: Self.freshCovers(workers: 1))
        _ = try Self.tigerRag(harness)
        #expect(Self.awaitedCovers(harness).isEmpty, "every cover on screen drawn")
        let url = try #require(Self.visibleCards(harness).compactMap(\.coverURL).first)
        let request = try Self.request(harness, url)
        let before = harness.covers.counters
        // As newer covers would push it out.
        harness.covers.pipeline.state.withLock { $0.cache.remove(request) }
        #expect(harness.covers.pipeline.state(of: request) == nil)

        // The page evaluated again with the same cards on screen: its card waits for it.
        harness.loop.invalidate()
        harness.settle()
        let after = harness.covers.counters
        #expect(after.requested == before.requested + 1, "asked for again")
        #expect(after.diskHits == before.diskHits + 1 && after.decoded == before.decoded + 1)
        #expect(Self.awaitedCovers(harness).isEmpty)
        #expect(!harness.cards.contains { $0.value == "art loading" })
        #expect(harness.covers.pipeline.state(of: request)?.rendering != nil)
    }

    @Test("a cover larger than the whole memory cache is made twice while its card shows, not over and over")
    func coverLargerThanTheCacheMadeTwice() throws {
        let harness = try BrowserHarness(artwork: Self.freshCovers(workers: 1, memoryBudget: 1))
        _ = try Self.tigerRag(harness)
        #expect(harness.loop.isIdle, "the loop settled")
        let before = Self.visibleCovers(harness)
        #expect(!before.isEmpty && Set(Self.awaitedCovers(harness).map(\.url)) == before)
        let counters = harness.covers.counters

        // Cards never shown before come on screen and their rows arrive, then their covers are
        // made.
        harness.covers.pipeline.pause()
        Self.scrollCarousel(harness, at: try Self.tigerRagCarousel(harness), by: 150)
        #expect(harness.iterate { harness.browser.activeStack.last?.isLoading == false })
        harness.covers.pipeline.resume()
        harness.settle()
        #expect(harness.loop.isIdle, "the loop settled")
        let after = Self.visibleCovers(harness)
        let new = after.subtracting(before).count
        #expect(new > 0 && Set(Self.awaitedCovers(harness).map(\.url)) == after, "no cover fits: every card waits")
        let made = harness.covers.counters
        #expect(made.generated == counters.generated + new, "each new cover drawn once")
        // And each cover on screen read back from the disk once: a new one asked for again, one
        // shown before (another card, the same album) asked for as the list of covers changed.
        #expect(made.diskHits == counters.diskHits + after.count)
        #expect(made.decoded == counters.decoded + new + after.count && made.inFlight == 0)

        harness.loop.invalidate()
        harness.settle()
        #expect(harness.covers.counters.decoded == made.decoded, "not made a third time")
    }
}
