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
    init(tsv: String) throws(BenchError) {
        var shelves: [(title: String, cards: [Card])] = []
        for (number, line) in tsv.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("G", 2): shelves.append((fields[1], []))
            case ("R", 5) where !shelves.isEmpty:
                guard let id = Int(fields[1]), id >= 0 else {
                    throw .peerData("line \(number + 1): the card's id \"\(fields[1])\" is not a number")
                }
                shelves[shelves.count - 1].cards.append(
                    Card(id: id, year: fields[2], leader: fields[3], album: fields[4]))
            default:
                throw .peerData(
                    "line \(number + 1) is neither a shelf (G, title) nor a card after one (R, id, year, leader, album)"
                )
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
