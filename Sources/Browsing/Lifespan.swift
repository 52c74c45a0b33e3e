/// An artist's dates as the page shows them: as full as the catalog has them ("4 August 1901",
/// "August 1901", "1901"), from the ISO dates it keeps. A date that is not one of those forms
/// shows as its year when it starts with one, else not at all.
public enum Lifespan {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// "4 August 1901 – 6 July 1971", "Born 25 April 1917", "? – 1971"; nil with no dates.
    public static func text(born: String?, died: String?) -> String? {
        switch (born.flatMap(date), died.flatMap(date)) {
        case (nil, nil): nil
        case (let born?, nil): "Born \(born)"
        case (let born, let died?): "\(born ?? "?") – \(died)"
        }
    }

    /// One ISO date (YYYY, YYYY-MM or YYYY-MM-DD) in words.
    public static func date(_ iso: String) -> String? {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard let year = parts.first, number(year, digits: 4) != nil else { return nil }
        guard parts.count >= 2, let month = number(parts[1], digits: 2), (1...12).contains(month) else {
            return String(year)
        }
        guard parts.count == 3, let day = number(parts[2], digits: 2), (1...31).contains(day) else {
            return "\(months[month - 1]) \(year)"
        }
        return "\(day) \(months[month - 1]) \(year)"
    }

    /// The number a part of a date spells with exactly `digits` ASCII digits (no sign).
    private static func number(_ part: Substring, digits: Int) -> Int? {
        guard part.count == digits, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(part)
    }
}
