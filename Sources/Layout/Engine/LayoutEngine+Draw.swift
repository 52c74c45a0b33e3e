import UntrustedText

extension LayoutEngine {
    func draw(_ node: Node, into canvas: inout Canvas, style inherited: Style) {
        guard node.isPlaced, !node.frame.intersection(canvas.clip).isEmpty || node.frame.size == .zero else { return }
        let frame = node.frame
        stats.nodesDrawn += 1
        if let key = node.element.visibilityKey, !frame.intersection(canvas.clip).isEmpty { visibleKeys.append(key) }
        switch node.element.kind {
        case .empty, .spacer, .custom:
            break
        case .text(let string, let style, let lineLimit, let link, let oneCellScalars):
            let effective = style.over(inherited)
            // Most texts are one line of one-cell characters that fits (a label, a title clipped
            // to its column): written as they are, with no lines laid out.
            if lineLimit != 0, let count = oneCellScalars, count <= frame.size.width {
                if visibleRows(of: frame, in: canvas.clip).contains(frame.minY) {
                    canvas.write(string, singleWidthScalars: count, at: frame.origin, style: effective, link: link)
                }
                break
            }
            let lines: [TextLayout.Line]
            if let cached = node.textLines, cached.width == frame.size.width {
                lines = cached.lines
            } else {
                lines = TextLayout.lines(
                    string, width: frame.size.width, lineLimit: lineLimit, oneCellScalars: oneCellScalars)
                node.textLines = (frame.size.width, lines)
            }
            // Only the rows inside the clip: a long text scrolled mostly away costs its
            // visible rows.
            let rows = visibleRows(of: frame, in: canvas.clip)
            for row in rows.clamped(to: frame.minY..<(frame.minY + lines.count)) {
                canvas.write(
                    lines[row - frame.minY].text, at: Point(x: frame.minX, y: row), style: effective, link: link)
            }
        case .focusHints(let source):
            switch source.content {
            case .hints(let hints): drawHints(hints(focusContext), in: frame, style: inherited, into: &canvas)
            case .line(let text): drawLine(text(focusContext), in: frame, style: inherited, into: &canvas)
            }
        case .image(let slot):
            slot.draw(&canvas, frame)
            // A focused control reverses what it holds: an image in cells too (a card's cover).
            if inherited.reverse { canvas.invert(frame) }
        case .lazyStack:
            for child in node.laidOutChildren { draw(child, into: &canvas, style: inherited) }
        case .scroll:
            canvas.pushClip(frame)
            for child in node.children { draw(child, into: &canvas, style: inherited) }
            canvas.popClip()
        case .background(let color, _):
            canvas.fill(frame, background: color)
            for child in node.children { draw(child, into: &canvas, style: inherited) }
        case .border(let style, _):
            drawBorder(frame, style: style.over(inherited), into: &canvas)
            for child in node.children { draw(child, into: &canvas, style: inherited) }
        case .style(let style, _):
            for child in node.children { draw(child, into: &canvas, style: style.over(inherited)) }
        case .colorScheme(let scheme, _):
            for child in node.children { draw(child, into: &canvas, style: inherited) }
            canvas.recolor(frame, with: scheme)
        case .control(let control, _):
            var style = inherited
            let focused = node.identity == focusState.identity
            if !control.isEnabled { style.dim = true }
            if case .textField(let text, _, _, let masked) = control.kind {
                // A focused field is underlined and shows its cursor as one reversed cell; its
                // text scrolls sideways to keep the cursor in view.
                if focused {
                    style.underline = true
                    drawEditedText(masked ? TextField.mask(text) : text, of: node, style: style, into: &canvas)
                } else {
                    for child in node.children { draw(child, into: &canvas, style: style) }
                }
            } else {
                if focused { style.reverse.toggle() }
                for child in node.children { draw(child, into: &canvas, style: style) }
            }
        case .stack, .zstack, .padding, .frame, .fixedSize:
            for child in node.children { draw(child, into: &canvas, style: inherited) }
        }
    }

    /// A focused text field: the part of its text around the cursor, scrolled as little as
    /// possible from where it was, and the cursor. A field wider than its text shows it all.
    private func drawEditedText(_ text: String, of node: Node, style: Style, into canvas: inout Canvas) {
        let frame = node.frame
        guard frame.size.width > 0, frame.size.height > 0 else { return }
        let shown = Array(UntrustedText.forScreen(text))
        let cursor = min(textEditing.cursors[node.identity] ?? shown.count, shown.count)
        let widths = shown.map(CellWidth.of)
        let cursorColumn = widths.prefix(cursor).reduce(0, +)
        let lastColumn = widths.reduce(0, +)
        var first = textEditing.scrollColumns[node.identity] ?? 0
        if cursorColumn < first { first = cursorColumn }
        if cursorColumn >= first + frame.size.width { first = cursorColumn - frame.size.width + 1 }
        first = max(0, min(first, lastColumn + 1 - frame.size.width))
        textEditing.scrollColumns[node.identity] = first
        var line = ""
        var column = 0
        for (character, width) in zip(shown, widths) {
            defer { column += width }
            guard column + width > first else { continue }
            guard column < first + frame.size.width else { break }
            // A wide character cut by either edge shows as a blank.
            line.append(column < first || column + width > first + frame.size.width ? " " : character)
        }
        if shown.isEmpty {
            for child in node.children { draw(child, into: &canvas, style: style) }
        } else {
            canvas.write(line, at: frame.origin, style: style)
        }
        canvas.invert(at: Point(x: frame.minX + cursorColumn - first, y: frame.minY))
    }

    /// The frame's rows inside the clip.
    func visibleRows(of frame: Rect, in clip: Rect) -> Range<Int> {
        let start = max(frame.minY, clip.minY)
        return start..<max(start, min(frame.maxY, clip.maxY))
    }

    /// A border draws only its edges inside the clip: a border around a long list costs the
    /// rows on screen, not the list's length.
    private func drawBorder(_ frame: Rect, style: Style, into canvas: inout Canvas) {
        guard frame.size.width >= 2, frame.size.height >= 2 else { return }
        drawRule(frame, row: frame.minY, ends: ("┌", "┐"), style: style, into: &canvas)
        let sides = visibleRows(of: frame, in: canvas.clip).clamped(to: (frame.minY + 1)..<(frame.maxY - 1))
        for row in sides {
            canvas.write("│", at: Point(x: frame.minX, y: row), style: style)
            canvas.write("│", at: Point(x: frame.maxX - 1, y: row), style: style)
        }
        drawRule(frame, row: frame.maxY - 1, ends: ("└", "┘"), style: style, into: &canvas)
    }

    /// A horizontal line across the frame on `row`, with its end characters, written only
    /// where the clip lets it show.
    private func drawRule(
        _ frame: Rect, row: Int, ends: (Character, Character), style: Style, into canvas: inout Canvas
    ) {
        let clip = canvas.clip
        guard row >= clip.minY, row < clip.maxY, frame.size.width > 0 else { return }
        let start = max(frame.minX, clip.minX)
        let end = min(frame.maxX, clip.maxX)
        guard start < end else { return }
        var line = ""
        for column in start..<end {
            line.append(column == frame.minX ? ends.0 : column == frame.maxX - 1 ? ends.1 : "─")
        }
        canvas.write(line, at: Point(x: start, y: row), style: style)
    }
}
