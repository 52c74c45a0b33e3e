import Artwork
import Layout

/// A card's art as the peer computes it from the card's number, bit for bit, so that both
/// programs send the same colours: a diagonal gradient between two colours with a disc of a
/// third, 20×8 pixels drawn two to a cell with "▀" (the upper pixel the foreground, the lower
/// the background). Nearly every cell differs from its neighbours, as a cover's do, so an
/// encoder pays for a colour change per cell.
enum PeerCover {
    static let columns = 20
    static let rows = 4

    /// The 8 rows of 20 pixels, top to bottom.
    static func pixels(_ id: Int) -> [[Color]] {
        let recipe = Recipe(id)
        return (0..<2 * rows).map { y in (0..<columns).map { x in recipe.pixel(x: x, y: y) } }
    }

    /// The card's cells: each the pixel above as the foreground of "▀", the one below as its
    /// background. Made the first time a card is built, as the peer makes it.
    static func art(_ id: Int) -> CellArt {
        let recipe = Recipe(id)
        return CellArt(columns: columns, rows: rows) { column, row in
            ArtCell(
                symbol: "▀", foreground: recipe.pixel(x: column, y: 2 * row),
                background: recipe.pixel(x: column, y: 2 * row + 1))
        }
    }

    /// The peer's check that two ports agree: every pixel of the first `count` covers folded
    /// into one number.
    static func checksum(_ count: Int) -> UInt64 {
        var sum: UInt64 = 0
        for id in 0..<count {
            for row in pixels(id) {
                for pixel in row {
                    let value = UInt64(pixel.red) * 65_536 + UInt64(pixel.green) * 256 + UInt64(pixel.blue)
                    sum = (sum * 31 + value) % 1_000_000_007
                }
            }
        }
        return sum
    }

    /// What a card's pixels are drawn from: the gradient's colours along the diagonal, and the
    /// disc's colour, centre and radius, each taken from a hash of the card's number.
    private struct Recipe {
        /// The gradient's colour at each step `x + 2y` along the diagonal: the pixels of one
        /// step are one colour.
        let gradient: [Color]
        let inside: Color
        let centre: (x: Int64, y: Int64)
        let radius: Int64

        init(_ id: Int) {
            let disc = PeerCover.hash(id, 12)
            let from = Self.channels(PeerCover.hash(id, 10))
            let to = Self.channels(PeerCover.hash(id, 11))
            let (red, green, blue) = Self.channels(disc)
            inside = Color(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
            centre = (x: 4 + Int64(disc % 12), y: 2 + Int64((disc >> 4) % 4))
            radius = 6 + Int64((disc >> 8) % 10)
            let steps = Int64(PeerCover.columns) + 4 * Int64(PeerCover.rows) - 3
            gradient = (0...steps).map { step in
                let t = Double(step) / Double(steps)
                func channel(_ from: Int64, _ to: Int64) -> UInt8 {
                    UInt8(truncatingIfNeeded: Int64(Double(from) + Double(to - from) * t))
                }
                return Color(red: channel(from.0, to.0), green: channel(from.1, to.1), blue: channel(from.2, to.2))
            }
        }

        func pixel(x column: Int, y row: Int) -> Color {
            let (dx, dy) = (Int64(column) - centre.x, Int64(row) - centre.y)
            return dx * dx + 4 * dy * dy <= radius ? inside : gradient[column + 2 * row]
        }

        private static func channels(_ value: UInt32) -> (Int64, Int64, Int64) {
            (Int64((value >> 16) & 255), Int64((value >> 8) & 255), Int64(value & 255))
        }
    }

    /// 32-bit FNV-1a over the two numbers' little-endian 8-byte forms.
    private static func hash(_ first: Int, _ second: Int) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        mix(Int64(first), into: &hash)
        mix(Int64(second), into: &hash)
        return hash
    }

    /// One number's eight bytes into an FNV-1a hash, lowest first.
    private static func mix(_ part: Int64, into hash: inout UInt32) {
        var bits = UInt64(bitPattern: part)
        for _ in 0..<8 {
            hash ^= UInt32(truncatingIfNeeded: bits & 0xFF)
            hash = hash &* 0x0100_0193
            bits >>= 8
        }
    }
}
