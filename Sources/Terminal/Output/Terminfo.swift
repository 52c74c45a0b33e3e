import FoundationEssentials
import Glibc
import TextFormatting

/// Reads the one number we need from the terminal's compiled terminfo entry: how many
/// colours it has (`max_colors`). Used when `COLORTERM` says nothing.
enum Terminfo {
    /// `max_colors` is the 14th numeric capability in the standard order.
    private static let maxColorsIndex = 13

    static func maxColors(term: String, environment: [String: String]) -> Int? {
        guard !term.isEmpty, !term.contains("/"), let first = term.first else { return nil }
        var directories: [String] = []
        if let custom = environment["TERMINFO"] { directories.append(custom) }
        if let home = environment["HOME"] { directories.append(home + "/.terminfo") }
        if let list = environment["TERMINFO_DIRS"] {
            directories += list.split(separator: ":").map(String.init)
        }
        directories += ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
        let hex = Printf.string("%02x", first.asciiValue ?? 0)
        for directory in directories {
            for subdirectory in [String(first), hex] {
                let path = "\(directory)/\(subdirectory)/\(term)"
                if let data = FileManager.default.contents(atPath: path) {
                    return parseMaxColors(Array(data))
                }
            }
        }
        return nil
    }

    /// The compiled format: a header of six little-endian shorts (magic, names size, booleans,
    /// numbers, string offsets, string table size), the names, the booleans (padded to an
    /// even offset), then the numbers as 16-bit (magic 0o432) or 32-bit (0o1036) values.
    static func parseMaxColors(_ bytes: [UInt8]) -> Int? {
        func short(_ offset: Int) -> Int? {
            guard offset + 1 < bytes.count else { return nil }
            return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
        }
        guard let magic = short(0), magic == 0o432 || magic == 0o1036,
            let namesSize = short(2), let booleans = short(4), let numbers = short(6),
            namesSize >= 0, booleans >= 0, numbers > maxColorsIndex
        else { return nil }
        var offset = 12 + namesSize + booleans
        if offset % 2 == 1 { offset += 1 }
        let width = magic == 0o432 ? 2 : 4
        let position = offset + maxColorsIndex * width
        guard position + width <= bytes.count else { return nil }
        if width == 2 { return short(position) }
        let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * $1) }
        return Int(Int32(bitPattern: value))
    }
}
