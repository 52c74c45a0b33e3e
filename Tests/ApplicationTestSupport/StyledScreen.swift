/// What tmux shows with its attributes (`capture-pane -e`): each character of each line with
/// whether it is bold, underlined or reversed, so a test can tell focus from selection the way
/// a user's eye does.
package struct StyledScreen {
    package struct Attributes: OptionSet, Hashable, CustomStringConvertible {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let bold = Attributes(rawValue: 1)
        package static let underline = Attributes(rawValue: 2)
        package static let reverse = Attributes(rawValue: 4)

        package var description: String {
            [(Attributes.bold, "bold"), (.underline, "underline"), (.reverse, "reverse")]
                .filter { contains($0.0) }.map(\.1).joined(separator: "+")
        }
    }

    package struct Line {
        package let text: [Character]
        package let attributes: [Attributes]

        package var string: String { String(text) }
    }

    package let lines: [Line]

    /// Reads tmux's escaped capture: SGR sequences set the attributes (colours are skipped);
    /// OSC sequences (links) are dropped.
    package init(escaped capture: String) {
        lines = capture.split(separator: "\n", omittingEmptySubsequences: false).map(Self.line)
    }

    /// The attributes of each character of the first occurrence of `text` (on line `row`, if
    /// given), or nil when it is not there.
    package func attributes(of text: String, row: Int? = nil) -> [Attributes]? {
        let wanted = Array(text)
        let searched = row.map { $0 < lines.count ? [lines[$0]] : [] } ?? lines
        for line in searched {
            guard wanted.count <= line.text.count else { continue }
            for start in 0...(line.text.count - wanted.count)
            where Array(line.text[start..<start + wanted.count]) == wanted {
                return Array(line.attributes[start..<start + wanted.count])
            }
        }
        return nil
    }

    private static func line(_ escaped: Substring) -> Line {
        var text: [Character] = []
        var attributes: [Attributes] = []
        var current: Attributes = []
        var characters = Array(escaped)[...]
        while let character = characters.popFirst() {
            guard character == "\u{1B}" else {
                text.append(character)
                attributes.append(current)
                continue
            }
            switch characters.popFirst() {
            case "[":
                var parameters = ""
                while let next = characters.popFirst(), !next.isLetter { parameters.append(next) }
                apply(parameters, to: &current)
            case "]":
                // Up to BEL or ST (ESC \).
                while let next = characters.popFirst() {
                    if next == "\u{07}" { break }
                    if next == "\u{1B}" {
                        characters = characters.dropFirst()
                        break
                    }
                }
            default: break
            }
        }
        return Line(text: text, attributes: attributes)
    }

    private static func apply(_ parameters: String, to attributes: inout Attributes) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
            switch code {
            case 0: attributes = []
            case 1: attributes.insert(.bold)
            case 22: attributes.remove(.bold)
            case 4: attributes.insert(.underline)
            case 24: attributes.remove(.underline)
            case 7: attributes.insert(.reverse)
            case 27: attributes.remove(.reverse)
            // A colour's own numbers: 5;n or 2;r;g;b.
            case 38, 48, 58: codes = codes.dropFirst(codes.first == 5 ? 2 : 4)
            default: break
            }
        }
    }
}
