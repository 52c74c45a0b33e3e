/// What the engine keeps between frames, by concern. Each is plain data: the rules that read
/// and change it are the engine's (its focus, text-editing and scroll extensions), which may
/// touch several of these in one step.

/// The focus: which control has it, what asked to move it before the frame that can, and
/// where it was last found.
struct FocusState {
    /// The focused control's node identity.
    var identity: Int?
    /// The id of a control to focus as soon as a frame shows it (`requestFocus(id:)`), and
    /// how many more frames may try.
    var pendingID: ElementID?
    var pendingFrames = 0
    /// A jump to an end of a scroll view, whose control is focused once it is laid out.
    var pendingEdge: EdgeFocusRequest?
    /// The focusable controls of a frame (by `frameCount`), found on first use: keys that
    /// arrive between two frames all ask.
    var focusableCache: (frame: Int, nodes: [Node])?
    /// The focused node as last found in the tree (`placedFocusedNode()`), kept when it leaves
    /// the tree: an evaluation that gives the control another identity (a row made above it)
    /// does not take the focus from it (`keepFocusByID`).
    var lastPlacedNode: Node?
    /// Whether a node of the focused identity was made since `lastPlacedNode` was found:
    /// until one is, a focused node that left the layout (a card scrolled away) has no other
    /// to be found, and nothing is searched for it.
    var remadeSinceFound = false
    /// When a walk last found no placed node of the focused identity: asked again before
    /// anything more is placed (the frame's focus lines and its scroll views each ask, while
    /// the focused card is scrolled away), the answer is the same.
    var missedWalk: FocusWalkMoment?
}

/// A moment of the layout, as far as finding a node goes: what is placed changes only as
/// nodes are placed, and each frame counts its placements from nothing.
struct FocusWalkMoment: Equatable {
    let frame: Int
    let placements: Int
    let identity: Int
}

/// The text fields' editing, by node identity.
struct TextEditingState {
    /// Where each field's cursor is, in characters.
    var cursors: [Int: Int] = [:]
    /// The first column shown, so a field narrower than its text scrolls to keep the cursor
    /// in view.
    var scrollColumns: [Int: Int] = [:]
    /// The text a field's last edit reported, until the page is evaluated again.
    var editedTexts: [Int: String] = [:]
}

/// The scroll views' own state, and the requests made of them by id.
struct ScrollRequests {
    /// Each scroll view's offset, anchors and pending request, by node identity.
    var states: [Int: ScrollState] = [:]
    /// Requests for scroll views not laid out yet (a page still loading), by the id asked
    /// for: each is taken by the first scroll view with that id placed.
    var unplacedTargets: [ElementID: ScrollTarget] = [:]
    /// The scroll views as last found by their ids (`scrollViewNode`): a page may ask for its
    /// own at every frame (a scroll bar), and a walk of the whole tree each time grows with the
    /// page.
    var knownViews: [ElementID: WeakNode] = [:]

    struct WeakNode {
        weak var node: Node?
    }
}
