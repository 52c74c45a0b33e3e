import Browsing
import Catalog

/// The page the immediate-mode peer draws, as data both programs read: an artist's shelves,
/// each card with the small number its art is computed from and the three lines it shows.
/// Written as the peer's TSV: a line `G<TAB>title` per shelf, then `R<TAB>id<TAB>year<TAB>
/// leader<TAB>album` per card of it.
struct PeerData: Equatable {
    struct Card: Equatable {
        let id: Int
        let year: String
        let leader: String
        let album: String
    }

    struct Shelf: Equatable {
        let title: String
        let cards: [Card]

        /// What its header shows after the disclosure mark.
        var header: String { "\(title) (\(cards.count))" }
    }

    let shelves: [Shelf]

    init(shelves: [Shelf]) { self.shelves = shelves }

    /// An artist's page by song: its cards numbered from 0 in the page's order.
    init(_ page: [RecordingShelf<PerformerRecording>]) {
        var next = 0
        shelves = page.map { shelf in
            Shelf(
                title: Self.field(shelf.key),
                cards: shelf.rows.map { row in
                    defer { next += 1 }
                    return Card(
                        id: next, year: row.recordingYear.map { String($0) } ?? "—",
                        leader: Self.field(row.artistCredit ?? ""), album: Self.field(row.albumTitle ?? ""))
                })
        }
    }

    /// The shelf with the most cards, the first of several: its carousel is scrolled to its end.
    var largest: Int? {
        guard let most = shelves.map(\.cards.count).max() else { return nil }
        return shelves.firstIndex { $0.cards.count == most }
    }

    var tsv: String {
        var text = ""
        for shelf in shelves {
            text += "G\t\(shelf.title)\n"
            for card in shelf.cards { text += "R\t\(card.id)\t\(card.year)\t\(card.leader)\t\(card.album)\n" }
        }
        return text
    }

    /// Reads the TSV that `tsv` writes.
    init(tsv: String) throws(BenchError) { try self.init(tsv: Array(tsv.utf8)) }

    /// Reads the TSV that `tsv` writes, from its bytes: a line and its fields are found by
    /// their bytes, and only the fields become strings, as the peer reads it.
    init(tsv bytes: [UInt8]) throws(BenchError) {
        var shelves: [(title: String, cards: [Card])] = []
        var number = 0
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            guard end > start else { continue }
            number += 1
            var fields: [String] = []
            var field = start
            for index in start...end where index == end || bytes[index] == UInt8(ascii: "\t") {
                fields.append(String(decoding: bytes[field..<index], as: UTF8.self))
                field = index + 1
            }
            switch (fields[0], fields.count) {
            case ("G", 2): shelves.append((fields[1], []))
            case ("R", 5) where !shelves.isEmpty:
                guard let id = Int(fields[1]), id >= 0 else {
                    throw .peerData("line \(number): the card's id \"\(fields[1])\" is not a number")
                }
                shelves[shelves.count - 1].cards.append(
                    Card(id: id, year: fields[2], leader: fields[3], album: fields[4]))
            default:
                throw .peerData(
                    "line \(number) is neither a shelf (G, title) nor a card after one (R, id, year, leader, album)")
            }
        }
        self.shelves = shelves.map { Shelf(title: $0.title, cards: $0.cards) }
    }

    /// Text as a field of the TSV can hold it, and as the peer can write it to a terminal
    /// unchanged: tabs, line ends and every other control character become spaces.
    static func field(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control ? " " : scalar
                }))
    }
}
