import CDelayedLibraries
import CJPEGCodec

/// Writes RGBA pixels (alpha dropped) as a baseline JPEG with libjpeg-turbo: generated covers
/// are stored this way because a JPEG decodes shrunk in the DCT, which is what keeps a card's
/// decode well under a millisecond.
public struct JPEGEncoder: Sendable {
    public var quality: Int

    public init(quality: Int = 88) {
        precondition((1...100).contains(quality), "JPEG quality is 1 to 100")
        self.quality = quality
    }

    public func encode(_ image: RGBAImage) throws(ArtworkError) -> [UInt8] {
        try ArtworkLibrary.require(CDELAYED_JPEG)
        var message = [CChar](repeating: 0, count: Int(CJPEG_MESSAGE_LENGTH))
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cjpeg_encode_rgba(
                pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(quality), &output, &size, &message)
        }
        defer { cjpeg_free(output) }
        guard status == CJPEG_OK, let output else {
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corrupt(format: "JPEG", detail: "Encoding failed: \(detail)")
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
