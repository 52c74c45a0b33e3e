import UntrustedText

/// How many terminal cells a grapheme occupies: 0 (nothing printable), 1, or 2 (East Asian
/// wide and fullwidth characters, emoji shown as pictures).
enum CellWidth {
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }

    static func of(_ text: String) -> Int { singleWidthScalars(in: text) ?? ofGraphemes(text) }

    /// The width grapheme by grapheme: for text `singleWidthScalars(in:)` found not to be of
    /// one-cell scalars alone.
    static func ofGraphemes(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }

    /// How many scalars `text` has when every one is a grapheme of one cell on its own
    /// (`isSingleWidthAlone`): its width, found in one pass over its scalars. Nil otherwise.
    static func singleWidthScalars(in text: String) -> Int? {
        if TextBytes.arePrintableASCII(text) { return text.utf8.count }
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            for value in UTF8ScalarValues(bytes) {
                guard isSingleWidthAlone(value: value) else { return nil }
                count += 1
            }
            return count
        }
    }

    /// Whether a scalar always stands alone as a grapheme one cell wide, whatever follows it
    /// (when what follows is such a scalar too): printable ASCII, Latin-1 and the Latin
    /// extensions, spacing modifier letters, general punctuation, arrows, box drawing, block
    /// elements and geometric shapes (short of the two drawn as emoji). A string made only of these needs no grapheme breaking
    /// and no property lookups: one cell per scalar.
    static func isSingleWidthAlone(_ scalar: Unicode.Scalar) -> Bool { isSingleWidthAlone(value: scalar.value) }

    static func isSingleWidthAlone(value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
            0x2500...0x25FC, 0x27F0...0x27FF:
            return true
        default:
            return false
        }
    }

    /// The wide ranges of Unicode's East Asian Width property (W and F), as terminals apply them.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
