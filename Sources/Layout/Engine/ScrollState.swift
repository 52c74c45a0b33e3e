/// What a scroll view keeps between frames, by identity: where its content is, what was asked
/// of it since the last frame, and the anchors that keep what is on screen still.
final class ScrollState {
    /// The offset the content was last placed with.
    var offset = 0
    /// Wheel, keys and focus moves since the last frame, applied relative to the anchor.
    var pendingDelta = 0
    /// A scroll-to-id request, honoured in every pass of the next frame.
    var target: ScrollTarget?
    /// The first visible content when the last frame ended, outermost first (a lazy stack's
    /// child, then a lazy stack's child inside it, …).
    var anchors: [ScrollAnchor] = []
    /// The control focused when the last frame ended: when the focus moves before the next
    /// frame, that frame keeps the newly focused control in view.
    var focusAtLastFrame: Int?
    /// The focused control the content is placed to keep in view (it was in view, or the
    /// focus just moved to it), whatever the anchor does; nil once the user scrolls away.
    weak var focusInView: Node?
    /// How far the content could scroll when it was last placed: what the wheel can use.
    var maxOffset = 0
    /// The frame whose input (`pendingDelta`) has been turned into anchor positions.
    var preparedFrame = -1
    /// The last frame that laid the scroll view out with some of it on screen.
    var shownFrame = -1
    /// The scroll view as last placed: marked to be placed again when it is asked to move.
    weak var node: Node?
}

/// A child of the content and where its start was in the viewport. The scroll view places the
/// content so that it stays there while measurements replace estimates above it, shelves open
/// or close above it, the terminal is resized, or data arrives: only an explicit scroll moves
/// it (the anchoring of Flutter's and Compose's lazy lists).
struct ScrollAnchor {
    /// A lazy stack's child is known by its stack, index and id, since the child itself is
    /// dropped when it leaves the window; any other node is kept by reference.
    weak var stack: Node?
    let index: Int
    let id: ElementID?
    weak var node: Node?
    /// The anchored start relative to the viewport's start (negative when partly scrolled off).
    var viewportOffset: Int
}

/// `scroll(_:to:anchor:)`: the child to bring into view and where in the viewport to put it,
/// with where it was found (so the next pass does not search again): a node with that id, or
/// a lazy stack and the index of the child with that id.
struct ScrollTarget {
    let id: ElementID
    let placement: ScrollPlacement
    weak var node: Node?
    weak var stack: Node?
    var index = 0
    /// Where the caller said the child is in its lazy stack's content: looked at first, so
    /// that finding a child of a long stack costs the child, not the stack.
    var hint: Int?
    var searchedEverywhere = false
    /// What was scrolled in the same frame as the request, applied after it.
    var delta = 0
    /// Whether the last pass left the request unmet: the child was not found (not laid out
    /// yet), or the content was too short to scroll that far.
    var isUnmet = false
    /// Kept from an earlier frame because it was unmet: content arriving later (a section
    /// loading above or below) must not leave the request undone. The user's own scroll or
    /// focus move ends it.
    var carriedOver = false
}

/// Where a scroll request puts its child in the viewport.
enum ScrollPlacement {
    /// Its start at the viewport's start, its middle at the middle, or its end at the end.
    case aligned(Alignment)
    /// Wholly in view, moving the content as little as possible; its start at the viewport's
    /// start when it is longer than the viewport (a disclosure revealing what it opened).
    case wholeInView
}
