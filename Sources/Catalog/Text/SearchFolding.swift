@_spi(_Unicode) import Swift

/// The one definition of "the same text" for search and for alphabetical order: case,
/// accents and apostrophes do not matter ("aint" and "Ain’t" find "Ain't", "jose" finds
/// "José", "Bjorn" finds "Bjørn").
///
/// The catalog stores folded keys at generation time and folds queries the same way, so a
/// search is a plain substring test on already-folded text.
public enum SearchFolding {
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text._nfd {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                continue
            case .control, .format:
                continue
            default:
                break
            }
            // Dropped rather than unified: people type "aint" as often as "ain't".
            if apostrophes.contains(scalar) { continue }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                if let plain = letterFolds[lower] {
                    folded.append(contentsOf: plain.unicodeScalars)
                } else {
                    folded.append(lower)
                }
            }
        }
        return String(folded)
    }

    /// The stored search key of an entity searched by several fields (title, composer, each
    /// alternate title): each field folded, joined by a control character. `fold` drops
    /// control characters, so no folded query holds the separator, and a query matches
    /// within one field, never across two.
    public static func searchKey(_ fields: [String]) -> String {
        fields.map(fold).joined(separator: "\u{1F}")
    }

    /// Compares for display order: folded text first, then the exact text so the order is total.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = fold(lhs)
        let right = fold(rhs)
        return left != right ? left < right : lhs < rhs
    }

    private static let apostrophes: Set<Unicode.Scalar> = [
        "'", "\u{2018}", "\u{2019}", "\u{201B}", "\u{02BC}", "\u{2032}", "\u{0060}", "\u{00B4}",
    ]

    /// Letters Unicode does not decompose into a base letter and a mark, so stripping marks
    /// leaves them as they are; folded to the letters typed for them on a plain keyboard.
    private static let letterFolds: [Unicode.Scalar: String] = [
        "ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d", "þ": "th",
        "ı": "i", "ħ": "h", "ŧ": "t", "ŀ": "l", "ſ": "s",
    ]
}
