/// The children of a lazy stack: how many, each one's identity, and how to build one — called
/// only for the children the stack decides to show.
///
/// Made where a page writes its lazy stack (`ForEach.lazyContent` is inlined there), so that
/// the closures read the page's own collection and ids directly: made in this module, they
/// would go through the collection's generic witnesses for every id a stack asks for.
@usableFromInline
struct LazyContent {
    let count: Int
    let id: (Int) -> ElementID
    let make: (Int) -> Element
    /// The extent along the stack's axis assumed for a child never measured.
    let estimatedExtent: Int
    /// The cross-axis extent the stack declares, if any (rule 4).
    let declaredCrossExtent: Int?

    /// Written out because an inlinable caller may use only an initializer marked usable from
    /// inline, which the memberwise one is not.
    @usableFromInline
    init(
        count: Int, id: @escaping (Int) -> ElementID, make: @escaping (Int) -> Element, estimatedExtent: Int,
        declaredCrossExtent: Int?
    ) {
        self.count = count
        self.id = id
        self.make = make
        self.estimatedExtent = estimatedExtent
        self.declaredCrossExtent = declaredCrossExtent
    }
}

/// Identified data for a lazy or eager stack.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View
where Data.Index == Int {
    @usableFromInline let data: Data
    /// Each child's id: what the key path given reads, made a closure where the key path is
    /// written (the initializer is inlined there), so that the compiler reads the property
    /// directly. A key path applied here would be interpreted at run time, for every id a lazy
    /// stack asks for, every frame.
    @usableFromInline let id: (Data.Element) -> ID
    @usableFromInline let content: (Data.Element) -> Element

    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Element)
    {
        self.init(data, reading: { $0[keyPath: id] }, content: content)
    }

    @usableFromInline
    init(_ data: Data, reading id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Element) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Eager use: every child now, each identified by its id.
    public var body: Element {
        let id = self.id
        return Element.group(data.map { content($0).with(id: ElementID(id($0))) })
    }

    @inlinable
    func lazyContent(estimatedExtent: Int, crossExtent: Int?) -> LazyContent {
        // The ids are not hashed here: that would cost the whole collection on every
        // evaluation. The stack checks the id of each child it builds instead.
        let data = self.data
        let id = self.id
        let content = self.content
        let start = data.startIndex
        return LazyContent(
            count: data.count, id: { ElementID(id(data[start + $0])) },
            make: { index in
                let item = data[start + index]
                return content(item).with(id: ElementID(id(item)))
            },
            estimatedExtent: max(0, estimatedExtent), declaredCrossExtent: crossExtent.map { max(0, $0) })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Each child identified by its `id`, read through the protocol: a key path to it would be
    /// interpreted at run time, for every id a lazy stack asks for.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Element) {
        self.init(data, reading: { $0.id }, content: content)
    }
}
