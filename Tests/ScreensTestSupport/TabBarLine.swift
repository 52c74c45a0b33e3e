import Foundation

/// The bottom line: the tabs, then the key hints, which follow the focus. Tests that compare
/// a screen from before a focus move with one after compare the tabs alone.
package enum TabBarLine {
    /// The tabs as a wide screen shows them, each padded.
    package static let tabs = " Songs  Artists  Settings  About  Library"
    /// The tabs as a narrow screen shows them, a space apart.
    package static let compactTabs = "Songs Artists Settings About Library"

    /// The tabs `line` begins with, if it is the bottom line.
    package static func tabs(of line: String) -> String? { [tabs, compactTabs].first { line.hasPrefix($0) } }

    /// The hints after the tabs on `line`, or nil when the line is not the bottom line.
    package static func hints(_ line: String) -> String? {
        guard let tabs = tabs(of: line) else { return nil }
        return String(line.dropFirst(tabs.count)).trimmingCharacters(in: .whitespaces)
    }

    /// The screen's lines with the hints taken off the bottom line.
    package static func withoutHints(_ lines: [String]) -> [String] {
        guard let last = lines.last, let tabs = tabs(of: last) else { return lines }
        return lines.dropLast() + [tabs]
    }
}
