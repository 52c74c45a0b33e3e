import Catalog
import TestThreads
import Testing

@testable import Browsing

@Suite("Card text", .testThreads)
struct RecordingCardTextTests {
    private func credit(_ name: String, _ role: String) -> PerformerCredit {
        PerformerCredit(id: name, name: name, sortName: nil, instrument: nil, role: role)
    }

    @Test("artist: credit, then the first leader (any case), then the first performer, then Unknown Artist")
    func artist() {
        let performers = [credit("Side Man", "sideman"), credit("Lead Er", "Leader")]
        #expect(RecordingCardText.artist(credit: "The Trio", performers: performers) == "The Trio")
        #expect(RecordingCardText.artist(credit: "  ", performers: performers) == "Lead Er")
        #expect(RecordingCardText.artist(credit: nil, performers: [credit("Side Man", "sideman")]) == "Side Man")
        #expect(RecordingCardText.artist(credit: nil, performers: []) == "Unknown Artist")
    }

    @Test("album falls back to Unknown Album; the year line appears only with a year")
    func albumAndYear() {
        #expect(RecordingCardText.album(nil) == "Unknown Album")
        #expect(RecordingCardText.album("") == "Unknown Album")
        #expect(RecordingCardText.album("Ella and Louis") == "Ella and Louis")
        #expect(RecordingCardText.year(1956) == "1956")
        #expect(RecordingCardText.year(nil) == nil)
    }

    @Test("a title is distinct only when its letters and digits differ from the song's")
    func distinctTitle() {
        #expect(RecordingCardText.distinctTitle("Ain’t Misbehavin’", songTitle: "Ain't Misbehavin'") == nil)
        #expect(RecordingCardText.distinctTitle("ALL OF ME", songTitle: "All of Me") == nil)
        #expect(RecordingCardText.distinctTitle("All of Me (Live)", songTitle: "All of Me") == "(All of Me (Live))")
        #expect(RecordingCardText.distinctTitle(nil, songTitle: "All of Me") == nil)
    }

    @Test("an ASCII title folds byte by byte as the general rule folds it; any other is left to the rule")
    func asciiNormalizedTitle() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for text in ascii + ascii.map({ "A" + $0 + "z9" }) + [
            "", "Ain't Misbehavin'", "ALL OF ME (Live, 1956)", "\r\n\t",
        ] {
            #expect(
                RecordingCardText.asciiNormalizedTitle(text) == RecordingCardText.normalizedTitleByCharacters(text),
                "\(text.debugDescription)")
        }
        #expect(RecordingCardText.asciiNormalizedTitle("Ain’t") == nil)
        #expect(RecordingCardText.normalizedTitle("Ain’t Misbehavin’ Ⅳ") == "aintmisbehavinⅳ")
        #expect(RecordingCardText.distinctTitle(" \t\u{3000}", songTitle: "All of Me") == nil)
        #expect(RecordingCardText.distinctTitle(" \u{301} ", songTitle: "All of Me") == "( \u{301} )")
    }

    @Test("a shelf reserves the title line when any card in it has a distinct title")
    func shelfTitleLine() {
        #expect(
            RecordingCardText.shelfReservesTitleLine(["All of Me", nil, "All Of Me (Take 2)"], songTitle: "All of Me"))
        #expect(!RecordingCardText.shelfReservesTitleLine(["All of Me", nil, "ALL OF ME"], songTitle: "All of Me"))
    }

    @Test("a card's detail: every word whole, in the card's order, unknowns named as the card names them")
    func detail() {
        #expect(
            RecordingCardText.detail(year: 1959, who: "Miles Davis", album: "Kind of Blue", title: "So What")
                == "1959 · Miles Davis · Kind of Blue · So What")
        #expect(
            RecordingCardText.detail(year: nil, who: "The Louis Armstrong Octet", album: " ", title: "Tiger Rag")
                == "Unknown Year · The Louis Armstrong Octet · Unknown Album · Tiger Rag")
    }

    @Test("on an artist's page, the song and who led come before the album, which a short line cuts first")
    func artistDetail() {
        #expect(
            RecordingCardText.artistDetail(
                year: 1939, song: "Body and Soul", leading: "led by Coleman Hawkins", album: "Body and Soul")
                == "1939 · Body and Soul · led by Coleman Hawkins · Body and Soul")
    }

    @Test("on an artist's page, who led: the artist, the leader by name, the credit until the row says, or no one")
    func leading() {
        #expect(RecordingCardText.leading(isLeader: true, leader: "Someone", credit: "X") == "as leader")
        #expect(
            RecordingCardText.leading(isLeader: false, leader: "Fletcher Henderson", credit: "The Orchestra")
                == "led by Fletcher Henderson")
        #expect(
            RecordingCardText.leading(isLeader: false, leader: nil, credit: "The Orchestra") == "led by The Orchestra")
        #expect(RecordingCardText.leading(isLeader: false, leader: " ", credit: nil) == "as a sideman")
    }
}
