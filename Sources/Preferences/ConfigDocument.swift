/// The config file as the user wrote it: its lines kept exactly, so that a setting written
/// back changes one line and leaves every comment, blank line and order as it was.
///
/// The format is one `key = value` a line; a line whose first non-blank character is `#` is a
/// comment, and blank lines are kept. A value runs to the end of its line (a `#` in it is part
/// of it). When a key appears twice, the later line wins.
///
///     var document = ConfigDocument(text: "# mine\ntheme = dark\n")
///     document.set("images", to: "symbols")
///     document.text  // "# mine\ntheme = dark\nimages = symbols\n"
public struct ConfigDocument: Equatable, Sendable {
    /// One line: a setting, with what surrounds its value kept for writing it back, or any
    /// other line as written.
    enum Line: Equatable, Sendable {
        case setting(key: String, value: String, prefix: String, suffix: String)
        case other(String)
        case malformed(String)
    }

    private(set) var lines: [Line]
    /// How the file ends its lines, kept when it is written back: "\r\n" (one Character in
    /// Swift) for a file written on Windows, else "\n".
    private let lineEnding: Character

    public init(text: String) {
        lineEnding = text.contains("\r\n") ? "\r\n" : "\n"
        var raw = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if raw.last == "" { raw.removeLast() }
        lines = raw.map(Self.parse)
    }

    /// The empty document a new file starts as: a header that says the format and every key.
    public static func template(describing keys: [ConfigKey]) -> ConfigDocument {
        var text = """
            # ApproachNote's settings: one "key = value" a line; "#" begins a comment line.
            # Command-line options win over this file, and this file over the defaults.
            # Changing a setting in the application writes it here, keeping the rest.

            """
        for key in keys { text += "# \(key.name) = \(key.placeholder)   (\(key.summary))\n" }
        return ConfigDocument(text: text + "\n")
    }

    private static func parse(_ line: String) -> Line {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.first == "#" { return .other(line) }
        guard let equals = trimmed.firstIndex(of: "=") else { return .malformed(line) }
        let key = trimmed[..<equals].trimmingBlanks()
        guard !key.isEmpty, !key.contains(where: { $0 == " " || $0 == "\t" }) else { return .malformed(line) }
        let afterEquals = line[line.index(after: equals)...]
        let valueStart = afterEquals.firstIndex { $0 != " " && $0 != "\t" } ?? afterEquals.endIndex
        let rest = line[valueStart...]
        let value = rest.trimmingBlanks()
        return .setting(
            key: String(key), value: value, prefix: String(line[..<valueStart]),
            suffix: String(rest.dropFirst(value.count)))
    }

    /// Every setting in the file, in order, with its line number (from 1).
    public var settings: [(line: Int, key: String, value: String)] {
        lines.enumerated().compactMap { index, line in
            guard case .setting(let key, let value, _, _) = line else { return nil }
            return (index + 1, key, value)
        }
    }

    /// The line numbers (from 1) of lines that are neither a setting, a comment nor blank.
    public var malformedLines: [Int] {
        lines.enumerated().compactMap { index, line in
            if case .malformed = line { return index + 1 }
            return nil
        }
    }

    /// The value the file gives `key`: its last line's.
    public func value(of key: String) -> String? { settings.last { $0.key == key }?.value }

    /// Sets `key` on the line that gives it now (the last, if several), keeping what comes
    /// before the value; a key the file does not set yet is added at its end.
    public mutating func set(_ key: String, to value: String) {
        if let index = lines.lastIndex(where: { if case .setting(key, _, _, _) = $0 { true } else { false } }),
            case .setting(_, _, let prefix, let suffix) = lines[index]
        {
            lines[index] = .setting(key: key, value: value, prefix: prefix, suffix: suffix)
        } else {
            lines.append(.setting(key: key, value: value, prefix: "\(key) = ", suffix: ""))
        }
    }

    /// The file's text: every line as it was read but for those `set` changed.
    public var text: String {
        lines.map { line in
            switch line {
            case .setting(_, let value, let prefix, let suffix): prefix + value + suffix
            case .other(let text), .malformed(let text): text
            }
        }
        .map { $0 + String(lineEnding) }
        .joined()
    }
}

extension StringProtocol {
    func trimmingBlanks() -> String {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
