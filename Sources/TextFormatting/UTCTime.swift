import FoundationEssentials
import Glibc

/// A moment as the calendar of UTC names it, for the stamps and notes the program writes
/// (`20261204-035331`, `2026-12-04 at 03:53 UTC`) and the HTTP dates it reads, without a
/// locale: these texts are the same whatever the user's language.
public struct UTCTime: Equatable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init(_ date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        gmtime_r(&seconds, &fields)
        year = Int(fields.tm_year) + 1900
        month = Int(fields.tm_mon) + 1
        day = Int(fields.tm_mday)
        hour = Int(fields.tm_hour)
        minute = Int(fields.tm_min)
        second = Int(fields.tm_sec)
    }

    /// Reads an HTTP date in its preferred form, `Sun, 06 Nov 1994 08:49:37 GMT`
    /// (RFC 9110 §5.6.7); nil for anything else.
    public init?(httpDate text: String) {
        let words = text.split(separator: " ")
        guard words.count == 6, words[0].count == 4, words[0].hasSuffix(","), words[5] == "GMT",
            let day = Int(words[1]), words[1].count == 2, (1...31).contains(day),
            let month = Self.months.firstIndex(of: String(words[2])),
            let year = Int(words[3]), words[3].count == 4
        else { return nil }
        let clock = words[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
            let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        (self.year, self.month, self.day) = (year, month + 1, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
    }

    /// The moment these fields name.
    public var date: Date {
        var fields = tm()
        fields.tm_year = Int32(year - 1900)
        fields.tm_mon = Int32(month - 1)
        fields.tm_mday = Int32(day)
        fields.tm_hour = Int32(hour)
        fields.tm_min = Int32(minute)
        fields.tm_sec = Int32(second)
        return Date(timeIntervalSince1970: Double(timegm(&fields)))
    }

    /// `20261204-035331`: sorts as time does, and is a safe part of a file name.
    public var compactStamp: String {
        Printf.string("%04d%02d%02d-%02d%02d%02d", year, month, day, hour, minute, second)
    }

    /// `2026-12-04`.
    public var dayText: String { Printf.string("%04d-%02d-%02d", year, month, day) }

    /// `03:53`.
    public var minuteText: String { Printf.string("%02d:%02d", hour, minute) }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
