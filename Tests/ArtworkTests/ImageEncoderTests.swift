import TestThreads
import Testing

@testable import Artwork

@Suite("Image encoding", .testThreads)
struct ImageEncoderTests {
    @Test("PNG encoding is lossless: every pixel, alpha included, decodes back")
    func pngRoundTrip() throws {
        var image = RGBAImage(width: 5, height: 3, filledWith: RGBAPixel(red: 10, green: 20, blue: 30))
        image[4, 2] = RGBAPixel(red: 250, green: 1, blue: 128, alpha: 77)
        image[0, 1] = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0)
        let encoded = try PNGEncoder().encode(image)
        #expect(ImageFormat.sniff(encoded) == .png)
        #expect(try ImageDecoder().decode(encoded) == image)
    }

    /// Colour is subsampled 2×2 and smoothed when restored, so the two columns either side of
    /// the edge blend; everything else comes back as it was.
    @Test("JPEG encoding of flat 16×16 blocks decodes back to the same colours")
    func jpegRoundTrip() throws {
        var image = RGBAImage(width: 32, height: 16, filledWith: RGBAPixel(red: 200, green: 40, blue: 40))
        for y in 0..<16 { for x in 16..<32 { image[x, y] = RGBAPixel(red: 30, green: 90, blue: 160) } }
        let encoded = try JPEGEncoder(quality: 95).encode(image)
        #expect(ImageFormat.sniff(encoded) == .jpeg)
        let decoded = try ImageDecoder().decode(encoded)
        #expect(decoded.width == 32 && decoded.height == 16)
        for y in 0..<16 {
            for x in 0..<32 where !(14..<18).contains(x) {
                let expected = image[x, y]
                let actual = decoded[x, y]
                #expect(
                    abs(Int(actual.red) - Int(expected.red)) <= 2 && abs(Int(actual.green) - Int(expected.green)) <= 2
                        && abs(Int(actual.blue) - Int(expected.blue)) <= 2, "pixel (\(x), \(y)) is \(actual)")
            }
        }
    }
}
