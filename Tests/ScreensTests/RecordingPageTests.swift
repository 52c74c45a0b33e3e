import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The recording page: the chosen release's album, cover, facts and credit, changed by
/// choosing another; one performer row a person.
@Suite("The recording page", .testThreads)
struct RecordingPageTests {
    /// A recording of All of Me on releases with different titles and credits, with someone on
    /// it who plays two instruments.
    private static func recording() throws -> (id: String, detail: RecordingDetail) {
        let store = try SharedDemoCatalog.store()
        let shell = try #require(try store.songShell(id: try SharedDemoCatalog.songID("All of Me"), sort: .year))
        for row in shell.recordings {
            guard let detail = try store.recordingDetail(id: row.id), detail.releases.count >= 2 else { continue }
            let titles = Set(detail.releases.map(\.title))
            let credits = Set(detail.releases.map(\.artistCredit))
            let people = Set(detail.performers.map(\.id))
            if titles.count >= 2, credits.count >= 2, people.count < detail.performers.count { return (row.id, detail) }
        }
        throw RecordingNotFound()
    }

    private struct RecordingNotFound: Error {}

    private static func open(_ id: String) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: Size(width: 100, height: 60))
        harness.browser.push(.recording(id: id))
        harness.loop.invalidate()
        harness.settle()
        return harness
    }

    @Test("choosing another release shows its album, facts and credit in place of the first's")
    func releaseChange() throws {
        let (id, detail) = try Self.recording()
        let harness = try Self.open(id)
        let first = try #require(detail.releases.first { $0.id == detail.defaultReleaseId } ?? detail.releases.first)
        let other = try #require(
            detail.releases.first { $0.title != first.title && $0.artistCredit != first.artistCredit })
        func expectShown(_ release: ReleasePayload, _ comment: Comment) throws {
            let lines = harness.lines
            #expect(lines[2] == " " + RecordingCardText.album(release.title), comment)
            if let facts = ReleaseFacts.line(of: release) { #expect(lines.contains(" " + facts), comment) }
            if let credit = release.artistCredit { #expect(lines.contains(" Credited to " + credit), comment) }
            let chosen = lines.filter { $0.hasPrefix(" ● ") }
            #expect(chosen.count == 1 && chosen[0].hasPrefix(" ● " + RecordingCardText.album(release.title)), comment)
        }
        try expectShown(first, "the default release first")
        #expect(harness.press(try #require(other.title)))
        harness.settle()
        try expectShown(other, "the release chosen")
        let otherCredit = try #require(first.artistCredit)
        #expect(!harness.lines.contains(" Credited to " + otherCredit), "the first release's credit is gone")
    }

    @Test("a performer with several instruments has one row naming them all; leaders first")
    func onePerformerRowEach() throws {
        let (id, detail) = try Self.recording()
        let harness = try Self.open(id)
        let lines = harness.lines
        let heading = try #require(lines.firstIndex(of: " PERFORMERS"), "\(harness.screen)")
        let people = Set(detail.performers.map(\.id)).count
        let rows = Array(lines[(heading + 1)...(heading + people)])
        let credits = PerformerRow.rows(of: detail.performers)
        #expect(rows == credits.map { " " + $0.line })
        #expect(
            lines[heading + people + 1].trimmingCharacters(in: .whitespaces).isEmpty
                || !lines[heading + people + 1].contains(" — "))
        let doubled = try #require(credits.first { $0.instruments.count >= 2 })
        let instruments = detail.performers.filter { $0.id == doubled.id }.compactMap(\.instrument)
        #expect(doubled.instruments == instruments)
    }

    @Test("credits: one a person, instruments in the catalog's order without repeats, leader if any row says so")
    func credits() throws {
        func performer(_ id: String, _ instrument: String?, _ role: String) throws -> DetailPerformer {
            let instrument = instrument.map { "\"\($0)\"" } ?? "null"
            let json = #"{"id": "\#(id)", "name": "Name \#(id)", "instrument": \#(instrument), "role": "\#(role)"}"#
            return try JSONDecoder().decode(DetailPerformer.self, from: Data(json.utf8))
        }
        let credits = PerformerRow.rows(of: [
            try performer("a", "piano", "sideman"), try performer("b", "trumpet", "sideman"),
            try performer("a", "celesta", "sideman"), try performer("b", "vocals", "leader"),
            try performer("a", "piano", "sideman"), try performer("c", nil, "sideman"),
        ])
        #expect(credits.map(\.line) == ["Name b — trumpet, vocals (leader)", "Name a — piano, celesta", "Name c"])
    }
}
