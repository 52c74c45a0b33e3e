import Foundation
import TestThreads
import Testing

@testable import Artwork

/// A small file that claims a large picture (a 196 KB PNG of 8192 × 8192 is 268 MB of pixels):
/// decoded for a cover, it is shrunk row by row as it is read and never held whole; what must
/// be held whole is refused beyond the pixel budget.
@Suite("Large PNGs", .testThreads)
struct LargePNGTests {
    /// A grey PNG of `side` × `side`, one bit a pixel, made by Python's zlib (a few KB).
    private static func bigPNG(side: Int, interlaced: Bool) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "approachnote-big-" + UUID().uuidString + ".png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
            import struct, sys, zlib
            side, interlaced, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
            def chunk(kind, data):
                return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
            row = b'\\x00' + b'\\xaa' * (side // 8)
            if interlaced:
                raw = b''
                for x0, y0, dx, dy in [(0,0,8,8),(4,0,8,8),(0,4,4,8),(2,0,4,4),(0,2,2,4),(1,0,2,2),(0,1,1,2)]:
                    width, height = (side - x0 + dx - 1) // dx, (side - y0 + dy - 1) // dy
                    raw += (b'\\x00' + b'\\xaa' * ((width + 7) // 8)) * height
            else:
                raw = row * side
            header = struct.pack('>IIBBBBB', side, side, 1, 0, 0, 0, interlaced)
            png = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
            open(path, 'wb').write(png)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, String(side), interlaced ? "1" : "0", path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test("4096 × 4096 shown at 256 × 256: decoded to 256 × 256, the mean of each 16 × 16 square")
    func shrunkWhileRead() throws {
        let bytes = try Self.bigPNG(side: 4096, interlaced: false)
        #expect(bytes.count < 100_000)
        let decoder = ImageDecoder(limits: DecodeLimits(maximumPixels: 1 << 20))
        let image = try decoder.decode(bytes, minimumSize: PixelSize(width: 256, height: 256))
        #expect(image.width == 256 && image.height == 256)
        // Alternate black and white columns: every square is half of each, 127.5 rounded.
        #expect(Set(image.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)) == [128])
        #expect(Set(image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)) == [255])
        // At full size it would be 16 M pixels: refused, not allocated.
        #expect(throws: ArtworkError.dimensionsTooLarge(width: 4096, height: 4096, limit: 1024)) {
            try decoder.decode(bytes)
        }
    }

    @Test("8192 × 8192 is refused by its header, at any size asked for: a page of them costs no decoding")
    func longerSidesAreRefused() throws {
        let bytes = try Self.bigPNG(side: 8192, interlaced: false)
        #expect(throws: ArtworkError.dimensionsTooLarge(width: 8192, height: 8192, limit: 4096)) {
            try ImageDecoder().decode(bytes, minimumSize: PixelSize(width: 256, height: 256))
        }
    }

    @Test("an interlaced one, which must be held whole to be shrunk, is refused beyond the budget")
    func interlacedIsBounded() throws {
        let decoder = ImageDecoder(limits: DecodeLimits(maximumPixels: 1 << 20))
        let large = try Self.bigPNG(side: 4096, interlaced: true)
        #expect(throws: ArtworkError.dimensionsTooLarge(width: 4096, height: 4096, limit: 1024)) {
            try decoder.decode(large, minimumSize: PixelSize(width: 64, height: 64))
        }
        let small = try Self.bigPNG(side: 512, interlaced: true)
        let image = try decoder.decode(small, minimumSize: PixelSize(width: 64, height: 64))
        #expect(image.width == 64 && image.height == 64)
        #expect(Set(image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)) == [255])
    }

    @Test("a small PNG shrinks by whole factors to exact means of its squares")
    func exactMeans() throws {
        // 4 × 2: left square red and blue, right square all green.
        let pixels: [UInt8] = [
            255, 0, 0, 255, 0, 0, 255, 255, 0, 200, 0, 255, 0, 200, 0, 255,
            0, 0, 255, 255, 255, 0, 0, 255, 0, 200, 0, 255, 0, 200, 0, 255,
        ]
        let bytes = try PNGEncoder().encode(RGBAImage(width: 4, height: 2, pixels: pixels))
        let image = try ImageDecoder().decode(bytes, minimumSize: PixelSize(width: 2, height: 1))
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == [128, 0, 128, 255, 0, 200, 0, 255])
        #expect(try ImageDecoder().decode(bytes).pixels == pixels, "without a size, every pixel as it is")
    }
}
