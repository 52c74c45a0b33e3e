import CPNG

/// Writes RGBA pixels as a PNG file (libpng's simplified API), lossless: what a generated
/// cover's pixels should decode back to exactly.
public struct PNGEncoder: Sendable {
    /// Compress less, quickly: for an image made to be sent once to the terminal (a kitty
    /// cover), where encoding time counts and a few more bytes do not.
    public var fast: Bool

    public init(fast: Bool = false) { self.fast = fast }

    public func encode(_ image: RGBAImage) throws(ArtworkError) -> [UInt8] {
        var info = png_image()
        info.version = cpng_image_version
        info.width = UInt32(image.width)
        info.height = UInt32(image.height)
        info.format = cpng_format_rgba
        if fast { info.flags = cpng_flag_fast }
        let result: Result<[UInt8], ArtworkError> = image.pixels.withUnsafeBytes { pixels in
            var size = 0
            guard png_image_write_to_memory(&info, nil, &size, 0, pixels.baseAddress, 0, nil) != 0 else {
                return .failure(Self.failure(of: &info))
            }
            var output = [UInt8](repeating: 0, count: size)
            let written = output.withUnsafeMutableBytes { buffer in
                png_image_write_to_memory(&info, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
            guard written != 0 else { return .failure(Self.failure(of: &info)) }
            return .success(Array(output.prefix(size)))
        }
        return try result.get()
    }

    private static func failure(of image: inout png_image) -> ArtworkError {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return .corrupt(format: "PNG", detail: "Encoding failed: \(message)")
    }
}
