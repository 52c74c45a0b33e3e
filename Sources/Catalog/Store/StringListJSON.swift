import FoundationEssentials

/// Reads the JSON lists of strings the catalog keeps in text columns (`instruments_present`,
/// `alt_titles`): a shell reads one per row, and through `JSONDecoder` they would be a large
/// part of the shell's query. The lists the catalog writes are plain (`["Piano","Trumpet"]`)
/// and are read here directly; any list with an escape, a control character or an unexpected
/// shape goes to `JSONDecoder`, so there is still one reading of JSON's rules.
enum StringListJSON {
    static func decode(_ json: String) -> [String] {
        plain(json) ?? (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    /// Whether `bytes` are a list of ASCII strings with no escapes, written as `JSONEncoder`
    /// writes it (no spaces): then they are the very bytes of the list `decode` reads from them.
    static func isCompact(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return false }
        if bytes.count == 2 { return true }
        var inString = false
        var expectString = true
        for byte in bytes[1..<(bytes.count - 1)] {
            if inString {
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return false }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if expectString {
                guard byte == UInt8(ascii: "\"") else { return false }
                inString = true
                expectString = false
            } else {
                guard byte == UInt8(ascii: ",") else { return false }
                expectString = true
            }
        }
        return !inString && !expectString
    }

    /// The strings of a list written without escapes, or nil when it is not one.
    static func plain(_ json: String) -> [String]? {
        var json = json
        return json.withUTF8 { bytes -> [String]? in
            var index = 0
            func skipSpace() {
                while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            }
            func take(_ byte: UInt8) -> Bool {
                skipSpace()
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
                return true
            }
            guard take(UInt8(ascii: "[")) else { return nil }
            var strings: [String] = []
            if !take(UInt8(ascii: "]")) {
                repeat {
                    guard take(UInt8(ascii: "\"")) else { return nil }
                    let start = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "\\") || bytes[index] < 0x20 { return nil }
                        index += 1
                    }
                    guard index < bytes.count else { return nil }
                    strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    index += 1
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "]")) else { return nil }
            }
            skipSpace()
            return index == bytes.count ? strings : nil
        }
    }
}
