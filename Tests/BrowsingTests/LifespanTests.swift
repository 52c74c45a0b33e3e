import Browsing
import TestThreads
import Testing

@Suite("Lifespans in words", .testThreads)
struct LifespanTests {
    @Test(
        "a date as full as the catalog has it; what is not an ISO date shows as its year, or not at all",
        arguments: [
            ("1901-08-04", "4 August 1901"), ("1901-08", "August 1901"), ("1901", "1901"),
            ("1917-12-31", "31 December 1917"),
            ("1901-13-04", "1901"), ("1901-08-40", "August 1901"), ("1901-8-4", "1901"), ("19O1-08-04", nil), ("", nil),
            ("\u{1B}[2J", nil), ("1901-08-04T00:00:00", "August 1901"),
            ("+901-08-04", nil), ("1901-+8-04", "1901"),
        ] as [(String, String?)])
    func date(iso: String, words: String?) {
        #expect(Lifespan.date(iso) == words)
    }

    @Test("born and died, born only, died only, neither")
    func text() {
        #expect(Lifespan.text(born: "1901-08-04", died: "1971-07-06") == "4 August 1901 – 6 July 1971")
        #expect(Lifespan.text(born: "1917-04-25", died: nil) == "Born 25 April 1917")
        #expect(Lifespan.text(born: nil, died: "1971") == "? – 1971")
        #expect(Lifespan.text(born: "garbage", died: "junk") == nil)
        #expect(Lifespan.text(born: nil, died: nil) == nil)
    }
}
