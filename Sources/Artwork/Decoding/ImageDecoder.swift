import FoundationEssentials

/// Turns an encoded file into RGBA pixels, whatever it is: the format is sniffed, the limits
/// checked before any pixel is allocated, and every failure is an `ArtworkError`.
public struct ImageDecoder: Sendable {
    public var limits: DecodeLimits

    public init(limits: DecodeLimits = DecodeLimits()) {
        self.limits = limits
    }

    /// Decodes `bytes`. When `minimumSize` is given, the image is shrunk while decoding (a
    /// JPEG by 1/2, 1/4 or 1/8, a PNG by any whole factor) as far as it stays at least that
    /// size on both sides: most of the work, and the memory, of a large cover shown small is
    /// never spent.
    public func decode(_ bytes: [UInt8], minimumSize: PixelSize? = nil) throws(ArtworkError) -> RGBAImage {
        ThreadCheck.assertOffMainThread("decoding")
        try limits.check(byteCount: bytes.count)
        switch ImageFormat.sniff(bytes) {
        case .jpeg: return try JPEGDecoder(limits: limits).decode(bytes, minimumSize: minimumSize)
        case .png: return try PNGDecoder(limits: limits).decode(bytes, minimumSize: minimumSize)
        case nil: throw .notAnImage(looksLikeHTML: ImageFormat.looksLikeHTML(bytes))
        }
    }
}
