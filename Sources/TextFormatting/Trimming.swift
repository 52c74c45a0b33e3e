extension StringProtocol {
    /// The text without the spaces and tabs at either end (Unicode's space separators count,
    /// so a no-break space is trimmed too); line breaks stay.
    public func trimmingWhitespace() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without spaces, tabs and line breaks at either end.
    public func trimmingWhitespaceAndNewlines() -> String { trimming { $0.properties.isWhitespace } }

    /// Equal but for the case of ASCII letters: HTTP's field names and tokens compare so.
    public func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        utf8.count == other.utf8.count
            && zip(utf8, other.utf8).allSatisfy { Self.asciiLower($0) == Self.asciiLower($1) }
    }

    private func trimming(_ drop: (Unicode.Scalar) -> Bool) -> String {
        // The scalars' slice is copied whole, not rebuilt scalar by scalar: titles are
        // trimmed every time a card is built. (A slice of the text itself would be cut at
        // whole characters, keeping a space that a combining mark follows.)
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drop($0) })!
        return String(scalars[first...last])
    }

    private static func asciiLower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
