/// What a decoder accepts before doing any work: a hostile or broken server must not make us
/// allocate gigabytes for one card.
public struct DecodeLimits: Hashable, Sendable {
    public var maximumBytes: Int
    /// The longest side decoded at all. Shrunk as it is read, a PNG of 8192 × 8192 still costs
    /// a second of decoding, and a page of such covers half a minute of the cores; a cover's
    /// largest size is a fraction of this.
    public var maximumSide: Int
    /// The most pixels an image may have when it must be held whole to be decoded (an
    /// interlaced PNG, or one asked for at full size): 4 bytes each.
    public var maximumPixels: Int

    public init(maximumBytes: Int = 16 << 20, maximumSide: Int = 4096, maximumPixels: Int = 4 << 20) {
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
