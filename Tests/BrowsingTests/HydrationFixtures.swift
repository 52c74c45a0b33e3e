@testable import Browsing

/// One millisecond on the scheduler's nanosecond clock.
let ms: UInt64 = 1_000_000

extension HydrationPolicy {
    /// The defaults, but the first screen after the shell waits for the debounce like any
    /// other: for tests of the debounce itself.
    static let debouncingEveryScreen = HydrationPolicy(firstScreenAtOnce: false)
}

enum Hydration {
    /// `count` ids "prefix000", "prefix001", … in order.
    static func ids(_ prefix: String, _ count: Int) -> [String] {
        (0..<count).map { number in
            let digits = String(number)
            return prefix + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        }
    }

    /// A scheduler whose page "song/1" is open and whose shell of `shell` landed at `now`.
    static func loaded(
        _ shell: [String] = [], policy: HydrationPolicy = HydrationPolicy(), at now: UInt64 = 0
    ) -> HydrationScheduler {
        var scheduler = HydrationScheduler(policy: policy)
        let visit = scheduler.open("song/1")!
        _ = scheduler.shellLanded(shell, visit: visit, now: now)
        return scheduler
    }
}
