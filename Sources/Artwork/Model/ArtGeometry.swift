/// Where a cover is shown: an area of terminal cells, and how many pixels a cell has when the
/// terminal draws real images (kitty, sixel). Symbol art samples each cell as 8×8, the grid
/// chafa matches its symbols against.
public struct ArtGeometry: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int
    /// A cell's size in pixels; terminals report it (or the window's size) on request, and
    /// 10×20 is the common case when they do not. It also gives a cell's shape, which is what
    /// keeps a square cover square in symbol art.
    public var cellPixels: PixelSize

    public init(columns: Int, rows: Int, cellPixels: PixelSize = PixelSize(width: 10, height: 20)) {
        precondition(columns > 0 && rows > 0, "art covers at least one cell")
        precondition(cellPixels.width > 0 && cellPixels.height > 0, "a cell has pixels")
        self.columns = columns
        self.rows = rows
        self.cellPixels = cellPixels
    }

    /// A recording card's art: the card's full width of 17 columns, 8 rows high, nearly square
    /// on screen with cells twice as tall as wide.
    public static let card = ArtGeometry(columns: 17, rows: 8)

    /// Samples per cell in symbol art: chafa's symbols are 8×8 bitmaps.
    static let symbolCellSamples = 8

    /// Width over height as the area looks on screen.
    public var aspect: Double {
        Double(columns * cellPixels.width) / Double(rows * cellPixels.height)
    }

    /// The pixels an image is scaled to before conversion for `output`.
    public func pixelSize(for output: ArtworkOutput) -> PixelSize {
        switch output {
        case .symbols:
            PixelSize(width: columns * Self.symbolCellSamples, height: rows * Self.symbolCellSamples)
        case .kitty, .sixel:
            PixelSize(width: columns * cellPixels.width, height: rows * cellPixels.height)
        }
    }

    public var description: String { "\(columns)×\(rows) cells" }
}
