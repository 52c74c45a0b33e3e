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
        let disc = hash(id, 12)
        let (from, to, inside) = (rgb(hash(id, 10)), rgb(hash(id, 11)), rgb(disc))
        let (width, height) = (Int64(columns), Int64(2 * rows))
        let centre = (x: 4 + Int64(disc % 12), y: 2 + Int64((disc >> 4) % 4))
        let radius = 6 + Int64((disc >> 8) % 10)
        return (0..<height).map { y in
            (0..<width).map { x in
                let (dx, dy) = (x - centre.x, y - centre.y)
                if dx * dx + 4 * dy * dy <= radius { return color(inside) }
                let t = Double(x + 2 * y) / Double(width + 2 * height - 3)
                let channel = { (k: Int) in
                    UInt8(truncatingIfNeeded: Int64(Double(from[k]) + Double(to[k] - from[k]) * t))
                }
                return Color(red: channel(0), green: channel(1), blue: channel(2))
            }
        }
    }

    static func art(_ id: Int) -> CellArt {
        let pixels = pixels(id)
        var cells: [ArtCell] = []
        cells.reserveCapacity(rows * columns)
        for row in 0..<rows {
            for column in 0..<columns {
                cells.append(
                    ArtCell(symbol: "▀", foreground: pixels[2 * row][column], background: pixels[2 * row + 1][column]))
            }
        }
        return CellArt(columns: columns, rows: rows, cells: cells)
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

    /// 32-bit FNV-1a over the parts' little-endian 8-byte forms.
    private static func hash(_ parts: Int...) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for part in parts {
            withUnsafeBytes(of: Int64(part).littleEndian) { bytes in
                for byte in bytes {
                    hash ^= UInt32(byte)
                    hash = hash &* 0x0100_0193
                }
            }
        }
        return hash
    }

    private static func rgb(_ value: UInt32) -> [Int64] {
        [Int64((value >> 16) & 255), Int64((value >> 8) & 255), Int64(value & 255)]
    }

    private static func color(_ channels: [Int64]) -> Color {
        Color(red: UInt8(channels[0]), green: UInt8(channels[1]), blue: UInt8(channels[2]))
    }
}
