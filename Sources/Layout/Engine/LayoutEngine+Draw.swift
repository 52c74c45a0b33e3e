extension LayoutEngine {
    func draw(_ node: Node, into canvas: inout Canvas, style inherited: Style) {
        guard node.isPlaced, !node.frame.intersection(canvas.clip).isEmpty || node.frame.size == .zero else { return }
        let frame = node.frame
        switch node.element.kind {
        case .empty, .spacer, .custom:
            break
        case .text(let string, let style, let lineLimit, let link):
            let effective = style.over(inherited)
            let lines: [TextLayout.Line]
            if let cached = node.textLines, cached.width == frame.size.width {
                lines = cached.lines
            } else {
                lines = TextLayout.lines(string, width: frame.size.width, lineLimit: lineLimit)
                node.textLines = (frame.size.width, lines)
            }
            for (row, line) in lines.enumerated() where row < frame.size.height {
                canvas.write(line.text, at: Point(x: frame.minX, y: frame.minY + row), style: effective, link: link)
            }
        case .divider:
            if node.parentAxis == .horizontal {
                for row in 0..<frame.size.height {
                    canvas.write("│", at: Point(x: frame.minX, y: frame.minY + row), style: inherited)
                }
            } else {
                canvas.write(
                    String(repeating: "─", count: max(0, frame.size.width)), at: frame.origin, style: inherited)
            }
        case .image(let slot):
            slot.draw(&canvas, frame)
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
        case .control(let control, _):
            var style = inherited
            let focused = node.identity == focusedIdentity
            if !control.isEnabled { style.dim = true }
            if case .textField(let text, _) = control.kind {
                // A focused field is underlined and shows its cursor as one reversed cell.
                if focused { style.underline = true }
                for child in node.children { draw(child, into: &canvas, style: style) }
                if focused {
                    let cursor = min(textCursors[node.identity] ?? text.count, text.count)
                    let column = min(CellWidth.of(String(text.prefix(cursor))), max(0, frame.size.width - 1))
                    canvas.invert(at: Point(x: frame.minX + column, y: frame.minY))
                }
            } else {
                if focused { style.reverse.toggle() }
                for child in node.children { draw(child, into: &canvas, style: style) }
            }
        case .stack, .zstack, .padding, .frame, .fixedSize:
            for child in node.children { draw(child, into: &canvas, style: inherited) }
        }
    }

    private func drawBorder(_ frame: Rect, style: Style, into canvas: inout Canvas) {
        guard frame.size.width >= 2, frame.size.height >= 2 else { return }
        let inner = frame.size.width - 2
        canvas.write("┌" + String(repeating: "─", count: inner) + "┐", at: frame.origin, style: style)
        for row in 1..<(frame.size.height - 1) {
            canvas.write("│", at: Point(x: frame.minX, y: frame.minY + row), style: style)
            canvas.write("│", at: Point(x: frame.maxX - 1, y: frame.minY + row), style: style)
        }
        canvas.write(
            "└" + String(repeating: "─", count: inner) + "┘", at: Point(x: frame.minX, y: frame.maxY - 1), style: style)
    }
}
