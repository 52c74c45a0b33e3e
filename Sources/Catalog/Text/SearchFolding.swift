@_spi(_Unicode) import Swift

/// The one definition of "the same text" for search and for alphabetical order: case,
/// accents and apostrophes do not matter ("aint" and "Ain’t" find "Ain't", "jose" finds
/// "José", "Bjorn" finds "Bjørn").
///
/// The catalog stores folded keys at generation time and folds queries the same way, so a
/// search is a plain substring test on already-folded text.
public enum SearchFolding {
    public static func fold(_ text: String) -> String {
        if let folded = text.utf8.withContiguousStorageIfAvailable(foldedASCII) ?? nil { return folded }
        var folded = String.UnicodeScalarView()
        for scalar in text._nfd {
            if scalar.isASCII {
                if let kept = foldedASCII(UInt8(scalar.value)) { folded.append(Unicode.Scalar(kept)) }
                continue
            }
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

    /// ASCII text folded byte by byte, as the general rule folds it: capitals lowered, control
    /// characters and apostrophes dropped. Most titles and names are ASCII, and the general
    /// rule's decomposition and look-ups per character made folding the most of what sorting
    /// a large page costs. Nil for text with any other character.
    private static func foldedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes {
                guard let kept = foldedASCII(byte) else { continue }
                buffer[count] = kept
                count += 1
            }
            return count
        }
    }

    /// One ASCII character folded: nil for one that is dropped.
    private static func foldedASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0..<0x20, 0x7F, UInt8(ascii: "'"), UInt8(ascii: "`"): nil
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        default: byte
        }
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
