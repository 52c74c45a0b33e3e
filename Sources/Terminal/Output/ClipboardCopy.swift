import FoundationEssentials

/// The OSC 52 sequence that asks the terminal to put text on the system clipboard: what a
/// link no browser could open becomes, over ssh as well, since the terminal is the user's.
/// The text goes base64-encoded, so nothing in it can end the sequence or reach the screen.
enum ClipboardCopy {
    /// Terminals cap what they take; a link is far below it.
    static let largestText = 65_536

    /// The bytes to write; nil for text too long to copy.
    static func sequence(for text: String) -> [UInt8]? {
        let bytes = Data(text.utf8)
        guard bytes.count <= largestText else { return nil }
        return Array("\u{1B}]52;c;\(bytes.base64EncodedString())\u{07}".utf8)
    }
}
