import CatalogTestSupport
import Layout
import ScreensTestSupport
import TestThreads
import Testing

/// The colour theme chosen in Settings changes the colours drawn, for the whole screen.
@Suite("Colour themes", .serialized, .testThreads)
struct ThemeTests {
    private static let brand = Color(hex: 0x363A87)

    @Test("Terminal default keeps the terminal's colours and draws headings in a mid indigo")
    func terminalDefault() throws {
        let harness = try BrowserHarness()
        harness.keys("3")
        #expect(harness.lines[0] == " Settings")
        let canvas = harness.engine.canvas
        #expect(canvas[1, 0].style == Style(bold: true, foreground: Color(hex: 0x666AD1)))
        #expect(canvas[150, 10].style == Style(), "the terminal's own background")
    }

    @Test("Dark paints a dark background, light text and a lighter indigo; Light the product's own colours")
    func darkAndLight() throws {
        let harness = try BrowserHarness()
        harness.keys("3")
        #expect(harness.press("Dark"))
        let dark = Color(hex: 0x16161E)
        var canvas = harness.engine.canvas
        #expect(canvas[1, 0].style == Style(bold: true, foreground: Color(hex: 0xA9ACF5), background: dark))
        #expect(canvas[150, 10].style == Style(foreground: Color(hex: 0xE8E6E6), background: dark))
        let path = try #require(harness.lines.firstIndex { $0.contains(SharedDemoCatalog.path) })
        #expect(canvas[1, path].style == Style(foreground: Color(hex: 0xB0A9A9), background: dark))
        #expect(harness.press("Light"))
        canvas = harness.engine.canvas
        #expect(canvas[1, 0].style == Style(bold: true, foreground: Self.brand, background: Color(hex: 0xFFFFFF)))
        #expect(canvas[150, 10].style == Style(foreground: Color(hex: 0x413737), background: Color(hex: 0xFFFFFF)))
        #expect(harness.press("Terminal default"))
        #expect(harness.engine.canvas[150, 10].style == Style())
    }

    @Test("the theme holds on every page: a song page's heading in the dark theme")
    func everyPage() throws {
        let harness = try BrowserHarness()
        harness.keys("3")
        #expect(harness.press("Dark"))
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        let row = try #require(harness.lines.firstIndex { $0.hasPrefix(" ALL RECORDINGS (") })
        #expect(
            harness.engine.canvas[1, row].style
                == Style(bold: true, foreground: Color(hex: 0xA9ACF5), background: Color(hex: 0x16161E)))
    }
}
