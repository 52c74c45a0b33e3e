import Platform

extension LayoutEngine {
    /// With `SelfChecks` on (every test), the engine checks its own rules after every frame, as
    /// swift-collections' types check theirs after every change: a broken rule stops the
    /// program at the frame that broke it, with what broke, rather than showing up frames later
    /// as a wrong screen. A user's program checks nothing.
    func checkInvariants() {
        guard SelfChecks.areOn else { return }
        let violations = invariantViolations()
        precondition(
            violations.isEmpty,
            "The layout engine broke its own rules in frame \(frameCount): \(violations.prefix(3).joined(separator: "; ")). "
                + "This is a bug in the engine, not in the views it was given: reproduce it with the tree of "
                + "this frame in a LayoutTests case.")
    }

    /// What is wrong with the state the last frame left, in words; empty when its rules hold:
    /// - every lazy stack's window lies within its content, its children in index order, and
    ///   each extent index it keeps covers the content's count;
    /// - the focused identity names a control if it names anything on screen.
    ///
    /// Sizes are not among them: content that cannot shrink is larger than a proposal that has
    /// run out (and is clipped), and the screen's root and a scroll view fill what they are
    /// given whatever their content measured.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        walkPlacedNodes { node in
            if let problems = node.lazy?.windowProblems, !problems.isEmpty {
                violations += problems.map { "\(node.path): \($0)" }
            }
            if node.identity == focusState.identity, !node.isControl {
                violations.append("the focus names \(node.path), which is not a control")
            }
            return true
        }
        return violations
    }
}
