/// The retained counterpart of an element: kept across frames by identity, it caches
/// measurements by proposal and remembers where it was placed.
final class Node {
    var element: Element
    let identity: Int
    /// What this node is called in diagnostics: its kind and its id or position.
    let name: String
    weak var parent: Node?
    var children: [Node] = []
    var lazy: LazyStackState?
    /// The stack axis of the parent, for spacers and dividers.
    var parentAxis: Axis?

    /// Layout results by proposal: a node's size depends only on its content and the proposal
    /// (rule 1), so an entry stays valid until the content changes.
    var measurements = MeasurementCache()
    /// The frame in which this node was last counted as measured.
    var measuredInFrame = -1
    var frame = Rect.zero
    /// The proposal the node was last placed with.
    var placedProposal: Proposal?
    /// For custom leaves: the origin their last measurement assumed.
    var measuredAtOrigin: Point?
    var isPlaced = false
    /// Text nodes: the lines last laid out and the width they were laid out for, so drawing
    /// an unchanged text does not wrap it again.
    var textLines: (width: Int, lines: [TextLayout.Line])?

    /// A node's size for one proposal, with what it proposed to each child and the size each
    /// child answered: placement replays exactly this, so placing measures nothing new.
    struct Measurement {
        let size: Size
        let childSizes: [Size]
        let childProposals: [Proposal]

        init(size: Size, childSizes: [Size] = [], childProposals: [Proposal] = []) {
            self.size = size
            self.childSizes = childSizes
            self.childProposals = childProposals
        }
    }

    init(element: Element, identity: Int, name: String, parent: Node?) {
        self.element = element
        self.identity = identity
        self.name = name
        self.parent = parent
    }

    var path: String {
        var names: [String] = []
        var node: Node? = self
        while let current = node {
            names.append(current.name)
            node = current.parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// Drops this node's measurements and its ancestors' (their sizes may depend on it).
    func invalidateUpwards() {
        var node: Node? = self
        while let current = node {
            current.measurements.removeAll()
            node = current.parent
        }
    }
}

/// What a lazy stack remembers between frames (rules 2–4): the extent of every child ever
/// measured, by identity, and the widest cross extent seen while its content is unchanged.
final class LazyStackState {
    var content: LazyContent
    var built: [AnyHashable: Node] = [:]
    private var indexByID: [AnyHashable: Int]?

    /// Child id → index, for the current content; built on first use (reconciling changed
    /// content, scrolling to an id), not for every stack that is built.
    var indexOfID: [AnyHashable: Int] {
        if let indexByID { return indexByID }
        var index: [AnyHashable: Int] = [:]
        index.reserveCapacity(content.count)
        for position in 0..<content.count { index[content.id(position)] = position }
        indexByID = index
        return index
    }
    var extents: [AnyHashable: Int] = [:]
    /// Per index: the measured extent, or nil for an estimate. Rebuilt when content changes.
    var indexExtents: [Int?]
    /// The widest child measured at placement, per cross-axis proposal: what the stack keeps
    /// claiming across for that proposal while its content is unchanged, even when the widest
    /// child has scrolled away (rule 4).
    var crossExtents: [Int?: Int] = [:]
    var contentHash: Int

    init(content: LazyContent, contentHash: Int) {
        self.content = content
        self.contentHash = contentHash
        indexExtents = Array(repeating: nil, count: content.count)
    }

    /// New content: keep what was measured for ids still present (rule 3); the cross extents
    /// start again from the declared one, since "only grows" holds only for unchanged content.
    func update(_ content: LazyContent, contentHash: Int) {
        guard contentHash != self.contentHash else {
            self.content = content
            return
        }
        self.content = content
        self.contentHash = contentHash
        indexByID = nil
        indexExtents =
            extents.isEmpty
            ? Array(repeating: nil, count: content.count) : (0..<content.count).map { extents[content.id($0)] }
        crossExtents.removeAll()
    }

    func crossExtent(for proposal: Int?) -> Int { max(content.declaredCrossExtent ?? 0, crossExtents[proposal] ?? 0) }

    func extent(at index: Int) -> Int { indexExtents[index] ?? content.estimatedExtent }

    func totalExtent(spacing: Int) -> Int {
        var total = 0
        for index in indexExtents.indices { total += extent(at: index) }
        return total + spacing * max(0, content.count - 1)
    }
}
