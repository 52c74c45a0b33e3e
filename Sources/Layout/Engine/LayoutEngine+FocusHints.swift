import UntrustedText

extension LayoutEngine {
    /// The focused control's context in the latest layout, or nil when nothing placed has the
    /// focus.
    public var focusContext: FocusContext? {
        guard let node = placedFocusedNode(), case .control(let control, _) = node.element.kind else { return nil }
        let kind: FocusContext.Kind =
            switch control.kind {
            case .button: .button
            case .link: .link
            case .toggle: .toggle
            case .segment: .segment
            case .textField(_, _, let submits, _): .textField(submits: submits)
            }
        // One walk up from the control: whether a carousel holds it, and what it and its
        // holders report (`focusedReports`'s keys, innermost first).
        var scrollsSideways = false
        var reports: [AnyHashable] = []
        var current: Node? = node
        while let holder = current {
            if holder !== node, case .scroll(.horizontal, _) = holder.element.kind { scrollsSideways = true }
            if let key = holder.element.visibilityKey { reports.append(key) }
            current = holder.parent
        }
        return FocusContext(
            kind: kind, isExpanded: control.isExpanded, scrollsSideways: scrollsSideways, reports: reports)
    }

    /// A focus line: the text made safe, on the frame's first row, cut with "…" to its width.
    func drawLine(_ text: String, in frame: Rect, style: Style, into canvas: inout Canvas) {
        guard frame.size.height > 0, frame.size.width > 0, !visibleRows(of: frame, in: canvas.clip).isEmpty,
            let line = TextLayout.lines(UntrustedText.forScreen(text), width: frame.size.width, lineLimit: 1).first
        else { return }
        canvas.write(line.text, at: Point(x: frame.minX, y: frame.minY), style: style)
    }

    /// A hint line: the hints that fit, right-aligned on the frame's first row.
    func drawHints(_ hints: [KeyHint], in frame: Rect, style: Style, into canvas: inout Canvas) {
        guard frame.size.height > 0, !visibleRows(of: frame, in: canvas.clip).isEmpty else { return }
        let shown = FocusHints.fitting(hints, width: frame.size.width)
        let width = FocusHints.width(of: shown)
        var keysStyle = style
        keysStyle.bold = true
        var actionStyle = style
        actionStyle.dim = true
        var x = frame.maxX - width
        for (index, hint) in shown.enumerated() {
            if index > 0 { x += FocusHints.separator }
            canvas.write(hint.keys, at: Point(x: x, y: frame.minY), style: keysStyle)
            x += CellWidth.of(hint.keys) + 1
            canvas.write(hint.action, at: Point(x: x, y: frame.minY), style: actionStyle)
            x += CellWidth.of(hint.action)
        }
    }
}
