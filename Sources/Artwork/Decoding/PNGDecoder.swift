import CPNG

/// libpng's simplified API: it catches libpng's errors itself (its own setjmp) and reports
/// them as a failed call with a message, which is exactly what a Swift caller needs.
struct PNGDecoder {
    let limits: DecodeLimits

    func decode(_ bytes: [UInt8]) throws(ArtworkError) -> RGBAImage {
        var image = png_image()
        image.version = cpng_image_version
        let result: Result<RGBAImage, ArtworkError> = bytes.withUnsafeBufferPointer { buffer in
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(Self.failure(of: &image))
            }
            defer { png_image_free(&image) }
            let width = Int(image.width)
            let height = Int(image.height)
            do throws(ArtworkError) {
                try limits.check(width: width, height: height)
            } catch {
                return .failure(error)
            }
            image.format = cpng_format_rgba
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, 0, nil)
            }
            guard finished != 0 else { return .failure(Self.failure(of: &image)) }
            return .success(RGBAImage(width: width, height: height, pixels: pixels))
        }
        return try result.get()
    }

    /// libpng says "end of data"-like things when the file stops early; anything else is damage.
    private static func failure(of image: inout png_image) -> ArtworkError {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let lowered = message.lowercased()
        if ["end of data", "not enough image data", "unexpected end", "truncated"].contains(where: lowered.contains) {
            return .truncated(format: "PNG")
        }
        return .corrupt(format: "PNG", detail: message)
    }
}
