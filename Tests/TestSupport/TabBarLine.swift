import Foundation

/// The bottom line: the tabs, then the key hints, which follow the focus. Tests that compare
/// a screen from before a focus move with one after compare the tabs alone.
package enum TabBarLine {
    package static let tabs = " Songs  Artists  Settings  About"

    /// The hints after the tabs on `line`, or nil when the line is not the bottom line.
    package static func hints(_ line: String) -> String? {
        guard line.hasPrefix(tabs) else { return nil }
        return String(line.dropFirst(tabs.count)).trimmingCharacters(in: .whitespaces)
    }

    /// The screen's lines with the hints taken off the bottom line.
    package static func withoutHints(_ lines: [String]) -> [String] {
        guard let last = lines.last, last.hasPrefix(tabs) else { return lines }
        return lines.dropLast() + [tabs]
    }
}
