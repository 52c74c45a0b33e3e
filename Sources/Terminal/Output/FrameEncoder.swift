import Layout

/// Turns a canvas into the bytes that make the terminal show it, given what the terminal shows
/// now (the previous canvas): only changed cells are written, the cursor is moved only where
/// a run of changes starts (forward on the same row when that is shorter), and styles are
/// switched only as far as they differ. One frame is one buffer, written with one `write`.
///
/// The rows to look at come from the frame's damage (`CanvasDamage`), found once per frame:
/// unchanged rows cost nothing here.
public struct FrameEncoder: Sendable {
    public var colorDepth: ColorDepth
    /// Wrap each frame in synchronized-output markers (DEC mode 2026) so it appears at once.
    public var synchronizedOutput: Bool
    /// Emit hyperlinks (OSC 8); without, linked text is written as plain text.
    public var hyperlinks: Bool

    public init(colorDepth: ColorDepth, synchronizedOutput: Bool = false, hyperlinks: Bool = false) {
        self.colorDepth = colorDepth
        self.synchronizedOutput = synchronizedOutput
        self.hyperlinks = hyperlinks
    }

    public init(capabilities: TerminalCapabilities) {
        self.init(
            colorDepth: capabilities.colorDepth, synchronizedOutput: capabilities.synchronizedOutput,
            hyperlinks: capabilities.hyperlinks)
    }

    /// Whether a frame after `previous` is written whole, the screen cleared first.
    public static func isFullRedraw(of canvas: Canvas, after previous: Canvas?) -> Bool {
        previous == nil || previous?.size != canvas.size
    }

    /// The frame's bytes, in a new buffer.
    public func encode(_ canvas: Canvas, previous: Canvas?, images: ImageLayer.Update = ImageLayer.Update())
        -> [UInt8]
    {
        var output: [UInt8] = []
        encode(canvas, previous: previous, images: images, into: &output)
        return output
    }

    /// The frame's bytes into `output`, emptied first with its capacity kept (the run loop
    /// writes every frame through one buffer): its changed cells, the cells in
    /// `images.repaint` whether changed or not (where a sixel image was), then the image
    /// layer's bytes, which go over the cells. `damage` is where `canvas` differs from
    /// `previous` when the caller already knows (the layout engine finds it once per frame);
    /// without it, it is found here.
    public func encode(
        _ canvas: Canvas, previous: Canvas?, damage known: CanvasDamage? = nil,
        images: ImageLayer.Update = ImageLayer.Update(), into output: inout [UInt8]
    ) {
        encode(canvas, previous: previous, damage: known, images: images, into: &output, handingOn: nil)
    }

    /// The same, handing the bytes to `slices` as they gather, `slices.bytes` or a little more
    /// at a time: `output` keeps only the rest.
    func encode(
        _ canvas: Canvas, previous: Canvas?, damage known: CanvasDamage? = nil,
        images: ImageLayer.Update = ImageLayer.Update(), into output: inout [UInt8],
        handingOn slices: ANSIWriter.Slices?
    ) {
        var out = ANSIWriter(
            into: &output,
            expecting: slices.map { $0.bytes + Self.sliceOverrun } ?? canvas.cells.count * Self.expectedBytesPerCell,
            handingOn: slices)
        defer { out.finish(into: &output) }
        let full = Self.isFullRedraw(of: canvas, after: previous)
        let damage = full ? nil : known ?? canvas.damage(since: previous)
        let repaint = full ? [] : Self.mask(of: images.repaint, in: canvas.size)
        if synchronizedOutput { out.append("\u{1B}[?2026h") }
        if full { out.append("\u{1B}[0m\u{1B}[2J") }
        var state = WriteState()
        let width = canvas.size.width
        canvas.cells.withUnsafeBufferPointer { now in
            (previous?.cells ?? []).withUnsafeBufferPointer { before in
                for y in 0..<canvas.size.height {
                    let columns: Range<Int>
                    if full || (!repaint.isEmpty && repaint[(y * width)..<((y + 1) * width)].contains(true)) {
                        columns = 0..<width
                    } else if let span = damage?.spans[y] {
                        columns = span
                    } else {
                        continue
                    }
                    let row = y * width
                    // A change in the right half of a wide character rewrites the character.
                    var x =
                        columns.lowerBound > 0 && now[row + columns.lowerBound].isContinuation
                        ? columns.lowerBound - 1 : columns.lowerBound
                    while x < columns.upperBound {
                        let cell = now[row + x]
                        // A full redraw starts from a cleared screen, whose cells are blank in the
                        // plain style: a row's blank end is left as it is, and a run of blanks
                        // long enough is moved over rather than written (a move is shorter).
                        if full, cell == Cell.blank {
                            var end = x + 1
                            while end < columns.upperBound, now[row + end] == Cell.blank { end += 1 }
                            if end == columns.upperBound || end - x >= Self.blanksMovedOver {
                                x = end
                                continue
                            }
                        }
                        let changed =
                            full || cell != before[row + x] || (!repaint.isEmpty && repaint[row + x])
                            || (cell.width == 2 && x + 1 < width && now[row + x + 1] != before[row + x + 1])
                        guard changed, !cell.isContinuation else {
                            x += 1
                            continue
                        }
                        write(cell, at: x, y, of: canvas, state: &state, into: &out)
                        x += max(1, Int(cell.width))
                    }
                }
            }
        }
        if state.link != 0 { out.append("\u{1B}]8;;\u{1B}\\") }
        if state.style != .plain { out.append("\u{1B}[0m") }
        out.append(bytes: images.bytes[...])
        if synchronizedOutput { out.append("\u{1B}[?2026l") }
    }

    /// The shortest run of blanks a full redraw moves the cursor over instead of writing: a move
    /// forward takes four bytes or more.
    static let blanksMovedOver = 6

    /// Room made in the frame's buffer for each cell of the screen: more than a frame of cover
    /// art takes, where each cell switches both colours in truecolour.
    static let expectedBytesPerCell = 40

    /// How far past a slice's size the buffer may go before the slice is handed on: the
    /// writer's small buffer of short writes, twice.
    static let sliceOverrun = 512

    /// Where the terminal's cursor, style and link are while a frame is written. Every frame
    /// ends with the plain style and no link, so each starts from them.
    private struct WriteState {
        var cursorX = -1
        var cursorY = -1
        var style = Style.plain
        var link: UInt16 = 0
    }

    private func write(
        _ cell: Cell, at x: Int, _ y: Int, of canvas: Canvas, state: inout WriteState, into out: inout ANSIWriter
    ) {
        if state.cursorY != y || state.cursorX != x {
            if state.cursorY == y, state.cursorX < x, x - state.cursorX < 10 {
                out.moveForward(x - state.cursorX)
            } else {
                out.moveCursor(toColumn: x, row: y)
            }
        }
        let link = hyperlinks ? cell.link : 0
        if link != state.link {
            out.append("\u{1B}]8;;")
            if link != 0 { out.append(canvas.links[Int(link)]) }
            out.append("\u{1B}\\")
            state.link = link
        }
        if cell.style != state.style {
            out.switchStyle(from: state.style, to: cell.style, depth: colorDepth)
            state.style = cell.style
        }
        if cell.isUnderImage {
            out.append(byte: 0x20)
        } else if cell.isCluster, let cluster = canvas.cluster(of: cell) {
            out.append(cluster)
        } else {
            out.append(scalar: cell.scalarValue)
        }
        state.cursorX = x + max(1, Int(cell.width))
        state.cursorY = y
    }

    /// The cells inside `rects`, as one flag per cell; empty when there are none.
    private static func mask(of rects: [Rect], in size: Size) -> [Bool] {
        guard !rects.isEmpty else { return [] }
        var mask = [Bool](repeating: false, count: size.width * size.height)
        let screen = Rect(origin: .zero, size: size)
        for rect in rects {
            let area = rect.intersection(screen)
            guard !area.isEmpty else { continue }
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX { mask[y * size.width + x] = true }
            }
        }
        return mask
    }
}
