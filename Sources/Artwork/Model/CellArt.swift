import Layout

/// One cell of symbol art: a block symbol with the colours of its two parts. A nil colour is
/// a transparent part, which shows whatever is behind it.
public struct ArtCell: Hashable, Sendable {
    public var symbol: Unicode.Scalar
    public var foreground: Color?
    public var background: Color?

    public init(symbol: Unicode.Scalar, foreground: Color?, background: Color?) {
        self.symbol = symbol
        self.foreground = foreground
        self.background = background
    }

    /// The colour a person sees in the cell where its symbol is solid or empty.
    public var apparentColor: Color? {
        switch symbol {
        case " ": background
        case "█": foreground
        default: nil
        }
    }
}

/// A cover as symbol art, ready for the main thread to copy into a canvas.
public struct CellArt: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    /// Each cell's symbol and colours as the canvas takes them, row by row, top to bottom:
    /// made once, and copied a row at a time at every frame.
    private let symbols: [Unicode.Scalar]
    private let styles: [Style]

    public init(columns: Int, rows: Int, cells: [ArtCell]) {
        precondition(cells.count == columns * rows, "\(cells.count) cells for \(columns)×\(rows)")
        self.init(columns: columns, rows: rows) { column, row in cells[row * columns + column] }
    }

    /// Each cell made by `cell` from its column and row, row by row, and kept as the canvas
    /// takes it, with no list of cells on the way.
    @inlinable
    public init(columns: Int, rows: Int, cell: (_ column: Int, _ row: Int) -> ArtCell) {
        var symbols: [Unicode.Scalar] = []
        var styles: [Style] = []
        symbols.reserveCapacity(columns * rows)
        styles.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let made = cell(column, row)
                symbols.append(made.symbol)
                styles.append(Style(foreground: made.foreground, background: made.background))
            }
        }
        self.init(columns: columns, rows: rows, symbols: symbols, styles: styles)
    }

    @usableFromInline
    init(columns: Int, rows: Int, symbols: [Unicode.Scalar], styles: [Style]) {
        self.columns = columns
        self.rows = rows
        self.symbols = symbols
        self.styles = styles
    }

    /// Row by row, top to bottom.
    public var cells: [ArtCell] {
        zip(symbols, styles).map { ArtCell(symbol: $0, foreground: $1.foreground, background: $1.background) }
    }

    public subscript(column: Int, row: Int) -> ArtCell {
        let index = row * columns + column
        return ArtCell(
            symbol: symbols[index], foreground: styles[index].foreground, background: styles[index].background)
    }

    /// What the art costs in memory, for the cache's budget.
    public var byteCount: Int {
        symbols.count * (MemoryLayout<Unicode.Scalar>.stride + MemoryLayout<Style>.stride) + 64
    }

    /// Copies the art into `frame` (from its top left, as much as fits), within the canvas's
    /// clip, cell by cell: the main thread does as little as possible per frame.
    public func draw(into canvas: inout Canvas, frame: Rect) {
        let shownColumns = min(columns, frame.size.width)
        for row in 0..<min(rows, frame.size.height) {
            let shown = (row * columns)..<(row * columns + shownColumns)
            canvas.putRow(
                from: Point(x: frame.minX, y: frame.minY + row), scalars: symbols[shown], styles: styles[shown])
        }
    }

    /// A Layout image slot that draws this art; `key` tells the engine when it changed.
    public func imageSlot<Key: Hashable>(key: Key) -> ImageSlot {
        ImageSlot(size: Size(width: columns, height: rows), key: key) { canvas, frame in
            draw(into: &canvas, frame: frame)
        }
    }
}
