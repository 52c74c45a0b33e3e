import Browsing
import Catalog
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The song page's Filter sheet through the UI: each choice changes "ALL RECORDINGS (n)" to
/// what the filter rules give on the song's shell rows.
@Suite("The Filter sheet", .serialized, .testThreads)
struct FilterSheetTests {
    private static func link(_ title: String) throws -> String {
        "approachnote://song/\(try SharedDemoCatalog.songID(title))"
    }

    /// What the rules give for these filters on the song's shell rows.
    private static func expectedTotal(_ title: String, _ filters: SongRecordingFilters) throws -> Int {
        let rows = try #require(
            try SharedDemoCatalog.store().songShell(id: try SharedDemoCatalog.songID(title), sort: .year)
        ).recordings
        return rows.filter(filters.admits).count
    }

    private static func openSheet(on title: String) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: Size(width: 60, height: 50))
        harness.open(try link(title))
        #expect(harness.press("Filter"))
        return harness
    }

    @Test("Filter opens the sheet under the controls with the focus on its first choice")
    func opens() throws {
        let harness = try Self.openSheet(on: "All of Me")
        let lines = harness.lines
        let top = try #require(lines.firstIndex { $0.contains("Filter Recordings") })
        #expect(lines[top] == " │ Filter Recordings                                 Done │")
        #expect(lines[top - 1].hasPrefix(" ┌─") && lines[top - 1].hasSuffix("─┐"))
        #expect(
            Array(lines[(top + 1)...(top + 5)]) == [
                " │ Playback availability                                  │",
                " │ Select which service(s) you'd like to include for      │",
                " │ playback                                               │",
                " │ [ ] Spotify                                            │",
                " │ [ ] Apple Music                                        │",
            ])
        #expect(harness.engine.focusedLabel == "Spotify")
    }

    @Test("Filter on the bottom row at 80×24 opens the sheet scrolled into view whole, its first choice focused")
    func opensInView() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.open(try Self.link("All of Me"))
        harness.engine.scroll(ScrollArea.page, to: FocusTarget.filter, anchor: .trailing)
        harness.loop.invalidateLayout()
        harness.settle()
        #expect(harness.lines[21].hasPrefix(" Filter  "), "the button on the page's last row: \(harness.screen)")
        #expect(harness.engine.focus(label: "Filter"))
        harness.keys("\r")
        let page = Array(harness.lines.dropLast())
        let top = try #require(page.firstIndex { $0.hasPrefix(" ┌─") }, "\(harness.screen)")
        #expect(page[top + 1].hasPrefix(" │ Filter Recordings"))
        let bottom = try #require(page.lastIndex { $0.hasPrefix(" └─") }, "the sheet's end shows: \(harness.screen)")
        #expect(bottom > top + 5)
        #expect(harness.engine.focusedLabel == "Spotify")
        #expect(page.contains { $0.hasPrefix(" │ [ ] Spotify") })
    }

    @Test("services narrow ALL RECORDINGS to the rows on any of them, whatever Playable only? says")
    func services() throws {
        let harness = try Self.openSheet(on: "All of Me")
        let spotify = try Self.expectedTotal("All of Me", SongRecordingFilters(services: [.spotify]))
        #expect(spotify == 228)
        #expect(harness.press("Spotify"))
        #expect(harness.screen.contains(" ALL RECORDINGS (228) "))
        #expect(harness.screen.contains(" Filter (1)  "))
        #expect(harness.screen.contains("[x] Spotify"))
        #expect(harness.press("Playable only?"))
        #expect(harness.screen.contains(" ALL RECORDINGS (228) "), "a chosen service overrides Playable only?")
        #expect(harness.press("Apple Music"))
        let both = try Self.expectedTotal("All of Me", SongRecordingFilters(services: [.spotify, .appleMusic]))
        #expect(both == 328)
        #expect(harness.screen.contains(" ALL RECORDINGS (328) "))
        #expect(harness.screen.contains(" Filter (2)  "))
    }

    @Test("a family narrows to the recordings featuring it; choosing it again clears it")
    func family() throws {
        let harness = try Self.openSheet(on: "All of Me")
        let guitar = try Self.expectedTotal("All of Me", SongRecordingFilters(instrument: .guitar))
        #expect(guitar == 76)
        #expect(harness.press("Guitar"))
        #expect(harness.screen.contains(" ALL RECORDINGS (76) "))
        #expect(harness.screen.contains("(•) Guitar"))
        #expect(harness.screen.contains(" Filter (1)  "))
        #expect(harness.press("Piano"))
        #expect(!harness.screen.contains("(•) Guitar"), "one family at a time")
        #expect(harness.screen.contains("(•) Piano"))
        #expect(harness.press("Piano"))
        #expect(harness.screen.contains(" ALL RECORDINGS (433) "))
        #expect(harness.screen.contains(" Filter   Sort"))
    }

    @Test("only the families found among the song's recordings are offered, three to a row")
    func familiesOffered() throws {
        let harness = try Self.openSheet(on: "Satin Doll")
        let offered = harness.engine.accessibilityTree.flattened.filter { element in
            element.role == .button && InstrumentFamily(name: element.label) != nil
        }
        #expect(
            offered.map(\.label) == [
                "Bass", "Clarinet", "Drums", "Guitar", "Organ", "Piano", "Saxophone", "Trombone", "Trumpet",
                "Vibraphone", "Vocals",
            ])
        #expect(!harness.press("Flute"), "no recording of Satin Doll features a flute")
        #expect(harness.screen.contains(" │ ( ) Bass        ( ) Clarinet    ( ) Drums              │\n"))
        #expect(harness.screen.contains(" │ ( ) Vibraphone  ( ) Vocals                             │\n"))
    }

    @Test("on the smallest terminal the chips go two to a row")
    func narrow() throws {
        let harness = try BrowserHarness(size: Size(width: 40, height: 12))
        harness.open(try Self.link("Satin Doll"))
        #expect(harness.press("Filter"))
        harness.scroll(to: "recordings")
        // Down from Spotify, the sheet's first choice, to Vocals: the focus scrolls the page.
        // The one Down that finds nothing in reach scrolls the heading above the instruments
        // into view, and the focus stays.
        var walked: [String] = []
        for _ in 0..<9 {
            harness.keys("\u{1B}[B")
            walked.append(harness.engine.focusedLabel ?? "-")
        }
        #expect(
            walked == ["Apple Music", "YouTube", "YouTube", "Bass", "Drums", "Organ", "Saxophone", "Trumpet", "Vocals"])
        harness.keys("\r")
        #expect(harness.lines.contains(" │ ( ) Trumpet     ( ) Vibraphone     │"))
        #expect(harness.lines.contains(" │ (•) Vocals                         │"))
    }

    @Test("Clear all clears services and family, not Playable only? or Performance Type")
    func clearAll() throws {
        let harness = try Self.openSheet(on: "All of Me")
        #expect(!harness.screen.contains("Clear all"), "nothing to clear yet")
        #expect(harness.press("VOCAL"))
        #expect(harness.press("YouTube"))
        #expect(harness.press("Trumpet"))
        let chosen = try Self.expectedTotal(
            "All of Me", SongRecordingFilters(services: [.youtube], performance: .vocal, instrument: .trumpet))
        #expect(chosen == 5)
        #expect(harness.screen.contains(" ALL RECORDINGS (5) "))
        #expect(harness.press("Clear all"))
        let vocal = try Self.expectedTotal("All of Me", SongRecordingFilters(performance: .vocal))
        #expect(vocal == 89)
        #expect(harness.screen.contains(" ALL RECORDINGS (89) "))
        #expect(harness.screen.contains("[ ] YouTube"))
        #expect(harness.screen.contains("( ) Trumpet"))
        #expect(harness.engine.focusedLabel == "Done")
    }

    @Test("Done and Esc close the sheet and give the focus back to Filter; Esc leaves the page only then")
    func closing() throws {
        let harness = try Self.openSheet(on: "All of Me")
        #expect(harness.press("Spotify"))
        #expect(harness.press("Done"))
        #expect(!harness.screen.contains("Filter Recordings"))
        #expect(harness.engine.focusedLabel == "Filter (1)")
        #expect(harness.press("Filter (1)"))
        harness.keys("\u{1B}")
        #expect(!harness.screen.contains("Filter Recordings"))
        #expect(harness.engine.focusedLabel == "Filter (1)")
        #expect(harness.browser.current?.inSheet == true, "still on the song page")
        harness.keys("\u{1B}")
        #expect(harness.browser.current?.inSheet == false)
    }

    @Test("filters keep open shelves open, with their new counts")
    func shelvesStayOpen() throws {
        // Tall enough for the sheet and both open shelves with their cards.
        let harness = try BrowserHarness(size: Size(width: 60, height: 100))
        harness.open(try Self.link("All of Me"))
        #expect(harness.press("1950s (58)"))
        #expect(harness.press("Filter"))
        #expect(harness.press("Spotify"))
        let open = harness.engine.accessibilityTree.flattened.filter { $0.states.contains(.expanded) }.map(\.label)
        #expect(open == ["1930s (48)", "1950s (36)"])
    }

    @Test("the empty state's Clear filters clears the sheet's choices too")
    func emptyState() throws {
        let harness = try Self.openSheet(on: "Satin Doll")
        #expect(
            try Self.expectedTotal("Satin Doll", SongRecordingFilters(services: [.spotify], instrument: .clarinet)) == 0
        )
        #expect(harness.press("Spotify"))
        #expect(harness.press("Clarinet"))
        #expect(harness.screen.contains(" ALL RECORDINGS (0) "))
        #expect(harness.screen.contains(" No recordings match the current filters\n"))
        #expect(harness.press("Clear filters"))
        #expect(harness.screen.contains(" ALL RECORDINGS (25) "))
        #expect(harness.screen.contains("[ ] Spotify"))
        #expect(harness.screen.contains("( ) Clarinet"))
        #expect(harness.screen.contains(" Filter   Sort"))
    }
}
