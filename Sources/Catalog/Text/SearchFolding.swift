import Foundation

/// The one definition of "the same text" for search and for alphabetical order: case,
/// accents and the apostrophe's shape do not matter ("Ain’t" finds "Ain't", "jose" finds "José").
///
/// The catalog stores folded keys at generation time and folds queries the same way, so a
/// search is a plain substring test on already-folded text.
public enum SearchFolding {
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                continue
            case .control, .format:
                continue
            default:
                break
            }
            if apostropheLookalikes.contains(scalar) {
                folded.append("'")
                continue
            }
            folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        }
        return String(folded)
    }

    /// Compares for display order: folded text first, then the exact text so the order is total.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = fold(lhs)
        let right = fold(rhs)
        return left != right ? left < right : lhs < rhs
    }

    private static let apostropheLookalikes: Set<Unicode.Scalar> = [
        "\u{2018}", "\u{2019}", "\u{201B}", "\u{02BC}", "\u{2032}", "\u{0060}", "\u{00B4}",
    ]
}
