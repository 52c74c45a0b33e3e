import CDelayedLibraries
import CJPEGCodec
import Platform

/// libjpeg-turbo through a small C wrapper that turns its fatal-error handler (which would
/// exit the process) into a status.
struct JPEGDecoder {
    let limits: DecodeLimits

    func decode(_ bytes: [UInt8], minimumSize: PixelSize?) throws(ArtworkError) -> RGBAImage {
        try ArtworkLibrary.require(CDELAYED_JPEG)
        var message = [CChar](repeating: 0, count: Int(CJPEG_MESSAGE_LENGTH))
        var width: Int32 = 0
        var height: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer { buffer in
            cjpeg_read_size(buffer.baseAddress, buffer.count, &width, &height, &message)
        }
        try check(headerStatus, message)
        guard width > 0, height > 0 else { throw .corrupt(format: "JPEG", detail: "The image has no pixels.") }
        try limits.check(width: Int(width), height: Int(height))
        let denominator = Self.scaleDenominator(width: Int(width), height: Int(height), minimum: minimumSize)
        let scaledWidth = (Int(width) + denominator - 1) / denominator
        let scaledHeight = (Int(height) + denominator - 1) / denominator
        var pixels = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        var decodedWidth: Int32 = 0
        var decodedHeight: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            pixels.withUnsafeMutableBufferPointer { output in
                cjpeg_decode_rgba(
                    buffer.baseAddress, buffer.count, Int32(denominator), output.baseAddress, output.count,
                    &decodedWidth, &decodedHeight, &message)
            }
        }
        try check(status, message)
        SelfChecks.require(
            Int(decodedWidth) == scaledWidth && Int(decodedHeight) == scaledHeight, "libjpeg rounds scaled sizes up")
        return RGBAImage(width: scaledWidth, height: scaledHeight, pixels: pixels)
    }

    /// The largest of 1, 2, 4 and 8 that keeps both sides at least the minimum.
    static func scaleDenominator(width: Int, height: Int, minimum: PixelSize?) -> Int {
        guard let minimum else { return 1 }
        var denominator = 1
        while denominator < 8, width / (denominator * 2) >= minimum.width, height / (denominator * 2) >= minimum.height
        {
            denominator *= 2
        }
        return denominator
    }

    private func check(_ status: cjpeg_status, _ message: [CChar]) throws(ArtworkError) {
        let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case CJPEG_OK: return
        case CJPEG_TRUNCATED: throw .truncated(format: "JPEG")
        default: throw .corrupt(format: "JPEG", detail: detail)
        }
    }
}
