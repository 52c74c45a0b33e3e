/// The run loop's focus, as the browser keeps it: the control that opened a page has the focus
/// again when Back returns to that page.
package struct FocusMemory {
    /// The id of the focused control (`.id(_:)`, or a list's row id), if it has one.
    let current: () -> AnyHashable?
    /// Focuses the control with this id once a frame lays it out.
    let restore: (AnyHashable) -> Void

    package init(current: @escaping () -> AnyHashable?, restore: @escaping (AnyHashable) -> Void) {
        self.current = current
        self.restore = restore
    }

    /// No run loop (a test of pages alone): nothing is kept.
    package static var none: FocusMemory { FocusMemory(current: { nil }, restore: { _ in }) }
}
