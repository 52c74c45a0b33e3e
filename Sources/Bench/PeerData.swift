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
        /// What its header shows after the disclosure mark: made once with the shelf, as the
        /// peer makes it when it reads the page.
        let header: String

        init(title: String, cards: [Card]) {
            self.title = title
            self.cards = cards
            header = "\(title) (\(cards.count))"
        }
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
        var shelves: [Shelf] = []
        var cards: [Card] = []
        var title: String?
        var number = 0
        let parsed = bytes.withUnsafeBufferPointer { buffer -> BenchError? in
            let tab = UInt8(ascii: "\t")
            var start = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count && buffer[end] != UInt8(ascii: "\n") { end += 1 }
                defer { start = end + 1 }
                guard end > start else { continue }
                number += 1
                var fields: [UnsafeBufferPointer<UInt8>] = []
                fields.reserveCapacity(5)
                var field = start
                for index in start...end where index == end || buffer[index] == tab {
                    fields.append(UnsafeBufferPointer(rebasing: buffer[field..<index]))
                    field = index + 1
                }
                let text = { (index: Int) in String(decoding: fields[index], as: UTF8.self) }
                switch (fields[0].count == 1 ? fields[0][0] : 0, fields.count) {
                case (UInt8(ascii: "G"), 2):
                    if let title { shelves.append(Shelf(title: title, cards: cards)) }
                    (title, cards) = (text(1), [])
                case (UInt8(ascii: "R"), 5) where title != nil:
                    guard let id = Int(text(1)), id >= 0 else {
                        return .peerData("line \(number): the card's id \"\(text(1))\" is not a number")
                    }
                    cards.append(Card(id: id, year: text(2), leader: text(3), album: text(4)))
                default:
                    return .peerData(
                        "line \(number) is neither a shelf (G, title) nor a card after one (R, id, year, leader, album)"
                    )
                }
            }
            return nil
        }
        if let parsed { throw parsed }
        if let title { shelves.append(Shelf(title: title, cards: cards)) }
        self.shelves = shelves
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
