/// The extents of a lazy stack's children along its axis, for one cross-axis proposal: an
/// estimate for every child never measured, the measurement for the others, and where each
/// child starts. A start or a total costs O(log n), finding the child at a position
/// O(log² n), whatever the number of children, so a frame's work does not grow with the
/// content: this is what lets a list of a million rows scroll as cheaply as a list of a
/// thousand.
///
/// Positions come from a Fenwick tree of the differences between measurements and the
/// estimate, allocated on the first difference: a list whose rows all match the estimate
/// keeps no tree. Each measurement is kept with its child's id (one entry per child ever
/// measured), so that a change of count can carry it to where that id went.
struct ExtentIndex {
    let count: Int
    let estimate: Int
    let spacing: Int
    /// Measured children by index, with the id each measurement was taken from.
    private(set) var measured: [Int: (id: ElementID, extent: Int)] = [:]
    /// Fenwick tree (1-based) over `measured extent − estimate`; empty until a difference.
    private var differences: [Int] = []
    private var differenceTotal = 0

    /// The children a table of measurements is first made with room for: a carousel's window
    /// of them; a longer list grows from there.
    static let firstRoom = 8

    init(count: Int, estimate: Int, spacing: Int) {
        precondition(count >= 0 && estimate >= 0 && spacing >= 0, "extents and spacing are never negative")
        self.count = count
        self.estimate = estimate
        self.spacing = spacing
    }

    /// The extent of the child at `index`: measured, or the estimate.
    func extent(at index: Int) -> Int { measured[index]?.extent ?? estimate }

    /// Where the child at `index` starts (`index == count` gives the end of the last child
    /// plus one spacing).
    func start(of index: Int) -> Int {
        precondition(index >= 0 && index <= count, "index \(index) outside 0...\(count)")
        return index * (estimate + spacing) + differencePrefix(index)
    }

    /// The whole extent: every child and the spacing between them.
    var total: Int { count == 0 ? 0 : count * (estimate + spacing) - spacing + differenceTotal }

    /// The first child not wholly before `position`: the one whose extent (with its trailing
    /// spacing) reaches past it, or one that measures nothing right at it. The last child when
    /// `position` is past the end.
    func index(at position: Int) -> Int {
        guard count > 0 else { return 0 }
        // "Wholly before" holds for a prefix of the children (starts never decrease), so the
        // answer is found by bisection.
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if start(of: middle + 1) <= position && start(of: middle) < position {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Records the extent measured for the child at `index`; returns how much it moved every
    /// later child (0 when it equals what was assumed). Recording what is already there writes
    /// nothing, so an unchanged frame copies nothing.
    @discardableResult
    mutating func record(_ newExtent: Int, at index: Int, id: ElementID) -> Int {
        precondition(newExtent >= 0, "a measured extent is never negative")
        if let entry = measured[index], entry.extent == newExtent, entry.id == id { return 0 }
        let previous = extent(at: index)
        // Room for a window's children from the first: a table grown one child at a time is
        // made again at the second, the fourth, the seventh…
        if measured.isEmpty { measured = .init(minimumCapacity: min(count, Self.firstRoom)) }
        measured[index] = (id, newExtent)
        let change = newExtent - previous
        if change != 0 { addDifference(change, at: index) }
        return change
    }

    /// Drops the measurement of the child at `index`, which counts as the estimate again;
    /// returns how much that moved every later child. Only the naive policy forgets (it has no
    /// rule 3).
    @discardableResult
    mutating func forget(at index: Int) -> Int {
        guard let entry = measured.removeValue(forKey: index) else { return 0 }
        let change = estimate - entry.extent
        if change != 0 { addDifference(change, at: index) }
        return change
    }

    private func differencePrefix(_ index: Int) -> Int {
        guard !differences.isEmpty else { return 0 }
        var sum = 0
        var position = index
        while position > 0 {
            sum += differences[position]
            position &= position - 1
        }
        return sum
    }

    private mutating func addDifference(_ change: Int, at index: Int) {
        if differences.isEmpty { differences = Array(repeating: 0, count: count + 1) }
        differenceTotal += change
        var position = index + 1
        while position <= count {
            differences[position] += change
            position += position & -position
        }
    }
}
