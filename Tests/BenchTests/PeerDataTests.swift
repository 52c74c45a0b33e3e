import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Bench

/// The peer's page as data: the TSV both programs read, and the cover art both compute from a
/// card's number, checked against the peer's own reference (`peerdata.py`, kept as a fixture).
@Suite("The peer's page as data", .testThreads)
struct PeerDataTests {
    private static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Peer/peerdata.py").path

    @Test("the cover art is the reference's, pixel for pixel, over 500 covers")
    func covers() throws {
        let checksum = try ChildProcess.output(of: [
            "/usr/bin/env", "python3", Self.reference, "--cover-checksum", "500",
        ])
        #expect(checksum.trimmingCharacters(in: .whitespacesAndNewlines) == String(PeerCover.checksum(500)))
        #expect(PeerCover.art(7) == PeerCover.art(7) && PeerCover.art(7) != PeerCover.art(8))
        let pixels = PeerCover.pixels(7)
        #expect(pixels.count == 8 && pixels.allSatisfy { $0.count == 20 })
        let art = PeerCover.art(7)
        #expect(art[3, 2].foreground == pixels[4][3] && art[3, 2].background == pixels[5][3])
    }

    @Test("the reference's own page reads: 99 shelves, 3,231 cards, the largest Tiger Rag's 146")
    func referencePage() throws {
        let tsv = try ChildProcess.output(of: ["/usr/bin/env", "python3", Self.reference, "--tsv", "artist-song"])
        let data = try PeerData(tsv: tsv)
        #expect(data.shelves.count == 99)
        #expect(data.shelves.reduce(0) { $0 + $1.cards.count } == 3_231)
        let largest = try #require(data.largest)
        #expect(data.shelves[largest].title == "Tiger Rag" && data.shelves[largest].cards.count == 146)
        #expect(try PeerData(tsv: data.tsv) == data)
    }

    @Test("a catalog's page numbers its cards from 0 in order, and its text loses every control character")
    func fromCatalog() throws {
        let data = PeerData(
            shelves: [
                .init(title: "A", cards: [.init(id: 0, year: "1938", leader: "Louis", album: "Hot")]),
                .init(title: "B", cards: []),
            ])
        #expect(data.tsv == "G\tA\nR\t0\t1938\tLouis\tHot\nG\tB\n")
        #expect(PeerData.field("Tab\there\nline\u{1B}[2J\u{9B}end") == "Tab here line [2J end")
        #expect(try PeerData(tsv: data.tsv) == data)
    }

    @Test(
        "a malformed page is refused, saying which line",
        arguments: [
            ("R\t0\t1938\tLouis\tHot\n", "line 1"), ("G\tA\nR\tx\t1938\tLouis\tHot\n", "line 2"),
            ("G\tA\nR\t0\t1938\n", "line 2"), ("X\n", "line 1"),
        ])
    func malformed(tsv: String, line: String) {
        #expect {
            try PeerData(tsv: tsv)
        } throws: { error in
            "\(error)".contains(line)
        }
    }

    @Test("two programs' screens: the same text, or the first line where they part")
    func screens() {
        let screens = "=== first ===\n▶ A (1)\n"
        #expect(PeerComparison.compare(screens, screens) == "screens: the same text on all four frames")
        #expect(
            PeerComparison.compare(screens, "=== first ===\n▸ A (1)\n")
                == "screens differ at line 2: tui-rs “▶ A (1)”, ours “▸ A (1)”")
        #expect(PeerComparison.compare("", screens) == "screens: one side wrote none to compare")
    }
}
