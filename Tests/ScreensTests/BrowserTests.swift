import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The application driven in-process, at the two scenario sizes: the pages, their controls,
/// navigation, link sheets and bad links.
@Suite("The browser", .serialized, .testThreads)
struct BrowserTests {
    static let sizes = [Size(width: 200, height: 60), Size(width: 60, height: 50)]

    private func allOfMe() throws -> String { "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))" }
    private func armstrong() throws -> String {
        "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
    }

    @Test("it opens on the Songs tab: the count, the first section and the tab bar", arguments: sizes)
    func songsTab(size: Size) throws {
        let harness = try BrowserHarness(size: size)
        #expect(harness.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"))
        #expect(harness.lines[1].hasPrefix(" A"))
        // Padded where the screen has room, else a space apart.
        let tabs = size.width < Browser.paddedTabsWidth ? TabBarLine.compactTabs : TabBarLine.tabs
        #expect(harness.lines.last?.hasPrefix(tabs) == true)
        #expect(harness.browser.current?.route == .songs)
    }

    @Test(
        "S1: All of Me with Playable only off shows 701 recordings in 11 decade shelves, the first open",
        arguments: sizes)
    func scenarioOne(size: Size) throws {
        let harness = try BrowserHarness(size: size)
        harness.open(try allOfMe())
        #expect(harness.screen.contains("ALL RECORDINGS ("))
        #expect(harness.press("Playable only?"))
        #expect(harness.screen.contains("ALL RECORDINGS (701)"))
        let headers = harness.shelfHeaders
        #expect(headers.first == "1930s (122)")
        // The first shelf is open; filters keep it open.
        #expect(harness.engine.accessibilityTree.first(role: .button, label: "1930s (122)")?.states == [.expanded])
        harness.scroll(to: "Unknown Year", anchor: .trailing)
        #expect(harness.shelfHeaders.last == "Unknown Year (33)")
    }

    @Test("a sort change closes every shelf; the first does not open again", arguments: sizes)
    func sortClosesShelves(size: Size) throws {
        let harness = try BrowserHarness(size: size)
        harness.open(try allOfMe())
        #expect(harness.press("Playable only?"))
        #expect(harness.press("Sort: Name"))
        #expect(harness.screen.contains("ALL RECORDINGS (701)"))
        let states = harness.engine.accessibilityTree.flattened.filter { $0.states.contains(.expanded) }
        #expect(states.isEmpty)
        #expect(harness.shelfHeaders.count > 5)
    }

    @Test(
        "S3: Louis Armstrong has 3,231 recordings; Sort: Song makes 99 shelves, Tiger Rag holds 146", arguments: sizes)
    func scenarioThree(size: Size) throws {
        let harness = try BrowserHarness(size: size)
        harness.open(try armstrong())
        #expect(harness.screen.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        #expect(harness.shelfHeaders.first == "1920s (32)")
        #expect(harness.press("Sort: Song"))
        harness.scroll(to: "Tiger Rag", anchor: .leading)
        #expect(harness.shelfHeaders.contains("Tiger Rag (146)"))
    }

    @Test("a link opens a sheet with its own stack; back inside it, then closing it, returns to the tab as it was")
    func sheet() throws {
        let harness = try BrowserHarness()
        harness.keys("2")
        #expect(harness.lines[0].hasPrefix(" Artists (\(DemoCounts.artists))"))
        harness.open(try allOfMe())
        #expect(harness.browser.current?.inSheet == true)
        #expect(harness.lines[0].hasPrefix("‹ Close"))
        #expect(harness.press("Playable only?"))
        let card = try #require(
            harness.engine.accessibilityTree.flattened.first { $0.role == .button && $0.label.contains(" · ") })
        #expect(harness.press(card.label))
        #expect(harness.lines[0].hasPrefix("‹ Back"))
        if case .recording = harness.browser.current?.route {
        } else {
            Issue.record("a recording page opened in the sheet")
        }
        harness.keys("\u{1B}")
        harness.settle()
        #expect(harness.screen.contains("ALL RECORDINGS (701)"), "back inside the sheet keeps the page as it was")
        harness.keys("\u{7F}")
        #expect(harness.browser.current?.inSheet == false)
        #expect(harness.lines[0].hasPrefix(" Artists (\(DemoCounts.artists))"))
    }

    @Test("malformed and unknown links say so and leave the page as it was")
    func badLinks() throws {
        let harness = try BrowserHarness()
        let before = harness.lines
        harness.open("approachnote://song/not-a-uuid")
        #expect(
            harness.lines[0]
                == "⚠ “not-a-uuid” is not a valid id (expected a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e).")
        #expect(Array(harness.lines.dropFirst().prefix(3)) == Array(before.prefix(3)))
        harness.open("approachnote://artist/00000000-0000-4000-8000-000000000000")
        #expect(
            harness.lines[0] == "⚠ There is no artist with id 00000000-0000-4000-8000-000000000000 in this catalog.")
        #expect(harness.browser.current?.route == .songs)
        #expect(!harness.browser.open(link: "https://example.com"))
        #expect(harness.browser.message != nil, "a web link that is no page of ours says why")
    }

    @Test(
        "a shelf opened on the screen's last row brings its cards on screen, as a disclosure does",
        arguments: [Size(width: 80, height: 24), Size(width: 60, height: 50), Size(width: 200, height: 60)])
    func openingAShelfShowsItsCards(size: Size) throws {
        let harness = try BrowserHarness(size: size)
        harness.open(try armstrong())
        #expect(harness.press("Sort: Song"))
        harness.scroll(to: "Tiger Rag", anchor: .trailing)
        let tabBar = harness.lines.count - 1
        // The focused card's line sits between the page and the tab bar.
        let focusLine = tabBar - 1
        #expect(harness.lines[focusLine - 1].hasPrefix(" Tiger Rag (146)"), "the header on the last row of the page")
        #expect(harness.press("Tiger Rag (146)"))
        let header = try #require(harness.engine.accessibilityTree.first(label: "Tiger Rag (146)"))
        #expect(header.states.contains(.expanded))
        let cards = harness.cards.filter { $0.label.contains(" · Tiger Rag · ") }
        #expect(!cards.isEmpty)
        let bottom = try #require(cards.map { $0.frame.origin.y + $0.frame.size.height }.max())
        #expect(bottom == focusLine, "the cards end right above the focus line: the page moved just enough")
        #expect(header.frame.origin.y >= 1 && harness.lines[header.frame.origin.y].hasPrefix(" Tiger Rag (146)"))
    }

    @Test("a long notice is shown whole up to a quarter of the screen, then cut: at 80×24, six lines")
    func longMessage() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        let conflicts = (1...2).map { line in
            "the config file /home/student/.config/approachnote/config: line \(line): f already does something else "
                + "(mark the focused card's recording ★ (or the page's), or take the ★ off); it is ignored."
        }
        harness.browser.tell(conflicts.joined(separator: " "))
        harness.loop.invalidate()
        harness.settle()
        let shown = harness.lines.prefix { !$0.hasPrefix(" Songs (") }.joined(separator: " ")
        #expect(
            shown.contains("line 2: f already does something else"), "both, not cut at two lines: \(harness.screen)")
        #expect(shown.trimmingCharacters(in: .whitespaces).hasSuffix("it is ignored."), "\(harness.screen)")
        harness.browser.tell(String(repeating: "a hostile server's error text ", count: 200))
        harness.loop.invalidate()
        harness.settle()
        let page = try #require(harness.lines.firstIndex { $0.hasPrefix(" Songs (") })
        #expect(page == 6, "six lines of notice, then the page: \(harness.screen)")
    }

    @Test("a notice longer than its quarter of the screen is cut with a button that shows it whole, where it scrolls")
    func wholeMessage() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        let conflicts = (1...12).map { line in
            "line \(line): f already does something else; it is ignored."
        }
        harness.browser.tell(conflicts.joined(separator: "\n"))
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.lines[5] == "Show the whole message (12 lines)", "\(harness.screen)")
        #expect(
            harness.lines[4] == "line 5: f already does something else; it is ignored.…", "five lines, then the button")
        #expect(harness.lines[6].hasPrefix(" Songs ("), "the page under it, six lines down: \(harness.screen)")

        #expect(harness.press("Show the whole message (12 lines)"))
        #expect(harness.lines[0].hasPrefix(" ⚠ line 1: "), "in the page's place, from its start: \(harness.screen)")
        #expect(!harness.screen.contains(" Songs ("))
        #expect(harness.lines.last?.hasPrefix("Songs ") == true, "the tabs stay")
        harness.keys("\u{1B}[6~")
        #expect(
            harness.screen.contains("line 12: f already does something else"), "PgDn reaches its end: \(harness.screen)"
        )
        #expect(harness.screen.contains("Esc closes this message."))

        harness.keys("\u{1B}")
        #expect(
            harness.lines[6].hasPrefix(" Songs ("), "Esc gives the page back, the message cut again: \(harness.screen)")
        #expect(harness.browser.message != nil)
    }

    @Test("a message line above the page does not reset it: its scroll offset stays where it was")
    func messageKeepsPageState() throws {
        let harness = try BrowserHarness()
        harness.open(try armstrong())
        #expect(harness.press("Sort: Song"))
        harness.scroll(to: "Body and Soul")
        let offset = try #require(harness.engine.scrollOffset(of: ScrollArea.page))
        let shown = harness.lines
        #expect(shown[1].hasPrefix(" Body and Soul (8)"), "the request was met")
        #expect(offset > 0)
        harness.open("approachnote://song/nope")
        #expect(harness.lines[0].hasPrefix("⚠ “nope” is not a valid id"))
        #expect(harness.engine.scrollOffset(of: ScrollArea.page) == offset)
        #expect(harness.lines[1...40] == shown[0...39], "the page shows what it showed, one line lower")
    }

    @Test("Escape never quits: at the root of a tab it does nothing")
    func escapeAtRoot() throws {
        let harness = try BrowserHarness()
        harness.keys("\u{1B}")
        harness.loop.iterate(timeoutMilliseconds: 200)
        #expect(harness.browser.current?.route == .songs)
        #expect(harness.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"))
    }

    @Test("the song search finds titles, composers and alternate titles, debounced")
    func search() throws {
        let harness = try BrowserHarness()
        #expect(harness.engine.focus(label: "Search songs…"))
        harness.keys("aint")
        harness.settle()
        #expect(harness.screen.contains("Ain't Misbehavin'"))
        #expect(!harness.screen.contains("All of Me"))
    }

    @Test("during a search the header counts its matches among all; cleared, it counts all, with thousands grouped")
    func headerCountsMatches() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        #expect(harness.engine.focus(label: "Search songs…"))
        harness.keys("aint")
        harness.settle()
        let matches = try SharedDemoCatalog.store().songs(matching: "aint").count
        #expect(matches > 0)
        #expect(harness.lines[0].hasPrefix(" Songs (\(matches) of \(DemoCounts.songs))"), "\(harness.screen)")
        harness.keys(String(repeating: "\u{7F}", count: 4))
        harness.settle()
        #expect(harness.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"), "\(harness.screen)")
        // Down leaves the field for the list, where 2 picks a tab rather than being typed.
        harness.keys("\u{1B}[B")
        harness.keys("2")
        harness.settle()
        #expect(harness.lines[0].hasPrefix(" Artists (\(DemoCounts.artists))"), "\(harness.screen)")
        #expect(harness.engine.focus(label: "Search artists…"))
        harness.keys("davis")
        harness.settle()
        let davises = try SharedDemoCatalog.store().performers(matching: "davis").count
        #expect(
            harness.lines[0].hasPrefix(" Artists (\(GroupedNumber.text(davises)) of \(DemoCounts.artists))"),
            "\(harness.screen)")
    }

    @Test("a search lists its results best first, without letter sections: titles it starts, then the rest")
    func rankedResults() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.keys("/blue")
        harness.settle()
        let found = try SharedDemoCatalog.store().songs(matching: "blue")
        let search = try #require(CatalogSearch("blue"))
        let ranked = search.ranked(found, fields: \.searchedFields)
        let label = { (song: SongIndexEntry) in song.title + (song.composedYear.map { " (\($0))" } ?? "") }
        let shown = harness.engine.accessibilityTree.flattened.filter { $0.role == .button }.map(\.label)
            .filter { title in found.contains { label($0) == title } }
        #expect(shown.count >= 5)
        #expect(shown == Array(ranked.map(label).prefix(shown.count)))
        #expect(search.match(ranked[0].searchedFields) == .prefix, "\(ranked[0].title) starts with the search")
        #expect(ranked.contains { search.match($0.searchedFields) == .allWords }, "and some only hold it")
        #expect(!harness.lines.contains(" B") && !harness.lines.contains { $0.hasPrefix(" # ") }, "no sections")
    }

    @Test("a new search result list starts at its top, wherever the last one was scrolled to")
    func newResultsStartAtTheTop() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.keys("2")
        #expect(harness.engine.focus(label: "Search artists…"))
        harness.keys("davis")
        harness.settle()
        #expect(harness.screen.contains("Adam Davis"))
        harness.engine.scroll(at: Point(x: 5, y: 20), axis: .vertical, by: 1_000)
        harness.loop.invalidateLayout()
        harness.settle()
        #expect(!harness.screen.contains("Adam Davis"), "the list was scrolled down")
        harness.keys(String(repeating: "\u{7F}", count: 5) + "jose")
        harness.settle()
        let first = try #require(try SharedDemoCatalog.store().performers(matching: "jose").first).name
        #expect(first == "José Abebe")
        // The header, the letter A, then the first match.
        #expect(harness.lines.prefix(5).contains { $0.contains(first) }, "\(harness.screen)")
    }

    @Test("PgDn and PgUp move the focus with the view: to the first or last row on screen, and Enter opens it")
    func pagingMovesTheFocus() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.keys("\t\t")
        let before = try #require(harness.engine.focusedLabel)
        #expect(before != "Search songs…")
        let onScreen = { (label: String) in
            harness.engine.accessibilityTree.flattened.contains {
                $0.label == label && $0.states.contains(.focused) && $0.frame.minY >= 0 && $0.frame.maxY <= 40
            }
        }
        harness.keys("\u{1B}[6~")
        let paged = try #require(harness.engine.focusedLabel, "PgDn leaves a row focused")
        #expect(paged != before && paged != "Search songs…")
        #expect(onScreen(paged), "the focused row is on screen")
        harness.keys("\u{1B}[B")
        let next = try #require(harness.engine.focusedLabel)
        #expect(next != "Search songs…" && next != paged, "Down moves on from there, not to the search field")
        harness.keys("\u{1B}[5~")
        let back = try #require(harness.engine.focusedLabel, "PgUp leaves a row focused")
        #expect(onScreen(back) && back != "Search songs…")
        harness.keys("\r")
        #expect(harness.browser.current?.route != .songs, "Enter opens the focused row")
    }

    @Test(
        "the Songs and Artists lists show their rows at every size from 40×12; the letters scroll instead",
        arguments: [(40, 12), (60, 20), (80, 24), (80, 26), (120, 40)])
    func listsAtEverySize(width: Int, height: Int) throws {
        let harness = try BrowserHarness(size: Size(width: width, height: height))
        #expect(harness.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"))
        #expect(harness.lines.contains { $0.contains("A Child Is Born (1969)") }, "\(harness.screen)")
        #expect(harness.lines[height - 1].contains("Songs") && harness.lines[height - 1].contains("Artists"))
        harness.keys("2")
        #expect(harness.lines[0].hasPrefix(" Artists (\(DemoCounts.artists))"))
        let first = try #require(try SharedDemoCatalog.store().performers().first).name
        #expect(harness.lines.contains { $0.contains(first) }, "\(harness.screen)")
    }

    @Test("below 40×12 the application says the terminal is too small; at 40×12 it works")
    func tooSmall() throws {
        let harness = try BrowserHarness(size: Size(width: 39, height: 12))
        #expect(harness.screen.contains("needs at least 40×12"))
        harness.loop.resize(to: Size(width: 40, height: 12))
        harness.settle()
        #expect(harness.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"))
    }

    @Test("shelf headers use the whole width on one line, and truncate with … only past it")
    func headersUseTheWidth() throws {
        let harness = try BrowserHarness(size: Size(width: 60, height: 50))
        harness.open(try armstrong())
        #expect(harness.press("Sort: Song"))
        harness.scroll(to: "Bewitched, Bothered and Bewildered", anchor: .leading)
        let line = try #require(harness.lines.first { $0.contains("Bewitched") })
        #expect(line == " Bewitched, Bothered and Bewildered (28)" + String(repeating: " ", count: 18) + "˅")
        let narrow = try BrowserHarness(size: Size(width: 40, height: 20))
        narrow.open(try armstrong())
        #expect(narrow.press("Sort: Song"))
        narrow.scroll(to: "Bewitched, Bothered and Bewildered", anchor: .leading)
        let cut = try #require(narrow.lines.first { $0.contains("Bewitched") })
        #expect(cut == " Bewitched, Bothered and Bewildered…  ˅")
    }
}
