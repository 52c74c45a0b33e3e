/// A real image that a terminal graphics protocol draws over cells (a cover in kitty or sixel
/// form), as opposed to symbol art, which is cells. The canvas only records where images go;
/// the terminal layer sends them and removes them again.
///
/// Two images with the same `id` are the same picture: comparing and hashing look at the id
/// and the shape only, so a frame that shows the same images as the last compares in constant
/// time per image, whatever their size in bytes.
public struct TerminalImage: Hashable, Sendable {
    public enum Encoding: Hashable, Sendable {
        /// A PNG file, transmitted once and placed by id (kitty graphics).
        case kittyPNG
        /// A complete sixel device control string, drawn where the cursor is.
        case sixel

        /// Whether the terminal can show part of the image: kitty places any pixel rectangle of
        /// it; a sixel image is drawn whole or not at all.
        public var showsPart: Bool { self == .kittyPNG }
    }

    /// Unique per picture, never 0 (kitty reserves it).
    public let id: UInt32
    public let encoding: Encoding
    /// The cells the image covers on screen.
    public let columns: Int
    public let rows: Int
    /// The picture's own size in pixels.
    public let pixelSize: Size
    /// PNG bytes, or the sixel sequence.
    public let data: [UInt8]

    public init(id: UInt32, encoding: Encoding, columns: Int, rows: Int, pixelSize: Size, data: [UInt8]) {
        precondition(id != 0, "image id 0 is reserved by the kitty protocol")
        precondition(columns > 0 && rows > 0, "an image covers at least one cell")
        self.id = id
        self.encoding = encoding
        self.columns = columns
        self.rows = rows
        self.pixelSize = pixelSize
        self.data = data
    }

    public static func == (lhs: TerminalImage, rhs: TerminalImage) -> Bool {
        lhs.id == rhs.id && lhs.encoding == rhs.encoding && lhs.columns == rhs.columns && lhs.rows == rhs.rows
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(columns)
        hasher.combine(rows)
    }
}

/// Where one image is on a frame: the whole area it would cover, and the part of it inside
/// the clip (a scroll view's viewport), which is all the terminal may show.
public struct ImagePlacement: Hashable, Sendable {
    public let image: TerminalImage
    public let frame: Rect
    public let visible: Rect

    public init(image: TerminalImage, frame: Rect, visible: Rect) {
        self.image = image
        self.frame = frame
        self.visible = visible
    }

    /// The part of the picture on screen, in its own pixels: what kitty is asked to show.
    public var visiblePixels: (x: Int, y: Int, width: Int, height: Int) {
        func pixels(_ cells: Int, of total: Int, in pixelTotal: Int) -> Int { cells * pixelTotal / total }
        let width = image.pixelSize.width
        let height = image.pixelSize.height
        let left = pixels(visible.minX - frame.minX, of: frame.size.width, in: width)
        let top = pixels(visible.minY - frame.minY, of: frame.size.height, in: height)
        let right = pixels(visible.maxX - frame.minX, of: frame.size.width, in: width)
        let bottom = pixels(visible.maxY - frame.minY, of: frame.size.height, in: height)
        return (left, top, right - left, bottom - top)
    }
}
