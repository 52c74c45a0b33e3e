/// Text that came from outside (a catalog, a server, the command line, a file) made safe to show.
/// There are two places to show it, with a rule each: the screen, which draws the text as it is
/// once nothing in it can be taken for a terminal's control sequence, and a message, which quotes
/// it and must show exactly what was there, invisible characters included.
public enum UntrustedText {
    /// For the screen: control characters (ESC above all) become visible symbols, so content can
    /// never inject an escape sequence. Tabs become a space; line breaks are kept for the text
    /// layout to honour.
    ///
    /// The text is also bounded, so that what a catalog sends cannot make laying it out slow:
    /// at most `limit` scalars are kept (then "…"), and a character built of more than
    /// `longestCharacter` scalars (thousands of joiners, a tower of accents) is shown as one
    /// U+FFFD.
    public static func forScreen(_ text: String, limit: Int = screenLimit) -> String {
        // Short text cannot hold much of anything: only its controls are replaced, scalar by
        // scalar, which is all most of what a page shows ever needs.
        // Printable ASCII within the limit holds neither controls nor long characters.
        if text.utf8.count <= limit, TextBytes.arePrintableASCII(text) { return text }
        if text.utf8.count <= min(limit, shortText) {
            if isFreeOfControls(text) { return text }
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { appendShown(scalar, to: &scalars) }
            return String(scalars)
        }
        // A character is at most a run of non-ASCII scalars, one ASCII scalar and another run
        // (`isFreeOfControls`), so runs shorter than half the bound keep every one within it.
        if isFreeOfControls(text, limit: limit, runsShorterThan: longestCharacter / 2) { return text }
        var scalars = String.UnicodeScalarView()
        var kept = 0
        for character in text {
            let parts = character.unicodeScalars
            let huge = parts.count > longestCharacter
            if kept + (huge ? 1 : parts.count) > limit {
                scalars.append("…")
                break
            }
            guard !huge else {
                scalars.append("\u{FFFD}")
                kept += 1
                continue
            }
            kept += parts.count
            for scalar in parts { appendShown(scalar, to: &scalars) }
        }
        return String(scalars)
    }

    /// `scalar` as the screen shows it: a control as its visible symbol.
    private static func appendShown(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
        guard needsReplacement(scalar) else {
            scalars.append(scalar)
            return
        }
        switch scalar.value {
        case 0x09: scalars.append(" ")
        case 0x00...0x1F: scalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: scalars.append("\u{2421}")
        default: scalars.append("\u{FFFD}")
        }
    }

    /// Whether `text` holds no control (C0 but a line feed, DEL, C1), at most `limit` scalars
    /// and no run of non-ASCII scalars as long as `runsShorterThan`, read byte by byte rather
    /// than character by character; false says only that it must be read that way. Runs
    /// bound characters: an ASCII scalar joins the character before it only after CR (a
    /// control) or after a prepend, a prepend only after another, and every other class that
    /// joins (marks, joiners, extenders, regional indicators, jamo) is non-ASCII.
    private static func isFreeOfControls(
        _ text: String, limit: Int = .max, runsShorterThan longestRun: Int = .max
    ) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var scalars = 0
            var nonASCIIRun = 0
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case 0x0A, 0x20..<0x7F:
                    scalars += 1
                    nonASCIIRun = 0
                case 0x80..<0xC0:
                    continue
                // C2 leads U+0080-U+00BF, of which U+0080-U+009F are the C1 controls.
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] < 0xA0:
                    return false
                case 0xC2...:
                    scalars += 1
                    nonASCIIRun += 1
                    if nonASCIIRun >= longestRun { return false }
                // The other C0 controls and DEL.
                default:
                    return false
                }
            }
            return scalars <= limit
        }
    }

    /// Bytes below which a text is only cleaned of controls, not bounded character by character.
    private static let shortText = 256

    /// The most scalars a text on screen keeps: pages of prose, far more than any title.
    public static let screenLimit = 8_192
    /// The most scalars a control's label keeps: a line, on the widest terminal.
    public static let labelLimit = 512
    /// The most scalars one character on screen may be built of; real ones need a dozen.
    public static let longestCharacter = 32

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// For a standard stream, the last guard before bytes leave the process: control
    /// characters (C0 but line breaks and tabs, DEL, C1) and the bidirectional controls that
    /// reorder what a terminal shows become visible `\u{…}` escapes; everything else, and text
    /// already made safe by the rules above, passes unchanged.
    ///
    ///     forStream("a\u{1B}]0;x\u{7}b\n") == "a\\u{1b}]0;x\\u{7}b\n"
    public static func forStream(_ text: String) -> String { replacingStreamUnsafe(text, with: escaped) }

    /// For JSON on a stream: each character `forStream` would make visible becomes a JSON escape
    /// (`\u200f`), which any JSON reader reads back as the same character; the text stays the
    /// JSON it was. An encoder leaves such characters raw only inside strings, where the escape
    /// means the same (line breaks and tabs outside strings are the layout's, and stay).
    ///
    ///     forJSON("{\"name\":\"a\u{200F}b\"}") == "{\"name\":\"a\\u200fb\"}"
    public static func forJSON(_ json: String) -> String {
        replacingStreamUnsafe(json) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// `text` with each character a stream must not carry raw spelled as `spelling` says; the
    /// text itself when it holds none (the common case, which allocates nothing).
    private static func replacingStreamUnsafe(_ text: String, with spelling: (Unicode.Scalar) -> String) -> String {
        guard text.unicodeScalars.contains(where: needsEscapeInStream) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscapeInStream(scalar) {
                result.append(contentsOf: spelling(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscapeInStream(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// For a message: control and format characters (escape sequences and bidirectional
    /// overrides included) become visible `\u{…}` escapes, and very long input is shortened.
    public static func forMessage(_ text: String, limit: Int = 120) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                result += escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            if result.count > limit { return String(result.prefix(limit)) + "…" }
        }
        return result
    }

    /// A scalar spelled out where it would act or hide: `\u{1b}`.
    private static func escaped(_ scalar: Unicode.Scalar) -> String { "\\u{\(String(scalar.value, radix: 16))}" }
}
