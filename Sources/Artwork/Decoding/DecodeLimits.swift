/// What a decoder accepts before doing any work: a hostile or broken server must not make us
/// allocate gigabytes for one card.
public struct DecodeLimits: Hashable, Sendable {
    public var maximumBytes: Int
    public var maximumSide: Int

    public init(maximumBytes: Int = 16 << 20, maximumSide: Int = 8192) {
        self.maximumBytes = maximumBytes
        self.maximumSide = maximumSide
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
