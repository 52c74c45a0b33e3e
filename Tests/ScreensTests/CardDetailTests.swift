import Artwork
import Browsing
import Catalog
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// At 80 columns a card cuts its words ("The Louis…"); the line under the page says them whole
/// while the card has the focus, and on an artist's page who led the recording.
@Suite("A focused card's words, whole", .serialized, .testThreads)
struct CardDetailTests {
    private static let size = Size(width: 80, height: 24)
    /// The focus line: the row right above the tab bar.
    private static let focusLine = 22

    /// Puts the focus on the card labelled `label`, and draws the screen with it in view.
    private static func focus(_ label: String, in harness: BrowserHarness) -> Bool {
        guard harness.engine.focus(label: label) else { return false }
        harness.loop.invalidateLayout()
        harness.settle()
        return true
    }

    @Test("on a song's page, a card whose name is cut (\"The Louis…\") reads whole on the line above the tabs")
    func songPage() throws {
        let harness = try BrowserHarness(size: Self.size)
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("Tiger Rag"))")
        #expect(harness.lines[Self.focusLine] == "", "nothing focused, nothing said")
        // Down to the shelves' cards, as a user goes.
        func shelfCards() -> [AccessibilityElement] {
            harness.cards.filter { $0.frame.size.width == ArtGeometry.card.columns }
        }
        for _ in 0..<40 where !shelfCards().contains(where: { $0.label == harness.engine.focusedLabel }) {
            harness.keys("\u{1B}[B")
        }
        // A shelf's card (a featured card is wider) credited to a name longer than a card is wide.
        let label = try #require(
            shelfCards().first { $0.label.split(separator: " · ")[1].count > ArtGeometry.card.columns },
            "\(harness.cards.map(\.label))"
        ).label
        let name = String(label.split(separator: " · ")[1])
        #expect(Self.focus(label, in: harness))
        let card = try #require(harness.cards.first { $0.label == label })
        let onCard = harness.lines[card.frame.origin.y..<(card.frame.origin.y + card.frame.size.height)]
        let cut = TextLayout.lines(name, width: ArtGeometry.card.columns, lineLimit: 1)[0].text
        #expect(cut.hasSuffix("…") && cut.count < name.count)
        #expect(onCard.contains { $0.contains(cut) }, "the card has room for part of \(name): \(harness.screen)")
        #expect(harness.lines[Self.focusLine].hasPrefix(" " + label + " · "), "\(harness.screen)")
        #expect(harness.lines[Self.focusLine].contains(" · \(name) · "))
        #expect(harness.lines.last?.hasPrefix("Songs ") == true, "the tabs stay on the last row")
    }

    @Test("on an artist's page, a card of a recording the artist played on names who led it")
    func sidemanNamesTheLeader() throws {
        let harness = try BrowserHarness(size: Self.size)
        let armstrong = try SharedDemoCatalog.artistID("Louis Armstrong")
        harness.open("approachnote://artist/\(armstrong)")
        #expect(harness.press("SIDEMAN"))
        harness.settle()
        let card = try #require(harness.cards.first)
        #expect(Self.focus(card.label, in: harness))
        let line = harness.lines[Self.focusLine]
        let leader = try #require(line.firstMatch(of: #/ · led by (.+?) · /#).map { String($0.output.1) }, "\(line)")
        // Every recording the card could be (its year, song and album), and who led each.
        let store = try SharedDemoCatalog.store()
        let rows = try #require(try store.performerRecordings(id: armstrong)).recordings.filter {
            $0.role == CreditRole.sideman.rawValue
                && card.label
                    == "\(RecordingCardText.year($0.recordingYear) ?? "Unknown Year") · \($0.songTitle) · "
                    + RecordingCardText.album($0.albumTitle)
        }
        #expect(!rows.isEmpty)
        let leaders = try store.hydrate(ids: rows.map(\.recordingId)).recordings.compactMap {
            $0.performers.first { $0.role == CreditRole.leader.rawValue }?.name
        }
        #expect(leaders.contains(leader), "\(leader) among \(leaders)")
        #expect(leader != "Louis Armstrong")

        #expect(harness.press("LEADER"))
        harness.settle()
        let led = try #require(harness.cards.first)
        #expect(Self.focus(led.label, in: harness))
        #expect(
            harness.lines[Self.focusLine].hasPrefix(
                " " + led.label.split(separator: " · ").prefix(2).joined(separator: " · ") + " · as leader · "))
    }
}
