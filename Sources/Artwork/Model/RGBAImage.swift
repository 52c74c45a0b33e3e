/// Pixels as every stage hands them on: rows top to bottom, four bytes per pixel (red, green,
/// blue, unassociated alpha), no padding between rows.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public internal(set) var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        precondition(pixels.count == width * height * 4, "\(pixels.count) bytes for \(width)×\(height) RGBA pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour, which is what most tests and placeholders start from.
    init(width: Int, height: Int, filledWith pixel: RGBAPixel) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = pixel.red
            pixels[index + 1] = pixel.green
            pixels[index + 2] = pixel.blue
            pixels[index + 3] = pixel.alpha
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            let index = (y * width + x) * 4
            return RGBAPixel(
                red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.red
            pixels[index + 1] = newValue.green
            pixels[index + 2] = newValue.blue
            pixels[index + 3] = newValue.alpha
        }
    }

    public var byteCount: Int { pixels.count }
}

struct RGBAPixel: Hashable, Sendable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
