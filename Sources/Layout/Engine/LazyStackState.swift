/// What a lazy stack remembers between frames (rules 2–4): the children built in its last
/// window, the extent of every child it measured (per cross-axis proposal, since a row's
/// height depends on the width it is given), and the widest cross extent seen.
///
/// Nothing here visits every child in a frame: a frame costs what is on screen, however long
/// the list. The content's ids are not hashed up front: a child is measured again whenever it
/// is built, and the stack notices new content by the ids of the children it builds.
final class LazyStackState {
    private(set) var content: LazyContent
    private(set) var spacing: Int
    /// The children of the last window, in index order from `builtStart`.
    var built: [Node] = []
    var builtStart = 0
    /// Children that recently left the window, by identity: a child that comes back (the
    /// window moving between passes, a scroll back) keeps its measurements and the state of
    /// the stacks inside it, instead of starting again from estimates.
    private var retired: [Int: Node] = [:]
    private var retiredOrder: [Int] = []
    /// How many left children are kept, at least; more when the window holds more.
    static let minimumRetired = 32
    /// Measured extents per cross-axis proposal; the few most recent proposals are kept, so
    /// a terminal resized back and forth finds its measurements again.
    private var extentIndexes: [Int?: ExtentIndex] = [:]
    private var recentCrossProposals: [Int?] = []
    static let rememberedCrossProposals = 8
    /// The widest child measured per cross-axis proposal: what the stack keeps claiming across
    /// for that proposal while its content is unchanged, even when the widest child has
    /// scrolled away (rule 4).
    var crossExtents: [Int?: Int] = [:]
    /// The cross-axis proposals the stack was measured with: when a newly built child is wider
    /// than what was answered for one of them, the parent that asked must ask again.
    var measuredCrossProposals: Set<Int?> = []
    init(content: LazyContent, spacing: Int) {
        self.content = content
        self.spacing = max(0, spacing)
    }

    /// Keeps children that left the window, dropping the oldest beyond the limit.
    func retire(_ nodes: [Node]) {
        // Room for a batch at once (a window's worth when the page jumps), doubling as the
        // tables grow: appended a child at a time, a batch would make each table again at
        // several doublings.
        let needed = retiredOrder.count + nodes.count
        if retiredOrder.capacity < needed { retiredOrder.reserveCapacity(max(needed, 2 * retiredOrder.capacity)) }
        if retired.capacity < retired.count + nodes.count {
            retired.reserveCapacity(max(retired.count + nodes.count, 2 * retired.capacity))
        }
        for node in nodes where retired.updateValue(node, forKey: node.identity) == nil {
            retiredOrder.append(node.identity)
        }
        let limit = max(Self.minimumRetired, 2 * built.count)
        if retiredOrder.count > limit {
            for identity in retiredOrder.prefix(retiredOrder.count - limit) { retired.removeValue(forKey: identity) }
            retiredOrder.removeFirst(retiredOrder.count - limit)
        }
    }

    /// A child kept aside (left the window, or built as a sample), without taking it back.
    func retiredChild(_ identity: Int) -> Node? { retired[identity] }

    /// A child that left the window, taken back.
    func takeRetired(_ identity: Int) -> Node? {
        guard let node = retired.removeValue(forKey: identity) else { return nil }
        retiredOrder.removeAll { $0 == identity }
        return node
    }

    /// The child built at `index` in the last window, if any.
    func builtChild(at index: Int) -> Node? { LazyWindow(start: builtStart, nodes: built).node(at: index) }

    /// New content. The same count, estimate and spacing keep every measurement (a child is
    /// measured again when it is built). A new estimate says the children's sizes changed (a
    /// page whose shelves all opened): every measurement is dropped, since a child is made
    /// again only when it is built, and one measured before would stand for what it showed
    /// then. Otherwise each measurement is kept where its id still is: at the same index, or
    /// shifted by the change in count (items added or removed before it); the others are
    /// measured again when they come into view. This costs the children measured so far, once
    /// per change of the content, never per frame.
    func update(_ newContent: LazyContent, spacing newSpacing: Int) {
        let old = content
        content = newContent
        let newSpacing = max(0, newSpacing)
        guard
            old.count != newContent.count || old.estimatedExtent != newContent.estimatedExtent || spacing != newSpacing
        else { return }
        spacing = newSpacing
        let shift = newContent.count - old.count
        countShift = shift
        let keepsMeasurements = old.estimatedExtent == newContent.estimatedExtent
        for (proposal, index) in extentIndexes {
            var rebuilt = ExtentIndex(
                count: newContent.count, estimate: newContent.estimatedExtent, spacing: newSpacing)
            for (position, entry) in index.measured where keepsMeasurements {
                for candidate in [position, position + shift]
                where candidate >= 0 && candidate < newContent.count && newContent.id(candidate) == entry.id {
                    rebuilt.record(entry.extent, at: candidate, id: entry.id)
                    break
                }
            }
            extentIndexes[proposal] = rebuilt
        }
        crossExtents.removeAll()
    }

    /// The last change in count: children known by index (anchors) are looked for there too,
    /// so items added before them in bulk do not lose them.
    private(set) var countShift = 0

    /// The content changed under the same count (a built child's id moved): widths measured
    /// for the old content no longer bound the new one.
    func contentReplaced() { crossExtents.removeAll() }

    /// What breaks the stack's rules, in words; empty (and nothing allocated) when they hold:
    /// the window lies within the content, its children in index order, and each extent index
    /// covers the content. The engine checks this after every frame while `SelfChecks` are on.
    var windowProblems: [String] {
        var problems: [String] = []
        let count = content.count
        if builtStart < 0 || builtStart + built.count > count {
            problems.append("built children \(builtStart)..<\(builtStart + built.count) of \(count)")
        }
        for (offset, child) in built.enumerated() where child.lazyIndex != builtStart + offset {
            problems.append(
                "its child at \(builtStart + offset) says it is at \(child.lazyIndex.map(String.init) ?? "no index")")
        }
        for index in extentIndexes.values where index.count != count {
            problems.append("it keeps an extent index of \(index.count) children for \(count)")
        }
        return problems
    }

    func crossExtent(for proposal: Int?) -> Int { max(content.declaredCrossExtent ?? 0, crossExtents[proposal] ?? 0) }

    /// The extents for a cross-axis proposal. A proposal the stack was never placed with (a
    /// parent probing it, a new width after a resize) starts from the extents of the last
    /// placement: children measured at another width are a better guess than the estimate,
    /// and a parent's probes then agree with what placement will find.
    func extents(for proposal: Int?) -> ExtentIndex {
        extentIndexes[proposal] ?? lastPlacedCrossProposal.flatMap { extentIndexes[$0] }
            ?? ExtentIndex(count: content.count, estimate: content.estimatedExtent, spacing: spacing)
    }

    /// The cross-axis proposal of the last placement.
    var lastPlacedCrossProposal: Int??

    /// Records a measured extent; returns how far it moved the children after it.
    @discardableResult
    func record(_ extent: Int, at index: Int, id: ElementID, across proposal: Int?) -> Int {
        // The usual case, a proposal the stack was last placed with: found once, and its
        // extents changed where they are.
        if recentCrossProposals.last == proposal, let found = extentIndexes.index(forKey: proposal) {
            return extentIndexes.values[found].record(extent, at: index, id: id)
        }
        if extentIndexes[proposal] == nil {
            let seed = extents(for: proposal)
            // The least recently used goes, never the one the stack was last placed with:
            // that one is what positions and probes rely on.
            if recentCrossProposals.count >= Self.rememberedCrossProposals,
                let oldest = recentCrossProposals.firstIndex(where: { $0 != lastPlacedCrossProposal })
            {
                let evicted = recentCrossProposals.remove(at: oldest)
                extentIndexes.removeValue(forKey: evicted)
                crossExtents.removeValue(forKey: evicted)
            }
            recentCrossProposals.append(proposal)
            extentIndexes[proposal] = seed
        } else if recentCrossProposals.last != proposal, let used = recentCrossProposals.firstIndex(of: proposal) {
            recentCrossProposals.append(recentCrossProposals.remove(at: used))
        }
        return extentIndexes[proposal]!.record(extent, at: index, id: id)
    }

    /// The naive policy's lack of rule 3: the child at `index` left the window, and every
    /// proposal's extents take its estimate again. Returns whether any of them moved (a size
    /// the stack answered is then out of date).
    func forget(at index: Int) -> Bool {
        var moved = false
        for proposal in Array(extentIndexes.keys) {
            if extentIndexes[proposal]!.forget(at: index) != 0 { moved = true }
        }
        return moved
    }

    /// The index of the child with this id: first near `hint` (where it was last seen), then
    /// anywhere. Searching everywhere costs the length of the content, which is why only
    /// explicit requests (scroll to an id) search everywhere, never a frame on its own.
    func index(of id: ElementID, near hint: Int?) -> Int? {
        if let hint, let found = nearbyIndex(of: id, near: hint) { return found }
        return (0..<content.count).first { content.id($0) == id }
    }

    /// How far from its last index an anchored child is looked for before giving up on it.
    static let nearbySearch = 64

    /// Like `index(of:near:)`, but never searching the whole content: for a frame's own use.
    /// Looks where the child was, and where the last change in count would have moved it.
    func nearbyIndex(of id: ElementID, near hint: Int) -> Int? {
        let count = content.count
        let isThere = { (candidate: Int) in candidate >= 0 && candidate < count && self.content.id(candidate) == id }
        // Nearest first, so where it was is the first look (nearly always the last too: every
        // frame asks again for each anchor).
        func search(around center: Int) -> Int? {
            if isThere(center) { return center }
            for distance in 1...Self.nearbySearch {
                if isThere(center - distance) { return center - distance }
                if isThere(center + distance) { return center + distance }
            }
            return nil
        }
        return search(around: hint) ?? (countShift == 0 ? nil : search(around: hint + countShift))
    }
}
