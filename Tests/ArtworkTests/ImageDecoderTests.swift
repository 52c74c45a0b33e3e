import TestThreads
import Testing

@testable import Artwork

@Suite("Image decoding", .testThreads)
struct ImageDecoderTests {
    let decoder = ImageDecoder()

    @Test("a PNG written by another tool decodes to its exact pixels, alpha unassociated")
    func knownPNG() throws {
        let image = try decoder.decode(Fixtures.tinyPNG)
        #expect(image.width == 3 && image.height == 2)
        #expect(image[0, 0] == RGBAPixel(red: 255, green: 0, blue: 0))
        #expect(image[1, 0] == RGBAPixel(red: 0, green: 255, blue: 0))
        #expect(image[2, 0] == RGBAPixel(red: 0, green: 0, blue: 255))
        #expect(image[0, 1] == RGBAPixel(red: 255, green: 255, blue: 255))
        #expect(image[1, 1] == RGBAPixel(red: 0, green: 0, blue: 0))
        #expect(image[2, 1] == RGBAPixel(red: 18, green: 52, blue: 86, alpha: 128))
    }

    @Test("a JPEG made by cjpeg decodes to its exact block colours")
    func knownJPEG() throws {
        let image = try decoder.decode(Fixtures.blocksJPEG)
        #expect(image.width == 16 && image.height == 8)
        for y in 0..<8 {
            for x in 0..<16 {
                let expected =
                    x < 8 ? RGBAPixel(red: 200, green: 40, blue: 40) : RGBAPixel(red: 30, green: 90, blue: 160)
                #expect(image[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a JPEG shrinks in the DCT as far as the minimum size allows, colours intact")
    func shrunkJPEG() throws {
        let half = try decoder.decode(Fixtures.blocksJPEG, minimumSize: PixelSize(width: 8, height: 4))
        #expect(half.width == 8 && half.height == 4)
        #expect(half[0, 0] == RGBAPixel(red: 200, green: 40, blue: 40))
        #expect(half[7, 3] == RGBAPixel(red: 30, green: 90, blue: 160))
        let eighth = try decoder.decode(Fixtures.blocksJPEG, minimumSize: PixelSize(width: 1, height: 1))
        #expect(eighth.width == 2 && eighth.height == 1)
        #expect(JPEGDecoder.scaleDenominator(width: 500, height: 500, minimum: PixelSize(width: 136, height: 136)) == 2)
        #expect(
            JPEGDecoder.scaleDenominator(width: 1200, height: 1200, minimum: PixelSize(width: 136, height: 136)) == 8)
    }

    @Test("a JPEG cut off in its image data is a truncation failure, not a grey-padded picture")
    func truncatedJPEG() {
        #expect(throws: ArtworkError.truncated(format: "JPEG")) {
            try decoder.decode(Array(Fixtures.blocksJPEG.prefix(Fixtures.blocksJPEG.count - 12)))
        }
        #expect(throws: ArtworkError.truncated(format: "JPEG")) {
            try decoder.decode(Array(Fixtures.blocksJPEG.prefix(100)))
        }
    }

    @Test("a PNG cut off is a truncation failure")
    func truncatedPNG() {
        #expect(throws: ArtworkError.truncated(format: "PNG")) {
            try decoder.decode(Array(Fixtures.tinyPNG.prefix(60)))
        }
    }

    @Test("damaged data after a valid signature is a corruption failure, for both formats")
    func corrupt() {
        var png = Fixtures.tinyPNG
        png[45] ^= 0xFF
        let pngError = #expect(throws: ArtworkError.self) { try decoder.decode(png) }
        #expect(pngError.map(Self.isCorrupt) == true, "\(String(describing: pngError))")
        var jpeg = Fixtures.blocksJPEG
        jpeg[Fixtures.blocksJPEGSizeOffset - 1] = 7
        let jpegError = #expect(throws: ArtworkError.self) { try decoder.decode(jpeg) }
        #expect(jpegError.map(Self.isCorrupt) == true, "\(String(describing: jpegError))")
    }

    @Test("a header claiming huge dimensions fails before any pixel is allocated")
    func oversizedDimensions() {
        var jpeg = Fixtures.blocksJPEG
        jpeg.replaceSubrange(
            Fixtures.blocksJPEGSizeOffset..<(Fixtures.blocksJPEGSizeOffset + 4), with: [0x7F, 0xFF, 0x7F, 0xFF])
        #expect(throws: ArtworkError.dimensionsTooLarge(width: 32767, height: 32767, limit: 4096)) {
            try decoder.decode(jpeg)
        }
        let strict = ImageDecoder(limits: DecodeLimits(maximumSide: 2))
        #expect(throws: ArtworkError.dimensionsTooLarge(width: 3, height: 2, limit: 2)) {
            try strict.decode(Fixtures.tinyPNG)
        }
    }

    @Test("a file over the byte limit is refused")
    func tooManyBytes() {
        let strict = ImageDecoder(limits: DecodeLimits(maximumBytes: 50))
        #expect(throws: ArtworkError.tooLarge(bytes: Fixtures.tinyPNG.count, limit: 50)) {
            try strict.decode(Fixtures.tinyPNG)
        }
    }

    @Test("a web page served as an image is named as such; other bytes are just not an image")
    func html() {
        let page = Array("\n  <!DOCTYPE html>\n<html><head><title>404 Not Found</title></head></html>".utf8)
        #expect(throws: ArtworkError.notAnImage(looksLikeHTML: true)) { try decoder.decode(page) }
        #expect(
            ArtworkError.notAnImage(looksLikeHTML: true).message
                == "The server sent a web page instead of the cover image.")
        #expect(throws: ArtworkError.notAnImage(looksLikeHTML: false)) { try decoder.decode(Array("GIF89a".utf8)) }
        #expect(throws: ArtworkError.notAnImage(looksLikeHTML: false)) { try decoder.decode([]) }
    }

    private static func isCorrupt(_ error: ArtworkError) -> Bool {
        if case .corrupt = error { return true }
        return false
    }
}
