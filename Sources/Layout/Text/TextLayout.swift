import UntrustedText

/// Lays text out in lines of at most `width` cells: words wrap at spaces, a word longer than a
/// line breaks between graphemes, "\n" forces a break, and with a line limit the last line
/// ends in "…" when text was cut.
public enum TextLayout {
    public struct Line: Hashable, Sendable {
        public let text: String
        public let width: Int
    }

    public static func lines(_ text: String, width: Int?, lineLimit: Int?) -> [Line] {
        lines(text, width: width, lineLimit: lineLimit, oneCellScalars: CellWidth.singleWidthScalars(in: text))
    }

    /// As `lines(_:width:lineLimit:)`, for a caller that has `CellWidth.singleWidthScalars(in:
    /// text)` already (a text element carries it).
    static func lines(_ text: String, width: Int?, lineLimit: Int?, oneCellScalars: Int?) -> [Line] {
        if let whole = widthOnOneLine(text, width: width, lineLimit: lineLimit, oneCellScalars: oneCellScalars) {
            return [Line(text: text, width: whole)]
        }
        return wrapped(text, width: width, lineLimit: lineLimit)
    }

    /// The size text takes: its widest line and its line count.
    public static func size(_ text: String, width: Int?, lineLimit: Int?) -> Size {
        size(text, width: width, lineLimit: lineLimit, oneCellScalars: CellWidth.singleWidthScalars(in: text))
    }

    /// As `size(_:width:lineLimit:)`, for a caller that has `CellWidth.singleWidthScalars(in:
    /// text)` already.
    static func size(_ text: String, width: Int?, lineLimit: Int?, oneCellScalars: Int?) -> Size {
        if let whole = widthOnOneLine(text, width: width, lineLimit: lineLimit, oneCellScalars: oneCellScalars) {
            return Size(width: whole, height: 1)
        }
        let laidOut = wrapped(text, width: width, lineLimit: lineLimit)
        return Size(width: laidOut.map(\.width).max() ?? 0, height: laidOut.count)
    }

    /// The width of `text` when it fits on one line as it is (no line break, no wrapping): most
    /// texts, whose size and lines need no array.
    private static func widthOnOneLine(_ text: String, width: Int?, lineLimit: Int?, oneCellScalars: Int?) -> Int? {
        guard lineLimit != 0 else { return nil }
        // One-cell scalars hold no line break: such a text needs no other look.
        let whole: Int
        if let oneCellScalars {
            whole = oneCellScalars
        } else {
            guard !TextBytes.contain(0x0A, in: text) else { return nil }
            whole = CellWidth.ofGraphemes(text)
        }
        return whole <= width ?? Int.max ? whole : nil
    }

    /// Lines wrapped at `width` and cut at `lineLimit`: text that does not fit on one line.
    private static func wrapped(_ text: String, width: Int?, lineLimit: Int?) -> [Line] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [Line] = []
        var truncated = false
        for paragraph in paragraphs {
            let wrapped = width.map { wrap(String(paragraph), width: max(1, $0)) } ?? [line(String(paragraph))]
            lines.append(contentsOf: wrapped)
            if let lineLimit, lines.count > lineLimit {
                truncated = true
                break
            }
        }
        if let lineLimit, lines.count > lineLimit || truncated {
            lines = Array(lines.prefix(max(0, lineLimit)))
            truncated = true
        }
        if truncated, let last = lines.last {
            lines[lines.count - 1] = ellipsized(last.text + " ", width: width ?? last.width + 1, force: true)
        } else if let width {
            lines = lines.map { $0.width > width ? ellipsized($0.text, width: width, force: false) : $0 }
        }
        return lines
    }

    private static func line(_ text: String) -> Line { Line(text: text, width: CellWidth.of(text)) }

    private static func wrap(_ paragraph: String, width: Int) -> [Line] {
        let whole = CellWidth.of(paragraph)
        if whole <= width { return [Line(text: paragraph, width: whole)] }
        if whole == paragraph.utf8.count { return wrapASCII(Array(paragraph.utf8), width: width) }
        var lines: [Line] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let wordWidth = CellWidth.of(word)
            let separator = current.isEmpty ? 0 : 1
            if currentWidth + separator + wordWidth <= width {
                if separator == 1 { current += " " }
                current += word
                currentWidth += separator + wordWidth
                continue
            }
            if !current.isEmpty {
                lines.append(Line(text: current, width: currentWidth))
                current = ""
                currentWidth = 0
            }
            var remainder = word
            while CellWidth.of(remainder) > width {
                let (head, headWidth, tail) = split(remainder, width: width)
                lines.append(Line(text: head, width: headWidth))
                remainder = tail
            }
            current = remainder
            currentWidth = CellWidth.of(remainder)
        }
        lines.append(Line(text: current, width: currentWidth))
        return lines
    }

    /// The same rules on printable ASCII, one byte per cell, without grapheme iteration.
    private static func wrapASCII(_ bytes: [UInt8], width: Int) -> [Line] {
        var lines: [Line] = []
        var start = 0
        let space = UInt8(ascii: " ")
        while start < bytes.count || lines.isEmpty {
            if bytes.count - start <= width {
                lines.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), width: bytes.count - start))
                break
            }
            var breakAt = start + width
            while breakAt > start, bytes[breakAt] != space { breakAt -= 1 }
            if breakAt == start {
                lines.append(Line(text: String(decoding: bytes[start..<(start + width)], as: UTF8.self), width: width))
                start += width
            } else {
                lines.append(
                    Line(text: String(decoding: bytes[start..<breakAt], as: UTF8.self), width: breakAt - start))
                start = breakAt + 1
            }
        }
        return lines
    }

    /// The longest prefix that fits in `width` cells (never splitting a grapheme), and the rest.
    private static func split(_ text: String, width: Int) -> (String, Int, String) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = CellWidth.of(text[index])
            if used + characterWidth > width { break }
            used += characterWidth
            index = text.index(after: index)
        }
        if index == text.startIndex, index < text.endIndex { index = text.index(after: index) }
        return (String(text[..<index]), used, String(text[index...]))
    }

    /// Cuts text to `width` cells ending in "…".
    private static func ellipsized(_ text: String, width: Int, force: Bool) -> Line {
        var trimmed = text
        while trimmed.last == " " { trimmed.removeLast() }
        if !force, CellWidth.of(trimmed) <= width { return line(trimmed) }
        let (head, headWidth, _) = split(trimmed, width: max(0, width - 1))
        var kept = head
        var keptWidth = headWidth
        while kept.last == " " {
            kept.removeLast()
            keptWidth -= 1
        }
        return Line(text: kept + "…", width: keptWidth + 1)
    }
}
