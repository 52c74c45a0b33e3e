/// Which of `LayoutEngine`'s convergence rules hold: all of them, or only those the original
/// SwiftUI app had, to show how it wedged.
public enum LayoutPolicy: String, CaseIterable, Sendable {
    /// The convergence contract, rules 1–6 of `LayoutEngine`. A measured extent outlives its
    /// child's leaving the window, a lazy stack's cross extent is declared or the largest
    /// measured so far, and a scroll view keeps its anchor still. A re-placement can only
    /// replace estimates, grow a bound or move an offset onto its anchor, so frames settle.
    case `default`
    /// A model of the original app's failure. Rules 3, 4 and 5 are off:
    /// - a child that leaves a lazy stack's window counts as its estimate again;
    /// - a lazy stack claims across what the children built now claim (at least its declared
    ///   extent), so it shrinks as well as grows;
    /// - a scroll view keeps its offset into the content, not its anchor, as SwiftUI's does, so
    ///   a size change above the viewport moves what is on screen.
    /// Building a child then changes sizes that change what is built, and a re-placement can
    /// undo an earlier one: a frame can go back and forth for many more passes than the bound
    /// allows, or for ever, where the original spun on the main thread. The rest of the engine
    /// (the window chosen from the stack's own viewport, the measurement cache, the pass bound
    /// and its diagnostics) works as in `.default`.
    case naive

    /// Rule 3: a measured extent is remembered when its child leaves the window.
    var remembersExtents: Bool { self == .default }

    /// Rule 4: a lazy stack's cross extent only grows while its content is unchanged.
    var crossExtentOnlyGrows: Bool { self == .default }

    /// Rule 5: a scroll view keeps its first visible child where it was in the viewport.
    var anchorsScroll: Bool { self == .default }

    /// A frame that evaluated nothing leaves where they are the nodes that nothing moved since
    /// the last frame. Only under the rules that make a placement settle: placed again, the
    /// naive model's layout may differ from its last frame's, as the original app's did.
    var keepsSettledPlacement: Bool { self == .default }
}
