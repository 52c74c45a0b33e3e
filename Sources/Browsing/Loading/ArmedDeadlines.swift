/// The wake-ups a pipeline has asked its executor for that have not fired yet.
///
/// A new one is armed only when the scheduler's next deadline comes before every armed one:
/// a later deadline is reached by waking at the earlier one and asking again. So a debounce
/// restarted by every scroll step does not pile up timers, and an idle pipeline arms none.
struct ArmedDeadlines {
    private var deadlines: [UInt64] = []

    /// The deadline to arm for `next`, now recorded as armed; nil when there is nothing to
    /// wait for or an armed wake-up comes no later.
    mutating func arm(for next: UInt64?) -> UInt64? {
        guard let next, !deadlines.contains(where: { $0 <= next }) else { return nil }
        deadlines.append(next)
        return next
    }

    /// The wake-up for `deadline` fired.
    mutating func fired(_ deadline: UInt64) {
        if let index = deadlines.firstIndex(of: deadline) { deadlines.remove(at: index) }
    }
}
