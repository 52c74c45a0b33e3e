import TestThreads
import Testing

@testable import Artwork

@Suite("Scaling", .testThreads)
struct ImageScalerTests {
    let scaler = ImageScaler()

    @Test("halving averages each 2×2 block exactly")
    func halving() {
        var image = RGBAImage(width: 4, height: 2, filledWith: RGBAPixel(red: 0, green: 0, blue: 0))
        image[0, 0] = RGBAPixel(red: 100, green: 0, blue: 0)
        image[1, 1] = RGBAPixel(red: 100, green: 200, blue: 0)
        image[2, 0] = RGBAPixel(red: 255, green: 255, blue: 255)
        image[3, 0] = RGBAPixel(red: 255, green: 255, blue: 255)
        image[2, 1] = RGBAPixel(red: 255, green: 255, blue: 255)
        image[3, 1] = RGBAPixel(red: 255, green: 255, blue: 255)
        let half = scaler.scale(image, to: PixelSize(width: 2, height: 1))
        #expect(half[0, 0] == RGBAPixel(red: 50, green: 50, blue: 0))
        #expect(half[1, 0] == RGBAPixel(red: 255, green: 255, blue: 255))
    }

    @Test("a fractional ratio weights the pixel shared between two outputs by area")
    func fractional() {
        var image = RGBAImage(width: 3, height: 1, filledWith: RGBAPixel(red: 0, green: 0, blue: 0))
        image[0, 0] = RGBAPixel(red: 90, green: 0, blue: 0)
        image[1, 0] = RGBAPixel(red: 30, green: 0, blue: 0)
        image[2, 0] = RGBAPixel(red: 0, green: 0, blue: 60)
        let scaled = scaler.scale(image, to: PixelSize(width: 2, height: 1))
        // Left: all of pixel 0, half of pixel 1, over 1.5 pixels; right: the other half and pixel 2.
        #expect(scaled[0, 0] == RGBAPixel(red: 70, green: 0, blue: 0))
        #expect(scaled[1, 0] == RGBAPixel(red: 10, green: 0, blue: 40))
    }

    @Test("a solid image stays exactly that colour at any size")
    func solid() {
        let colour = RGBAPixel(red: 17, green: 99, blue: 201)
        let image = RGBAImage(width: 37, height: 23, filledWith: colour)
        let scaled = scaler.scale(image, to: PixelSize(width: 136, height: 64))
        #expect(
            Set(stride(from: 0, to: scaled.pixels.count, by: 4).map { scaled[($0 / 4) % 136, ($0 / 4) / 136] }) == [
                colour
            ])
    }

    @Test("transparent pixels do not darken their neighbours")
    func alphaWeighted() {
        var image = RGBAImage(width: 2, height: 1, filledWith: RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0))
        image[1, 0] = RGBAPixel(red: 240, green: 120, blue: 60, alpha: 255)
        let scaled = scaler.scale(image, to: PixelSize(width: 1, height: 1))
        #expect(scaled[0, 0] == RGBAPixel(red: 240, green: 120, blue: 60, alpha: 128))
    }

    @Test("only the region is used, and the fill crop is centred")
    func region() {
        var image = RGBAImage(width: 6, height: 2, filledWith: RGBAPixel(red: 255, green: 0, blue: 0))
        for y in 0..<2 { for x in 2..<4 { image[x, y] = RGBAPixel(red: 0, green: 0, blue: 255) } }
        let crop = PixelRect.filling(aspect: 1, width: 6, height: 2)
        #expect(crop == PixelRect(x: 2, y: 0, width: 2, height: 2))
        #expect(
            scaler.scale(image, region: crop, to: PixelSize(width: 1, height: 1))[0, 0]
                == RGBAPixel(red: 0, green: 0, blue: 255))
        #expect(PixelRect.filling(aspect: 2, width: 10, height: 10) == PixelRect(x: 0, y: 2, width: 10, height: 5))
    }
}
