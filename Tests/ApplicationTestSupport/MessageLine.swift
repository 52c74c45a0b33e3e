import Foundation

/// The message line at the top of the screen as it reads: it may wrap onto a second line, so
/// its two lines are joined, each trimmed, with a space.
package enum MessageLine {
    package static func text(of screen: String) -> String {
        screen.split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
