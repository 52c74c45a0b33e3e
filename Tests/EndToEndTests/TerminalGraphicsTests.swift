import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestThreads
import Testing

/// Covers as real images, end to end: the application in a pseudo-terminal asks what the
/// terminal draws, and the test answers as kitty or as a sixel terminal would, then reads the
/// images placed, moved and deleted in what the application writes.
@Suite("Terminal graphics, end to end", .serialized, .testThreads)
struct TerminalGraphicsTests {
    private let escape = "\u{1B}"

    private func tigerRag() throws -> [String] {
        [
            "--catalog", SharedDemoCatalog.path, "open",
            "approachnote://song/\(try SharedDemoCatalog.songID("Tiger Rag"))",
        ]
    }

    private func count(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }

    /// Where the placements of kitty images went: (row, column), one-based, in order.
    private func kittyPlacements(in text: String) -> [(row: Int, column: Int)] {
        let pattern = try! NSRegularExpression(pattern: "\u{1B}\\[(\\d+);(\\d+)H\u{1B}_Ga=p,i=")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let number = { (group: Int) in Int((text as NSString).substring(with: match.range(at: group)))! }
            return (number(1), number(2))
        }
    }

    @Test(
        "a kitty terminal: asked, answered, covers sent once and placed; a scroll moves and deletes them; quitting deletes all"
    )
    func kitty() throws {
        let terminal = try GraphicsTerminal(try tigerRag())
        let question = "\(escape)_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\(escape)\\\(escape)[16t\(escape)[c"
        #expect(terminal.read(until: { $0.contains(question) }), "the application asks first")
        terminal.type("\(escape)_Gi=31;OK\(escape)\\\(escape)[6;20;10t\(escape)[?62;22c")
        #expect(terminal.read(until: { self.count($0, "a=p,i=") >= 6 }), "covers placed as kitty images")
        // Every cover on screen placed.
        terminal.settle()
        let settled = terminal.text
        let placements = kittyPlacements(in: settled)
        #expect(count(settled, "a=t,f=100,t=d,i=") == count(settled, "a=p,i="), "each picture sent once, placed once")
        // The PNG sent is the card's size at the cell size the terminal gave: 17×8 cells of 10×20.
        let firstSend = try #require(settled.range(of: "a=t,f=100,t=d,i="))
        let payloadStart = try #require(settled[firstSend.upperBound...].firstIndex(of: ";"))
        let payload = settled[settled.index(after: payloadStart)...].prefix(32)
        let header = try #require(Data(base64Encoded: String(payload.prefix(32))))
        #expect(Array(header.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(header[16..<24].elementsEqual([0, 0, 0, 170, 0, 0, 0, 160]), "170×160 pixels")

        // Shift+wheel over the first cover scrolls its shelf sideways by 30 columns: the first on
        // the screen, the top shelf's, whose carousel runs past its edge. Not the first placed,
        // which is whichever arrived first, maybe on a shelf that all fits and does not scroll.
        let first = try #require(placements.min { ($0.row, $0.column) < ($1.row, $1.column) })
        let before = terminal.output.count
        for _ in 0..<5 { terminal.type("\(escape)[<69;\(first.column + 2);\(first.row + 2)M") }
        #expect(
            terminal.read(until: { $0.utf8.count > before && $0.contains("a=d,d=i,i=") }),
            "a cover scrolled away is deleted")
        terminal.settle()
        let scrolled = String(decoding: terminal.output[before...], as: UTF8.self)
        #expect(kittyPlacements(in: scrolled).contains { $0.row == first.row }, "the shelf's covers placed again")
        #expect(terminal.quit() == 0)
        let exit = String(decoding: terminal.output.suffix(200), as: UTF8.self)
        #expect(exit.contains("\(escape)_Ga=d,d=A,q=2\(escape)\\"), "every image deleted on the way out")
    }

    @Test("a sixel terminal: covers drawn whole as sixel at their cards; the cursor mode put back on exit")
    func sixel() throws {
        let terminal = try GraphicsTerminal(try tigerRag())
        #expect(terminal.read(until: { $0.contains("\(escape)[c") }))
        terminal.type("\(escape)[6;20;10t\(escape)[?62;4;22c")
        #expect(terminal.read(until: { self.count($0, "\(escape)P") >= 4 }), "covers drawn as sixel")
        #expect(terminal.text.contains("\(escape)[?8452h"))
        #expect(!terminal.text.contains("\(escape)_Ga=p"), "no kitty image to a sixel terminal")
        #expect(terminal.quit() == 0)
        #expect(String(decoding: terminal.output.suffix(100), as: UTF8.self).contains("\(escape)[?8452l"))
    }

    @Test("a terminal that answers neither gets symbol art; --images kitty is obeyed without an answer")
    func noAnswerAndOverride() throws {
        let plain = try GraphicsTerminal(try tigerRag())
        #expect(plain.read(until: { $0.contains("\(escape)[c") }))
        plain.type("\(escape)[?62;22c")
        #expect(plain.read(until: { $0.contains("▀") || $0.contains("▄") || $0.contains("█") }), "symbol art")
        #expect(!plain.text.contains("\(escape)_Ga=") && !plain.text.contains("\(escape)Pq"))
        #expect(plain.quit() == 0)

        let forced = try GraphicsTerminal(try tigerRag() + ["--images", "kitty"])
        #expect(
            forced.read(until: { self.count($0, "a=p,i=") >= 1 }), "kitty images with no answer at all")
        #expect(forced.quit() == 0)
    }
}
