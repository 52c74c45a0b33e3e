import Foundation
import TestThreads
import Testing
import TextFormatting

@Suite("Moments as UTC names them", .testThreads)
struct UTCTimeTests {
    /// 2026-12-04 03:53:31 UTC.
    private static let moment = Date(timeIntervalSince1970: 1_796_356_411)

    @Test("the calendar fields, the stamp and the note's day and minute")
    func fields() {
        let time = UTCTime(Self.moment)
        let fields: [Int] = [time.year, time.month, time.day, time.hour, time.minute, time.second]
        #expect(fields == [2026, 12, 4, 3, 53, 31])
        #expect(time.compactStamp == "20261204-035331")
        #expect(time.dayText == "2026-12-04")
        #expect(time.minuteText == "03:53")
        #expect(time.date == Self.moment)
    }

    @Test("a fraction of a second is dropped, not rounded up")
    func fraction() {
        #expect(UTCTime(Self.moment.addingTimeInterval(0.999)).compactStamp == "20261204-035331")
        #expect(UTCTime(Date(timeIntervalSince1970: -0.5)).compactStamp == "19691231-235959")
    }

    @Test("an HTTP date in its preferred form is read")
    func httpDate() throws {
        let time = try #require(UTCTime(httpDate: "Sun, 06 Nov 1994 08:49:37 GMT"))
        #expect(time.date == Date(timeIntervalSince1970: 784_111_777))
        #expect(UTCTime(httpDate: "Fri, 04 Dec 2026 03:53:31 GMT")?.date == Self.moment)
    }

    @Test(
        "anything else is no HTTP date",
        arguments: [
            "", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 UTC", "Sunday, 06-Nov-94 08:49:37 GMT",
            "Sun Nov  6 08:49:37 1994", "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Nox 1994 08:49:37 GMT",
            "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:61:00 GMT", "Sun, 32 Nov 1994 08:49:37 GMT",
            "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT extra", "120",
        ])
    func notHTTPDate(text: String) {
        #expect(UTCTime(httpDate: text) == nil)
    }
}
