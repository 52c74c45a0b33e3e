/// Something a view did that the engine could handle but its author should fix: a layout that
/// did not settle within the pass bound, or children that share an id.
public struct LayoutDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// The node was still changing in the last pass the frame allowed; `values` are the
        /// sizes (or offsets) it went through this frame.
        case unsettled(values: [String], passes: Int)
        /// Children of one stack share `id`, at these positions. Each is still shown; the
        /// later ones are known by their position as well.
        case duplicateID(String, positions: [Int])
    }

    public let nodePath: String
    public let problem: Problem

    /// The values an unsettled node went through (empty for other problems).
    public var values: [String] {
        if case .unsettled(let values, _) = problem { return values }
        return []
    }

    public var description: String {
        switch problem {
        case .unsettled(let values, let passes):
            "Layout did not settle within \(passes) passes: \(nodePath) kept changing (\(values.joined(separator: " → "))). "
                + "The last layout was kept. A view's size must depend only on its content and the proposal, "
                + "never on where it is placed; measure once and store the result, or give it a fixed frame."
        case .duplicateID(let id, let positions):
            "Children of \(nodePath) share the id \(id) (positions \(positions.map(String.init).joined(separator: ", "))). "
                + "All are shown, but state kept by identity (focus, scroll offsets) cannot tell them apart: "
                + "give each child a unique id."
        }
    }
}
