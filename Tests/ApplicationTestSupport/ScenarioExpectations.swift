import ApproachNoteCommands
import Browsing
import CatalogTestSupport
import Foundation
import Synchronization
import Testing

/// What the scenarios of `docs/scenarios.md` must show, worked out from the shared demo
/// catalog itself (through `approachnote recordings LINK --json`, the command line's view of
/// a page's recordings), once per test run.
package enum ScenarioExpectations {
    package struct Page {
        package let total: Int
        /// Shelf headers as the page shows them: "1930s (122)".
        package let headers: [String]
    }

    package static func allOfMeLink() throws -> String {
        "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
    }
    package static func armstrongLink() throws -> String {
        "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
    }

    /// Each page's expectation as worked out the first time it is asked for: the shared demo
    /// catalog never changes during a run, so neither do they.
    private static let pages = Mutex<[[String]: Page]>([:])

    package static func page(_ link: String, _ options: [String]) throws -> Page {
        let key = [link] + options
        if let kept = pages.withLock({ $0[key] }) { return kept }
        let result = SharedDemoCatalog.run(["recordings", link, "--json"] + options)
        try #require(result.status == 0, "\(result.error)")
        let decoded = try JSONDecoder().decode(RecordingsCommand.Result.self, from: Data(result.output.utf8))
        let page = Page(
            total: decoded.total, headers: decoded.groups.map { "\($0.key) (\(GroupedNumber.text($0.count)))" })
        pages.withLock { $0[key] = page }
        return page
    }

    /// All of Me with the defaults (Playable only on, Sort: Year).
    package static func allOfMePlayable() throws -> Page { try page(allOfMeLink(), []) }
    /// S1: All of Me, Playable only off, Sort: Year.
    package static func s1() throws -> Page { try page(allOfMeLink(), ["--playable-only", "off", "--sort", "year"]) }
    /// S2: All of Me, Playable only off, Sort: Name.
    package static func s2() throws -> Page { try page(allOfMeLink(), ["--playable-only", "off", "--sort", "name"]) }
    /// S3: Louis Armstrong, Sort: Year.
    package static func s3() throws -> Page { try page(armstrongLink(), ["--sort", "year"]) }
    /// S4: Louis Armstrong, Sort: Song.
    package static func s4() throws -> Page { try page(armstrongLink(), ["--sort", "song"]) }

    /// The accessibility labels of the cards of Louis Armstrong's "Tiger Rag" shelf (S5), in
    /// the carousel's order, as the artist page labels them ("1925 · Tiger Rag · album").
    package static func tigerRagCards() throws -> [String] { try tigerRag.get() }

    private static let tigerRag = Result { () throws -> [String] in
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        let rows = try #require(try SharedDemoCatalog.store().performerRecordings(id: id)).recordings
        let shelf = try #require(
            ArtistRecordingsSection(sort: .song).content(of: rows).shelves.first { $0.key == "Tiger Rag" })
        return shelf.rows.map { row in
            "\(RecordingCardText.year(row.recordingYear) ?? "Unknown Year") · \(row.songTitle) · "
                + RecordingCardText.album(row.albumTitle)
        }
    }
}

/// The two terminal sizes every scenario is checked at.
package struct Viewport: CustomTestStringConvertible, Sendable {
    package let name: String
    package let columns: Int
    package let rows: Int

    package static let ipad = Viewport(name: "ipad", columns: 200, rows: 60)
    package static let iphone = Viewport(name: "iphone", columns: 60, rows: 50)
    package static let both = [ipad, iphone]

    package var testDescription: String { "\(name) \(columns)×\(rows)" }
}
