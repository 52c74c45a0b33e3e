import Foundation

/// Waits for a condition, never for time: `condition` is looked at every `interval` until it
/// holds or `seconds` pass (a deadline for a machine that stopped, not a delay).
package enum Waiting {
    /// Whether `condition` came to hold within `seconds`.
    @discardableResult
    package static func until(
        seconds: Double = 120, interval: useconds_t = 10_000, _ condition: () throws -> Bool
    ) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while try !condition() {
            guard Date() < deadline else { return false }
            usleep(interval)
        }
        return true
    }
}
