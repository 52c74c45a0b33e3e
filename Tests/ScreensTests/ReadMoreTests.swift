import CatalogTestSupport
import Layout
import ScreensTestSupport
import TestThreads
import Testing

/// The song summary and the artist biography: three lines and "Read more" when they are
/// longer, all of them and "Read less" once expanded; no button when they fit.
@Suite("Read more and Read less", .serialized, .testThreads)
struct ReadMoreTests {
    private static let narrow = Size(width: 60, height: 50)

    /// The lines of the page from the first line of the prose to its button.
    private static func prose(_ harness: BrowserHarness, from first: String) throws -> [String] {
        let lines = harness.lines
        let start = try #require(lines.firstIndex { $0.hasPrefix(first) })
        let end = try #require(lines[start...].firstIndex { $0 == " Read more" || $0 == " Read less" })
        return Array(lines[start...end])
    }

    @Test("the song summary is clamped to three lines; Read more shows all of it, Read less clamps it again")
    func songSummary() throws {
        let harness = try BrowserHarness(size: Self.narrow)
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        let clamped = [
            " “All of Me” is a jazz standard written by Gerald Marks and",
            " Seymour Simons in 1931. It belongs to the swing era, and",
            " musicians of every generation since have recorded it. Thi…",
            " Read more",
        ]
        #expect(try Self.prose(harness, from: " “All of Me”") == clamped)
        #expect(harness.press("Read more"))
        let summary = try #require(
            try SharedDemoCatalog.store().songSummary(id: try SharedDemoCatalog.songID("All of Me"))?.structure)
        let wrapped = TextLayout.lines(summary, width: 58, lineLimit: nil).map { " " + $0.text }
        #expect(wrapped.count == 6)
        #expect(try Self.prose(harness, from: " “All of Me”") == wrapped + [" Read less"])
        #expect(harness.press("Read less"))
        #expect(try Self.prose(harness, from: " “All of Me”") == clamped)
    }

    @Test("a summary that fits in three lines has no button")
    func fits() throws {
        let harness = try BrowserHarness(size: Size(width: 200, height: 60))
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        let start = try #require(harness.lines.firstIndex { $0.hasPrefix(" “All of Me”") })
        #expect(harness.lines[start + 2] == " Learn more: Wikipedia JazzStandards.com", "two lines, then the links")
        #expect(harness.engine.accessibilityTree.first(role: .button, label: "Read more") == nil)
    }

    @Test("the artist biography is clamped the same way")
    func biography() throws {
        let harness = try BrowserHarness(size: Self.narrow)
        harness.open("approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))")
        let first = " A New Orleans-born trumpeter"
        let clamped = try Self.prose(harness, from: first)
        #expect(clamped.count == 4)
        #expect(clamped[2].hasSuffix("…"))
        #expect(harness.press("Read more"))
        #expect(
            try Self.prose(harness, from: first) == [
                " A New Orleans-born trumpeter and singer whose recordings",
                " of the 1920s made the improvising soloist the center of",
                " jazz. He remained an international star for five decades,",
                " with hits ranging from “Hello, Dolly!” to “What a",
                " Wonderful World”.",
                " Read less",
            ])
        #expect(Array(clamped.prefix(2)) == Array(try Self.prose(harness, from: first).prefix(2)))
        #expect(harness.press("Read less"))
        #expect(try Self.prose(harness, from: first) == clamped)
    }
}
