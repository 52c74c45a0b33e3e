import Layout

/// Turns a canvas into the bytes that make the terminal show it, given what the terminal shows
/// now (the previous canvas): only changed cells are written, the cursor is moved only where
/// a run of changes starts, and styles are switched only when they differ. One frame is one
/// buffer, written with one `write`.
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

    /// The frame's bytes: its changed cells, the cells in `repaint` whether changed or not
    /// (where a sixel image was), then `images` (the image layer's bytes), which go over the
    /// cells.
    public func encode(_ canvas: Canvas, previous: Canvas?, images: ImageLayer.Update = ImageLayer.Update())
        -> [UInt8]
    {
        var out = ANSIWriter()
        let full = Self.isFullRedraw(of: canvas, after: previous)
        let repaint = full ? [] : Self.mask(of: images.repaint, in: canvas.size)
        if synchronizedOutput { out.append("\u{1B}[?2026h") }
        if full { out.append("\u{1B}[0m\u{1B}[2J") }
        var cursor: Point?
        // Every frame ends with the terminal in the plain style, so each starts from it.
        var style = Style.plain
        var link = "" as Substring
        let width = canvas.size.width
        let now = canvas.cells
        let before = full ? [] : previous?.cells ?? []
        for y in 0..<canvas.size.height {
            var x = 0
            let row = y * width
            while x < width {
                let cell = now[row + x]
                let changed =
                    full || cell != before[row + x] || (!repaint.isEmpty && repaint[row + x])
                    || (cell.width == 2 && x + 1 < width && now[row + x + 1] != before[row + x + 1])
                guard changed, !cell.isContinuation else {
                    x += 1
                    continue
                }
                if cursor != Point(x: x, y: y) { out.moveCursor(to: Point(x: x, y: y)) }
                let cellLink = hyperlinks ? Substring(canvas.links[Int(cell.link)]) : ""
                if cellLink != link {
                    out.append("\u{1B}]8;;\(cellLink)\u{1B}\\")
                    link = cellLink
                }
                if style != cell.style {
                    out.switchStyle(from: style, to: cell.style, depth: colorDepth)
                    style = cell.style
                }
                out.append(canvas.grapheme(of: cell))
                let advance = max(1, Int(cell.width))
                cursor = Point(x: x + advance, y: y)
                x += advance
            }
        }
        if !link.isEmpty { out.append("\u{1B}]8;;\u{1B}\\") }
        if style != .plain { out.append("\u{1B}[0m") }
        out.append(bytes: images.bytes[...])
        if synchronizedOutput { out.append("\u{1B}[?2026l") }
        return out.bytes
    }
}

extension FrameEncoder {
    /// The cells inside `rects`, as one flag per cell; empty when there are none.
    fileprivate static func mask(of rects: [Rect], in size: Size) -> [Bool] {
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

/// A byte buffer with the few escape sequences frames need.
struct ANSIWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(bytes more: ArraySlice<UInt8>) { bytes.append(contentsOf: more) }

    mutating func append(_ character: Character) {
        if let ascii = character.asciiValue {
            bytes.append(ascii)
        } else {
            bytes.append(contentsOf: String(character).utf8)
        }
    }

    mutating func moveCursor(to point: Point) { append("\u{1B}[\(point.y + 1);\(point.x + 1)H") }

    /// The shortest way from one style to another: a reset only when an attribute must be
    /// turned off, then only the attributes and colours that differ.
    mutating func switchStyle(from old: Style, to new: Style, depth: ColorDepth) {
        var parameters: [String] = []
        var base = old
        let needsReset =
            (base.bold && !new.bold) || (base.dim && !new.dim) || (base.italic && !new.italic)
            || (base.underline && !new.underline) || (base.reverse && !new.reverse)
            || (base.foreground != nil && new.foreground == nil) || (base.background != nil && new.background == nil)
        if needsReset {
            parameters.append("0")
            base = .plain
        }
        if new.bold && !base.bold { parameters.append("1") }
        if new.dim && !base.dim { parameters.append("2") }
        if new.italic && !base.italic { parameters.append("3") }
        if new.underline && !base.underline { parameters.append("4") }
        if new.reverse && !base.reverse { parameters.append("7") }
        if let color = new.foreground, color != base.foreground,
            let sgr = depth.parameters(for: color, background: false)
        {
            parameters.append(sgr)
        }
        if let color = new.background, color != base.background,
            let sgr = depth.parameters(for: color, background: true)
        {
            parameters.append(sgr)
        }
        guard !parameters.isEmpty else { return }
        append("\u{1B}[" + parameters.joined(separator: ";") + "m")
    }
}
