/// A child's way to its parent, cleared as the parent goes: what a weak reference would give,
/// without one. A node that is the target of a weak reference keeps its reference counts in a
/// side table, and every retain and release of it takes the slow path; every parent would be
/// one, and parents are retained and released throughout each frame. The parent's `deinit`
/// clears the link its children share, so a child never reads a parent that is gone.
final class ParentLink {
    unowned(unsafe) var node: Node?

    init(_ node: Node) { self.node = node }
}
