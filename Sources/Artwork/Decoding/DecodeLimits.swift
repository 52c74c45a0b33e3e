/// What a decoder accepts before doing any work: a hostile or broken server must not make us
/// allocate gigabytes for one card.
public struct DecodeLimits: Hashable, Sendable {
    public var maximumBytes: Int
    public var maximumSide: Int
    /// The most pixels an image may have when it must be held whole to be decoded (an
    /// interlaced PNG, or one asked for at full size): 4 bytes each.
    public var maximumPixels: Int

    public init(maximumBytes: Int = 16 << 20, maximumSide: Int = 8192, maximumPixels: Int = 4 << 20) {
        self.maximumBytes = maximumBytes
        self.maximumSide = maximumSide
        self.maximumPixels = maximumPixels
    }

    func check(byteCount: Int) throws(ArtworkError) {
        if byteCount > maximumBytes { throw .tooLarge(bytes: byteCount, limit: maximumBytes) }
    }

    func check(width: Int, height: Int) throws(ArtworkError) {
        if width > maximumSide || height > maximumSide {
            throw .dimensionsTooLarge(width: width, height: height, limit: maximumSide)
        }
    }
}
