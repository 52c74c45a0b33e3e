/// A rectangle of an image's pixels: the part of a cover that is shown.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The largest centred rectangle of `aspect` (width over height) inside an image of
    /// `width`×`height`: a cover fills its card and the overflow is cropped evenly, as the
    /// upstream cards do.
    public static func filling(aspect: Double, width: Int, height: Int) -> PixelRect {
        precondition(aspect > 0 && width > 0 && height > 0, "a crop needs a positive aspect and image")
        if Double(width) / Double(height) > aspect {
            let kept = max(1, min(width, Int((Double(height) * aspect).rounded())))
            return PixelRect(x: (width - kept) / 2, y: 0, width: kept, height: height)
        }
        let kept = max(1, min(height, Int((Double(width) / aspect).rounded())))
        return PixelRect(x: 0, y: (height - kept) / 2, width: width, height: kept)
    }
}
