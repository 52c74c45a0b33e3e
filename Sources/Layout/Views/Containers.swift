/// Children one above the other, laid out eagerly.
public struct VStack: View {
    public let body: Element
    public init(alignment: Alignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> [Element]) {
        body = Stacks.eager(.vertical, alignment, spacing, content())
    }
}

/// Children side by side, laid out eagerly.
public struct HStack: View {
    public let body: Element
    public init(alignment: Alignment = .leading, spacing: Int = 1, @ViewBuilder content: () -> [Element]) {
        body = Stacks.eager(.horizontal, alignment, spacing, content())
    }
}

/// Children on top of each other, the first at the back, aligned (centred by default).
struct ZStack: View {
    let body: Element
    init(
        horizontal: Alignment = .center, vertical: Alignment = .center, @ViewBuilder content: () -> [Element]
    ) {
        let children = content()
        body = Element(.zstack(horizontal: horizontal, vertical: vertical, children)) { hasher in
            hasher.combine(horizontal)
            hasher.combine(vertical)
            for child in children { hasher.combine(child.contentHash) }
        }
    }
}

extension View {
    /// Draws `content` over this view at its ideal size, aligned; the result is as large as
    /// the larger of the two (a badge on a card, a "Reloading…" pill over a list).
    public func overlay(
        horizontal: Alignment = .center, vertical: Alignment = .center, @ViewBuilder content: () -> Element
    ) -> Element {
        let base = element
        let top = content()
        return ZStack(horizontal: horizontal, vertical: vertical) {
            base
            top.fixedSize()
        }
        .element
    }
}

/// Children one above the other, built only while they are in view (plus a small margin).
/// Unbuilt children count as `estimatedItemExtent` rows; a measured child's height is
/// remembered by its id. The width is `crossExtent` when given, otherwise the widest child
/// measured so far.
public struct LazyVStack: View {
    public let body: Element
    @inlinable
    public init<Data, ID>(
        alignment: Alignment = .leading, spacing: Int = 0, estimatedItemExtent: Int = 1, crossExtent: Int? = nil,
        content: () -> ForEach<Data, ID>
    ) {
        body = Stacks.lazy(
            .vertical, alignment, spacing,
            content().lazyContent(estimatedExtent: estimatedItemExtent, crossExtent: crossExtent))
    }
}

/// Children side by side, built only while they are in view; see `LazyVStack`.
public struct LazyHStack: View {
    public let body: Element
    @inlinable
    public init<Data, ID>(
        alignment: Alignment = .leading, spacing: Int = 1, estimatedItemExtent: Int = 1, crossExtent: Int? = nil,
        content: () -> ForEach<Data, ID>
    ) {
        body = Stacks.lazy(
            .horizontal, alignment, spacing,
            content().lazyContent(estimatedExtent: estimatedItemExtent, crossExtent: crossExtent))
    }
}

/// A viewport onto content that may be longer than it along `axis`, clipped and scrolled by
/// an offset the engine keeps per identity.
public struct ScrollView: View {
    public let body: Element
    public init(_ axis: Axis = .vertical, @ViewBuilder content: () -> Element) {
        let child = content().flattenedIntoStack(axis: axis)
        body = Element.wrapping(child, "scroll", axis) { .scroll(axis, $0) }
    }
}

@usableFromInline
enum Stacks {
    static func eager(_ axis: Axis, _ alignment: Alignment, _ spacing: Int, _ children: [Element]) -> Element {
        Element(.stack(axis, spacing: spacing, alignment: alignment, children)) { hasher in
            hasher.combine(axis)
            hasher.combine(alignment)
            hasher.combine(spacing)
            for child in children { hasher.combine(child.contentHash) }
        }
    }

    @usableFromInline
    static func lazy(_ axis: Axis, _ alignment: Alignment, _ spacing: Int, _ content: LazyContent) -> Element {
        Element(
            .lazyStack(axis, spacing: spacing, alignment: alignment, content)
        ) { hasher in
            hasher.combine(axis)
            hasher.combine(alignment)
            hasher.combine(spacing)
            hasher.combine(content.count)
            hasher.combine(content.estimatedExtent)
            hasher.combine(content.declaredCrossExtent)
        }
    }
}

extension Element {
    /// A group given to a container that takes one child becomes a stack along `axis`.
    func flattenedIntoStack(axis: Axis) -> Element {
        isGroup ? Stacks.eager(axis, .leading, 0, flattened) : self
    }
}
