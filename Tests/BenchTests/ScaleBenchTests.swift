import Browsing
import Catalog
import Layout
import TestThreads
import Testing

@testable import Bench

/// The scale bench's pages and frames, counted: the shelves its synthetic artist makes, and the
/// work of the frames it times, which must not grow with the page. The million-recording page
/// is the bench's alone; 100,000 is as far as a test goes.
@Suite("The scale bench's pages", .testThreads)
struct ScaleBenchTests {
    static let thousand = SyntheticArtist.recordings(count: 1_000, seed: ScaleBench.seed)
    static let hundredThousand = SyntheticArtist.recordings(count: 100_000, seed: ScaleBench.seed)

    /// "1950s (116)" for each shelf.
    private func shelves(_ rows: [PerformerRecording], by sort: ArtistRecordingSort) -> [String] {
        ArtistRecordingsSection(sort: sort).content(of: rows).shelves.map(\.header)
    }

    @Test("1,000 recordings: 12 decade shelves and 15 song shelves, of these sizes")
    func thousandShelves() {
        #expect(
            shelves(Self.thousand, by: .year) == [
                "1920s (67)", "1930s (71)", "1940s (147)", "1950s (116)", "1960s (144)", "1970s (137)", "1980s (94)",
                "1990s (49)", "2000s (29)", "2010s (68)", "2020s (31)", "Unknown Year (47)",
            ])
        #expect(
            shelves(Self.thousand, by: .song) == [
                "April Boogie (69)", "Autumn Moon (64)", "Blue Serenade (63)", "Crescent Reverie (68)",
                "Golden Lullaby (70)", "Harlem Nocturne (64)", "Lazy Holiday (67)", "Lonely Avenue (77)",
                "Midnight Stomp (67)", "Moonlit Swing (66)", "Smoky Dreams (64)", "Stardust Rhapsody (68)",
                "Sunny Blues (63)", "Sweet Strut (67)", "Velvet Ballad (63)",
            ])
    }

    @Test("100,000 recordings: the same 12 decades, longer, and 1,562 song shelves of 51 to 82")
    func hundredThousandShelves() {
        #expect(
            shelves(Self.hundredThousand, by: .year) == [
                "1920s (4,043)", "1930s (9,453)", "1940s (13,501)", "1950s (16,109)", "1960s (15,009)",
                "1970s (12,030)",
                "1980s (9,098)", "1990s (7,064)", "2000s (5,218)", "2010s (3,747)", "2020s (2,023)",
                "Unknown Year (2,705)",
            ])
        let songs = ArtistRecordingsSection(sort: .song).content(of: Self.hundredThousand).shelves
        #expect(songs.count == 1_562)
        #expect(songs.map(\.count).min() == 51 && songs.map(\.count).max() == 82)
        #expect(songs.map(\.count).reduce(0, +) == 100_000)
        #expect(Set(songs.map(\.key)).count == 1_562)
        #expect(songs.first?.key == "April Avenue" && songs.last?.key == "Velvet Waltz No. 4")
    }

    @Test("the same seed and count make the same rows; another seed makes others")
    func determinism() {
        #expect(SyntheticArtist.recordings(count: 1_000, seed: ScaleBench.seed) == Self.thousand)
        let other = SyntheticArtist.recordings(count: 1_000, seed: ScaleBench.seed + 1)
        #expect(zip(other, Self.thousand).allSatisfy { $0.recordingId != $1.recordingId })
        #expect(Set(Self.thousand.map(\.recordingId)).count == 1_000)
    }

    @Test("the page is the artist page's: its heading, the shelf headers and the cards under them")
    func firstFrame() {
        let page = ScalePage(rows: Self.thousand, sort: .year)
        let lines = page.engine.canvas.lines
        let cardHeight = page.page.cardSize.height
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "RECORDINGS (1,000)")
        #expect(lines[1].hasPrefix(" 1920s (67) ") && lines[1].hasSuffix("˄"))
        #expect(lines[2].hasPrefix(" Album art "))
        #expect(lines[2 + page.page.cardSize.height - 5].hasPrefix(" 1922 "))
        #expect(lines[2 + cardHeight].hasPrefix(" 1930s (71) "))
    }

    @Test(
        "frames at 100,000 build exactly what frames at 1,000 build, within the pass bound",
        arguments: ScaleBench.sorts)
    func framesDoNotGrow(sort: ArtistRecordingSort) throws {
        let frames = 2 * ScalePage.notchesPerTurn
        var work: [[Int]] = []
        for rows in [Self.thousand, Self.hundredThousand] {
            let page = ScalePage(rows: rows, sort: sort)
            let opened = page.engine.stats
            #expect(opened.passes <= LayoutEngine.maxPassesPerFrame && page.engine.diagnostics.isEmpty)
            let carousel = try page.sweep(.carousel, frames: frames)
            let scrolled = try page.sweep(.page, frames: frames)
            for sweep in [carousel, scrolled] {
                #expect(sweep.passes.allSatisfy { $0 <= LayoutEngine.maxPassesPerFrame })
                #expect(sweep.diagnostics == 0)
            }
            // A card coming into view is built, 11 nodes; a shelf, its header and cards.
            #expect(carousel.nodesBuilt.contains(11) && scrolled.nodesBuilt.contains { $0 > 100 })
            work.append([opened.passes, opened.nodesBuilt] + carousel.nodesBuilt + scrolled.nodesBuilt)
        }
        #expect(work[0] == work[1])
    }
}
