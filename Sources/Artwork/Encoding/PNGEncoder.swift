import CDelayedLibraries
import CPNG

/// Writes RGBA pixels as a PNG file (libpng's simplified API), lossless: what a generated
/// cover's pixels should decode back to exactly.
struct PNGEncoder: Sendable {
    /// Compress less, quickly: for an image made to be sent once to the terminal (a kitty
    /// cover), where encoding time counts and a few more bytes do not.
    var fast: Bool
    /// Keep the alpha channel; without, the file is RGB, a quarter less to compress, for
    /// images known to be opaque (covers).
    var alpha: Bool

    init(fast: Bool = false, alpha: Bool = true) {
        self.fast = fast
        self.alpha = alpha
    }

    func encode(_ image: RGBAImage) throws(ArtworkError) -> [UInt8] {
        try ArtworkLibrary.require(CDELAYED_PNG)
        var info = png_image()
        info.version = cpng_image_version
        info.width = UInt32(image.width)
        info.height = UInt32(image.height)
        info.format = alpha ? cpng_format_rgba : cpng_format_rgb
        if fast { info.flags = cpng_flag_fast }
        let pixels = alpha ? image.pixels : Self.droppingAlpha(image.pixels)
        var output = [UInt8](repeating: 0, count: cpng_size_max(&info))
        var size = output.count
        let written = pixels.withUnsafeBytes { pixels in
            output.withUnsafeMutableBytes { buffer in
                png_image_write_to_memory(&info, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
        }
        guard written != 0 else { throw Self.failure(of: &info) }
        output.removeLast(output.count - size)
        return output
    }

    private static func droppingAlpha(_ rgba: [UInt8]) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        rgba.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for pixel in 0..<(source.count / 4) {
                    target[pixel * 3] = source[pixel * 4]
                    target[pixel * 3 + 1] = source[pixel * 4 + 1]
                    target[pixel * 3 + 2] = source[pixel * 4 + 2]
                }
            }
        }
        return rgb
    }

    private static func failure(of image: inout png_image) -> ArtworkError {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return .corrupt(format: "PNG", detail: "Encoding failed: \(message)")
    }
}
