/// Decode, scale, convert: the work the pipeline exists to keep off the main thread, in one
/// place so the pipeline and the bench measure the same thing.
public struct CoverRenderer: Sendable {
    public let decoder: ImageDecoder
    public let converter: ArtworkConverter

    public init(decoder: ImageDecoder = ImageDecoder(), converter: ArtworkConverter) {
        self.decoder = decoder
        self.converter = converter
    }

    /// The cover in `bytes` cropped to fill the converter's geometry and converted. The JPEG
    /// decoder may shrink the cover until its side is three quarters of what the art samples:
    /// symbol art shows far less detail than its 8×8 samples per cell, and a 500-pixel cover
    /// then decodes at a quarter instead of half its size, which is most of a card's budget.
    /// `shouldContinue` is asked between steps; nil means it said no.
    public func render(_ bytes: [UInt8], shouldContinue: () -> Bool = { true }) throws(ArtworkError)
        -> ArtworkRendering?
    {
        let target = converter.pixelSize
        let image = try decoder.decode(bytes, minimumSize: Self.decodeMinimum(for: target))
        guard shouldContinue() else { return nil }
        let region = PixelRect.filling(aspect: converter.geometry.aspect, width: image.width, height: image.height)
        let scaled = ImageScaler().scale(image, region: region, to: target)
        guard shouldContinue() else { return nil }
        return try converter.convert(scaled)
    }

    package static func decodeMinimum(for target: PixelSize) -> PixelSize {
        let side = (max(target.width, target.height) * 3 + 3) / 4
        return PixelSize(width: side, height: side)
    }
}
