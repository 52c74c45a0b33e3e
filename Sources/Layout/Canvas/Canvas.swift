import Glibc

/// One terminal cell: the grapheme drawn there, how many columns it spans, its style and its
/// hyperlink. The cell to the right of a wide grapheme is a continuation and is never drawn
/// itself. Plain data: a grapheme of one scalar is stored inline; one of several scalars
/// (combining marks, emoji sequences) is kept in its canvas's `clusters` table.
///
/// Exactly 16 bytes without padding (the fields in this order, largest first), so a row of
/// cells compares with another as plain memory (`Canvas.damage(since:)`).
public struct Cell: Hashable, Sendable {
    public var style: Style
    /// The scalar value, or the index in the canvas's clusters when `isCluster`.
    var code: UInt32
    /// The hyperlink the cell belongs to: an index into its canvas's `links`, 0 for none.
    public var link: UInt16 = 0
    public var width: UInt8
    /// Whether the cell shows a grapheme of several scalars, kept in its canvas's clusters.
    public internal(set) var isCluster: Bool

    init(scalar: Unicode.Scalar, width: UInt8, style: Style, link: UInt16 = 0) {
        code = scalar.value
        isCluster = false
        self.width = width
        self.style = style
        self.link = link
    }

    /// A cell of a scalar known to be valid (taken from a string).
    init(code: UInt32, width: UInt8, style: Style, link: UInt16) {
        self.code = code
        isCluster = false
        self.width = width
        self.style = style
        self.link = link
    }

    init(cluster: UInt32, width: UInt8, style: Style, link: UInt16) {
        code = cluster
        isCluster = true
        self.width = width
        self.style = style
        self.link = link
    }

    public static let blank = Cell(scalar: " ", width: 1, style: .plain)

    /// A cell under a terminal image: shown as a blank, and told apart from every drawn cell
    /// (U+0000 is never drawn), so anything drawn over the image afterwards shows that the
    /// image is covered.
    static let underImage = Cell(scalar: "\u{0}", width: 1, style: .plain)

    public var isUnderImage: Bool { code == 0 && !isCluster }

    public var isContinuation: Bool { width == 0 }

    /// The scalar a cell of one scalar shows (see `Canvas.cluster(of:)` for the others).
    public var scalarValue: UInt32 { code }
}

/// Where one frame differs from the one before it, found once per frame and read by both the
/// frame encoder and the statistics.
public struct CanvasDamage: Equatable, Sendable {
    /// Per row, the columns from the first changed cell to the last (the cells between may be
    /// unchanged); nil for a row that did not change.
    public let spans: [Range<Int>?]
    public let changedCells: Int
}

/// A grid of cells that views draw into, with a clip stack (scroll views clip their content)
/// and a comparison with the previous frame's grid for damage tracking; and the terminal
/// images placed over the cells (`place`).
public struct Canvas: Sendable, Equatable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Hyperlink targets by index; index 0 is "no link".
    public private(set) var links: [String] = [""]
    /// Graphemes of more than one scalar, by index.
    public private(set) var clusters: [String] = []
    private var clusterIndex: [String: UInt32] = [:]
    private var linkIndex: [String: UInt16] = [:]
    private var clips: [Rect]
    /// Every image placed, in drawing order, including any drawn over afterwards.
    private var placements: [ImagePlacement] = []

    public init(size: Size) {
        self.init(size: size, blankCells: Array(repeating: .blank, count: max(0, size.width * size.height)))
    }

    private init(size: Size, blankCells: [Cell]) {
        self.size = size
        cells = blankCells
        clips = [Rect(origin: .zero, size: size)]
    }

    /// A blank canvas for the frame after `previous`, keeping its hyperlink numbers: frames
    /// are compared cell by cell, link number included, so a number must mean the same target
    /// in both, whatever order this frame draws its links in.
    public init(size: Size, linksOf previous: Canvas) {
        self.init(size: size)
        keepLinks(of: previous)
    }

    /// Blanks the canvas for the frame after `previous`, as `init(size:linksOf:)` makes one, in
    /// its own grid when nothing else holds it.
    mutating func clear(linksOf previous: Canvas) {
        var grid: [Cell] = []
        swap(&grid, &cells)
        grid.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        self = Canvas(size: size, blankCells: grid)
        keepLinks(of: previous)
    }

    private mutating func keepLinks(of previous: Canvas) {
        links = previous.links
        linkIndex = previous.linkIndex
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * size.width + x] }

    /// The text of a cell that shows a grapheme of several scalars; nil for one of one scalar.
    public func cluster(of cell: Cell) -> String? { cell.isCluster ? clusters[Int(cell.code)] : nil }

    /// The grapheme a cell shows.
    public func grapheme(of cell: Cell) -> Character {
        cell.isCluster ? Character(clusters[Int(cell.code)]) : Character(shownScalar(of: cell))
    }

    /// The scalar a cell of one scalar shows: a space where an image covers it, or where its
    /// code is no scalar.
    private func shownScalar(of cell: Cell) -> Unicode.Scalar {
        cell.isUnderImage ? " " : Unicode.Scalar(cell.code) ?? " "
    }

    var clip: Rect { clips[clips.count - 1] }

    mutating func pushClip(_ rect: Rect) { clips.append(clip.intersection(rect)) }

    mutating func popClip() { clips.removeLast() }

    /// Puts one single-width character at `point`, inside the clip: for art drawn cell by cell
    /// (a cover's symbols), with none of `write`'s text handling per cell.
    public mutating func put(_ scalar: Unicode.Scalar, at point: Point, style: Style) {
        guard point.y >= clip.minY, point.y < clip.maxY, point.x >= clip.minX, point.x < clip.maxX else { return }
        put(Cell(scalar: scalar, width: 1, style: style), x: point.x, y: point.y)
    }

    /// Puts single-width characters on one row from `origin`, each with the style beside it
    /// (`styles[i]` for `scalars[i]`), the part inside the clip: symbol art a row at a time,
    /// the clip checked once.
    public mutating func putRow(
        from origin: Point, scalars: ArraySlice<Unicode.Scalar>, styles: ArraySlice<Style>
    ) {
        precondition(scalars.count == styles.count, "\(scalars.count) characters with \(styles.count) styles")
        let clip = self.clip
        guard origin.y >= clip.minY, origin.y < clip.maxY else { return }
        let start = max(origin.x, clip.minX)
        let end = min(origin.x + scalars.count, clip.maxX)
        guard start < end else { return }
        let width = size.width
        let rowStart = origin.y * width
        let (scalarOffset, styleOffset) = (scalars.startIndex - origin.x, styles.startIndex - origin.x)
        cells.withUnsafeMutableBufferPointer { cells in
            for x in start..<end {
                Self.place(
                    Cell(scalar: scalars[scalarOffset + x], width: 1, style: styles[styleOffset + x]), x: x,
                    row: rowStart, width: width, in: cells)
            }
        }
    }

    /// Fills a rectangle's background (the part inside the clip).
    public mutating func fill(_ rect: Rect, background: Color) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * size.width + x
                if cells[index].isContinuation { cells[index] = .blank }
                cells[index].style.background = background
            }
        }
    }

    /// Places a terminal image over `frame`: the part inside the clip is recorded for the
    /// terminal to show, and its cells are blanked. Returns false, placing nothing, when no
    /// part is inside the clip, or when the image cannot be shown in part (sixel) and some of
    /// it is outside: the caller then draws a stand-in, since a partly hidden image must not
    /// be drawn over whatever surrounds the clip.
    @discardableResult
    public mutating func place(_ image: TerminalImage, in frame: Rect) -> Bool {
        let visible = frame.intersection(clip).intersection(Rect(origin: .zero, size: size))
        guard !visible.isEmpty, image.encoding.showsPart || visible == frame else { return false }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX { put(.underImage, x: x, y: y) }
        }
        placements.append(ImagePlacement(image: image, frame: frame, visible: visible))
        return true
    }

    /// The images the terminal shows: those placed and not drawn over since (a sheet over a
    /// page hides the page's covers).
    public var images: [ImagePlacement] {
        placements.filter { placement in
            let area = placement.visible
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX where !self[x, y].isUnderImage { return false }
            }
            return true
        }
    }

    /// Changes one cell's style in place.
    mutating func restyle(x: Int, y: Int, _ change: (Style) -> Style) {
        let index = y * size.width + x
        cells[index].style = change(cells[index].style)
    }

    /// Shows a cell reversed (a cursor), inside the clip.
    public mutating func invert(at point: Point) {
        guard clip.contains(point), point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
            return
        }
        var index = point.y * size.width + point.x
        if cells[index].isContinuation, point.x > 0 { index -= 1 }
        cells[index].style.reverse.toggle()
    }

    /// Shows every cell of a rectangle reversed (a focused image drawn in cells), inside the
    /// clip. Cells under a terminal image stay as they are: the terminal draws over them.
    public mutating func invert(_ rect: Rect) {
        let area = rect.intersection(clip).intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !cells[y * size.width + x].isUnderImage {
                cells[y * size.width + x].style.reverse.toggle()
            }
        }
    }

    /// Writes text from `origin`, one grapheme per cell (two for wide ones), inside the clip.
    /// A wide grapheme that would straddle the clip's edge is replaced by a space, so no
    /// half-character is ever emitted.
    public mutating func write(_ text: String, at origin: Point, style: Style, link: String? = nil) {
        if let count = CellWidth.singleWidthScalars(in: text) {
            write(text, singleWidthScalars: count, at: origin, style: style, link: link)
            return
        }
        var x = origin.x
        let y = origin.y
        guard y >= clip.minY, y < clip.maxY else { return }
        let linkID = link.map { register($0) } ?? 0
        for character in text {
            let width = CellWidth.of(character)
            guard width > 0 else { continue }
            if x >= clip.maxX { return }
            if x >= clip.minX {
                if width == 2, x + 1 >= clip.maxX {
                    put(Cell(scalar: " ", width: 1, style: style, link: linkID), x: x, y: y)
                } else {
                    put(cell(for: character, width: UInt8(width), style: style, link: linkID), x: x, y: y)
                    if width == 2 { put(Cell(scalar: " ", width: 0, style: style, link: linkID), x: x + 1, y: y) }
                }
            } else if width == 2, x + 1 == clip.minX {
                put(Cell(scalar: " ", width: 1, style: style), x: x + 1, y: y)
            }
            x += width
        }
    }

    /// Writes text whose `count` scalars are each a grapheme of one cell on its own
    /// (`CellWidth.singleWidthScalars(in:)` said so), from `origin`, inside the clip.
    mutating func write(_ text: String, singleWidthScalars count: Int, at origin: Point, style: Style, link: String?) {
        guard origin.y >= clip.minY, origin.y < clip.maxY else { return }
        let linkID = link.map { register($0) } ?? 0
        var text = text
        text.withUTF8 {
            writeSingleWidth(
                UTF8ScalarValues($0), count: count, from: origin.x, row: origin.y, style: style, link: linkID)
        }
    }

    /// Text whose every scalar is a grapheme of one cell (printable ASCII, the block elements
    /// of cover art, Latin letters…), one cell per scalar: the common case, written in one pass
    /// without looking up any Unicode property. Only the two ends can cut a wide character in
    /// half; those halves become blanks.
    private mutating func writeSingleWidth(
        _ codes: UTF8ScalarValues, count: Int, from x: Int, row y: Int, style: Style, link: UInt16
    ) {
        let start = max(x, clip.minX)
        let end = min(x + count, clip.maxX)
        guard start < end else { return }
        let rowStart = y * size.width
        let width = size.width
        cells.withUnsafeMutableBufferPointer { buffer in
            if buffer[rowStart + start].isContinuation, start > 0 {
                buffer[rowStart + start - 1] = Cell(scalar: " ", width: 1, style: buffer[rowStart + start - 1].style)
            }
            if buffer[rowStart + end - 1].width == 2, end < width {
                buffer[rowStart + end] = Cell(scalar: " ", width: 1, style: buffer[rowStart + end].style)
            }
            var column = x
            for code in codes {
                if column >= end { break }
                if column >= start {
                    let index = rowStart + column
                    buffer[index] = Cell(
                        code: code, width: 1, style: style.withBackground(under: buffer[index].style), link: link)
                }
                column += 1
            }
        }
    }

    private mutating func cell(for character: Character, width: UInt8, style: Style, link: UInt16) -> Cell {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            return Cell(scalar: scalar, width: width, style: style, link: link)
        }
        let text = String(character)
        let index: UInt32
        if let known = clusterIndex[text] {
            index = known
        } else {
            index = UInt32(clusters.count)
            clusters.append(text)
            clusterIndex[text] = index
        }
        return Cell(cluster: index, width: width, style: style, link: link)
    }

    /// The index of a hyperlink target, adding it on first use. Control characters are
    /// removed so a URL can never end the escape sequence that carries it.
    private mutating func register(_ url: String) -> UInt16 {
        let kept = url.unicodeScalars.filter {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value)
        }
        let clean = String(String.UnicodeScalarView(kept))
        if let index = linkIndex[clean] { return index }
        guard links.count < Int(UInt16.max) else { return 0 }
        links.append(clean)
        linkIndex[clean] = UInt16(links.count - 1)
        return UInt16(links.count - 1)
    }

    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        let width = size.width
        cells.withUnsafeMutableBufferPointer { Self.place(cell, x: x, row: y * width, width: width, in: $0) }
    }

    /// A cell into its place, inside the canvas: a cell without a background takes the one
    /// under it, and a wide character it overwrites half of leaves a blank in its other half.
    private static func place(
        _ cell: Cell, x: Int, row rowStart: Int, width: Int, in cells: UnsafeMutableBufferPointer<Cell>
    ) {
        var cell = cell
        let index = rowStart + x
        let under = cells[index]
        cell.style = cell.style.withBackground(under: under.style)
        if under.width == 2, x + 1 < width, cell.width != 2 {
            cells[index + 1] = Cell(scalar: " ", width: 1, style: cells[index + 1].style)
        }
        if under.isContinuation, x > 0 {
            cells[index - 1] = Cell(scalar: " ", width: 1, style: cells[index - 1].style)
        }
        cells[index] = cell
    }

    /// Where this frame differs from `previous`: per row, the span from the first to the last
    /// changed cell. Rows are compared as plain memory first (a cell is 16 bytes without
    /// padding), so an unchanged row costs one `memcmp`. Without `previous`, or at another
    /// size, every cell counts as changed.
    public func damage(since previous: Canvas?) -> CanvasDamage {
        let width = size.width
        guard let previous, previous.size == size, width > 0 else {
            return CanvasDamage(
                spans: Array(repeating: 0..<width, count: size.height), changedCells: cells.count)
        }
        var spans: [Range<Int>?] = Array(repeating: nil, count: size.height)
        var changed = 0
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                let rowBytes = width * MemoryLayout<Cell>.stride
                for y in 0..<size.height {
                    let start = y * width
                    guard memcmp(now.baseAddress! + start, before.baseAddress! + start, rowBytes) != 0 else { continue }
                    var first = start
                    while now[first] == before[first] { first += 1 }
                    var last = start + width - 1
                    while now[last] == before[last] { last -= 1 }
                    for index in first...last where now[index] != before[index] { changed += 1 }
                    spans[y] = (first - start)..<(last - start + 1)
                }
            }
        }
        return CanvasDamage(spans: spans, changedCells: changed)
    }

    /// The grid as plain text, one line per row, trailing spaces kept: how tests compare screens.
    public var text: String { (0..<size.height).map { line($0, trimmed: false) }.joined(separator: "\n") }

    /// The rows as a person reads them: without trailing spaces (`approachnote render`).
    public var lines: [String] { (0..<size.height).map { line($0, trimmed: true) } }

    /// Row `y` as text, scalar by scalar: a page's every frame is read this way in the tests
    /// and the bench, so no grapheme is looked for.
    private func line(_ y: Int, trimmed: Bool) -> String {
        let row = cells[(y * size.width)..<((y + 1) * size.width)]
        var end = row.endIndex
        if trimmed {
            while end > row.startIndex, row[end - 1].isContinuation || showsSpace(row[end - 1]) { end -= 1 }
        }
        var line = String.UnicodeScalarView()
        for cell in row[..<end] where !cell.isContinuation {
            if cell.isCluster {
                line.append(contentsOf: clusters[Int(cell.code)].unicodeScalars)
            } else {
                line.append(shownScalar(of: cell))
            }
        }
        return String(line)
    }

    /// Whether `cell` shows a space, as `grapheme(of:)` gives it.
    private func showsSpace(_ cell: Cell) -> Bool {
        cell.isCluster ? clusters[Int(cell.code)] == " " : shownScalar(of: cell) == " "
    }

    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.size == rhs.size && lhs.cells == rhs.cells && lhs.placements == rhs.placements
    }
}
