import CDelayedLibraries
import CPNGCodec

/// libpng, read row by row and shrunk as it reads (`cpng_decode_scaled`): a PNG of 8192 × 8192
/// shown as a cover of a few hundred pixels costs a row and the small result, not 268 MB.
struct PNGDecoder {
    let limits: DecodeLimits

    /// Decodes `bytes`, at least `minimumSize` when given, else at full size; what it keeps
    /// is at most `limits.maximumPixels`.
    func decode(_ bytes: [UInt8], minimumSize: PixelSize?) throws(ArtworkError) -> RGBAImage {
        try ArtworkLibrary.require(CDELAYED_PNG)
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var sourceWidth: UInt32 = 0
        var sourceHeight: UInt32 = 0
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_LENGTH))
        let status = bytes.withUnsafeBufferPointer { buffer in
            cpng_decode_scaled(
                buffer.baseAddress, buffer.count, UInt32(minimumSize?.width ?? 0), UInt32(minimumSize?.height ?? 0),
                UInt32(limits.maximumSide), limits.maximumPixels, &pixels, &width, &height,
                &sourceWidth, &sourceHeight, &message)
        }
        defer { cpng_free(pixels) }
        switch status {
        case CPNG_OK:
            guard let pixels else { throw .corrupt(format: "PNG", detail: "no pixels") }
            return RGBAImage(
                width: Int(width), height: Int(height),
                pixels: Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4)))
        case CPNG_TRUNCATED:
            throw .truncated(format: "PNG")
        case CPNG_TOO_LARGE:
            let side = Int(max(sourceWidth, sourceHeight))
            if side > limits.maximumSide {
                throw .dimensionsTooLarge(width: Int(sourceWidth), height: Int(sourceHeight), limit: limits.maximumSide)
            }
            throw .dimensionsTooLarge(
                width: Int(sourceWidth), height: Int(sourceHeight), limit: Self.side(of: limits.maximumPixels))
        default:
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corrupt(format: "PNG", detail: detail)
        }
    }

    /// The side of a square of `pixels`, for a message.
    private static func side(of pixels: Int) -> Int { Int(Double(pixels).squareRoot()) }
}
