import Browsing
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// A link's anchor and `--scroll-to` land on the same row every time, once the page has
/// loaded, whichever of its loads arrives first: in 50 orders of arrival chosen by seed (one
/// result a turn of the loop), and in runs on real threads with and without latency.
@Suite("Where an anchor or a scroll-to lands", .testThreads)
struct LandingTests {
    static let sizes = [
        Size(width: 80, height: 24), Size(width: 80, height: 16), Size(width: 60, height: 50),
        Size(width: 200, height: 60),
    ]
    static let runs = 8
    static let orders = 50

    /// The page as it shows once loaded, opened afresh each time: its sheet closed and the
    /// link followed again, so nothing of the last run's page or scroll offset is left. With
    /// `latency`, the calls' real threads decide the order their results arrive in; without,
    /// each of `orders` seeds decides it, one result a turn of the loop.
    private static func screens(
        _ link: String, options: RecordingsOptions, size: Size, latency: Int?
    ) throws -> Set<[String]> {
        var seen: Set<[String]> = []
        let executor = HeldExecutor()
        let harness = try BrowserHarness(size: size, latency: latency ?? 0, executor: executor)
        for run in 0..<(latency == nil ? orders : runs) {
            if latency == nil {
                executor.hold(seed: UInt64(run))
                harness.startOpening(link, options: options)
                for _ in 0..<10_000 {
                    harness.loop.iterate(timeoutMilliseconds: 0)
                    if executor.runOne() { continue }
                    if harness.loop.isIdle { break }
                    harness.loop.iterate(timeoutMilliseconds: 10)
                }
                executor.release()
            } else {
                harness.open(link, options: options)
            }
            seen.insert(harness.lines)
            harness.keys("\u{1B}")
        }
        return seen
    }

    @Test(
        "?anchor=recordings shows ALL RECORDINGS below the page's first row, the same screen in every order of arrival",
        arguments: sizes, [nil, 0, 50])
    func anchor(size: Size, latency: Int?) throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))?anchor=recordings"
        let seen = try Self.screens(link, options: RecordingsOptions(), size: size, latency: latency)
        #expect(seen.count == 1, "\(seen.count) different screens")
        let screen = try #require(seen.first)
        let row = try #require(screen.firstIndex { $0.hasPrefix(" ALL RECORDINGS (433)") })
        #expect(Self.isAsHighAsThePageAllows(row: row, screen), "\(screen)")
    }

    /// At the top (under "‹ Close"), or as near as the page's length lets it: the page's end,
    /// its last shelf, on the row above the tab bar, or the whole page on screen.
    private static func isAsHighAsThePageAllows(row: Int, _ screen: [String]) -> Bool {
        guard row != 1 else { return true }
        guard let last = screen.lastIndex(where: { $0.hasPrefix(" Unknown Year") }) else { return false }
        let tabBar = screen.count - 1
        return last == tabBar - 1 || screen[(last + 1)..<tabBar].allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }

    @Test(
        "--scroll-to 1940s with Playable only off: the same screen in every order of arrival", arguments: sizes,
        [nil, 0, 50])
    func scrollTo(size: Size, latency: Int?) throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        var options = RecordingsOptions()
        options.playableOnly = false
        options.scrollTo = "1940s"
        let seen = try Self.screens(link, options: options, size: size, latency: latency)
        #expect(seen.count == 1, "\(seen.count) different screens")
        let screen = try #require(seen.first)
        let row = try #require(screen.firstIndex { $0.hasPrefix(" 1940s (110)") })
        #expect(Self.isAsHighAsThePageAllows(row: row, screen), "\(screen)")
    }
}
