/// The retained counterpart of an element: kept across frames by identity, it caches
/// measurements by proposal and remembers where it was placed.
final class Node {
    var element: Element
    let identity: Int
    /// Where the node was first made among its siblings: its name in diagnostics, when it has
    /// no id of its own.
    let position: Int
    /// The parent, while it lives: a child the tree dropped may outlive it, held by the
    /// engine's lists of the last frame, and then finds none.
    var parent: Node? { parentLink?.node }
    private let parentLink: ParentLink?
    /// What this node's children hold of it, made with the first of them.
    private var linkForChildren: ParentLink?
    var children: [Node] = []
    var lazy: LazyStackState?
    /// For a child of a lazy stack: its index in the stack's content.
    var lazyIndex: Int?
    /// The stack axis of the parent, for spacers. Declared after the index, in the room its
    /// last word leaves, as the placement flags are after the proposal: the one-byte fields
    /// take no word of their own.
    var parentAxis: Axis?
    /// For a child of a lazy stack: the evaluation of the page its element was made in.
    var madeInEvaluation = -1

    /// Layout results by proposal: a node's size depends only on its content and the proposal
    /// (rule 1), so an entry stays valid until the content changes.
    var measurements = MeasurementCache()
    /// The frame in which this node was last counted as measured, and how many sizes it
    /// computed in that frame.
    var measuredInFrame = -1
    var measurementsInFrame = 0
    var frame = Rect.zero
    /// The proposal the node was last placed with, and the visible part of the screen then.
    var placedProposal: Proposal?
    /// Whether something below the node changed since it was placed, and whether it ever was.
    var needsPlacement = true
    var isPlaced = false
    var placedVisible = Rect.zero
    /// The frame in which this node was last placed: a node placed again in the same frame
    /// with the same rectangle, proposal and visible area, and nothing changed below
    /// (`needsPlacement`), would be placed exactly as before, so it is skipped. That makes a
    /// second pass cost what changed, not the whole tree.
    var placedInFrame = -1
    /// Text nodes: the lines last laid out and the width they were laid out for, so drawing
    /// an unchanged text does not wrap it again.
    var textLines: (width: Int, lines: [TextLayout.Line])?

    /// A node's size for one proposal, with what it proposed to each child and the size each
    /// child answered: placement replays exactly this, so placing measures nothing new.
    struct Measurement {
        let size: Size
        /// In the children's order: one array, where a size and a proposal apiece took two.
        let children: [ChildAnswer]

        init(size: Size, children: [ChildAnswer] = []) {
            self.size = size
            self.children = children
        }
    }

    /// What a node offered one child, and the size the child answered.
    struct ChildAnswer {
        var proposal: Proposal
        var size: Size
    }

    init(element: Element, identity: Int, position: Int, parent: Node?) {
        self.element = element
        self.identity = identity
        self.position = position
        parentLink = parent?.link()
    }

    deinit { linkForChildren?.node = nil }

    private func link() -> ParentLink {
        if let linkForChildren { return linkForChildren }
        let made = ParentLink(self)
        linkForChildren = made
        return made
    }

    /// What this node is called in diagnostics: its kind and its id or position. Made only
    /// when a diagnostic asks, since most nodes are never named.
    var name: String { LayoutEngine.name(of: element, position: position) }

    var path: String {
        var names: [String] = []
        var node: Node? = self
        while let current = node {
            names.append(current.name)
            node = current.parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// The children the last layout placed, in order: a lazy stack's built window, or all.
    var laidOutChildren: [Node] { lazy?.built ?? children }

    var isControl: Bool {
        if case .control = element.kind { return true }
        return false
    }

    /// Drops this node's measurements and its ancestors' (their sizes may depend on it).
    func invalidateUpwards() {
        var node: Node? = self
        while let current = node {
            current.clearMeasurements()
            current.needsPlacement = true
            node = current.parent
        }
    }

    /// Forgets every cached size, and so which cross-axis proposals a lazy stack answered.
    func clearMeasurements() {
        measurements.removeAll()
        lazy?.measuredCrossProposals.removeAll()
    }

    /// Marks this node and its ancestors to be placed again in the next pass, though no size
    /// changed (a scroll view moved its content).
    func markNeedsPlacement() {
        var node: Node? = self
        while let current = node {
            current.needsPlacement = true
            node = current.parent
        }
    }

    /// Whether this node is still part of the layout under `ancestor`: every node on the way
    /// up is among its parent's laid-out children. A child a lazy stack dropped, or one an
    /// evaluation replaced, keeps its parent pointer but is no longer live. `orOnlyUnbuilt`
    /// counts a child the lazy stack dropped but still holds the id of at its index (scrolled
    /// away): it is still the page's.
    func isLive(under ancestor: Node, orOnlyUnbuilt: Bool = false) -> Bool {
        var node = self
        while node !== ancestor {
            guard let parent = node.parent else { return false }
            if let lazy = parent.lazy {
                guard let index = node.lazyIndex else { return false }
                if lazy.builtChild(at: index) !== node {
                    guard orOnlyUnbuilt, index < lazy.content.count, lazy.content.id(index) == node.element.explicitID
                    else { return false }
                }
            } else if !parent.children.contains(where: { $0 === node }) {
                return false
            }
            node = parent
        }
        return true
    }
}
