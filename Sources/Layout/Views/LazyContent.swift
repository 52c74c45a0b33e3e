/// The children of a lazy stack: how many, each one's identity, and how to build one — called
/// only for the children the stack decides to show.
struct LazyContent {
    let count: Int
    let id: (Int) -> AnyHashable
    let make: (Int) -> Element
    /// Hash of the children's ids, in order: when it changes, the stack re-indexes its
    /// children. Built children are evaluated again on every evaluation of the page anyway
    /// (and reused when unchanged), so their content need not be hashed here.
    let dataHash: Int
    /// The extent along the stack's axis assumed for a child never measured.
    let estimatedExtent: Int
    /// The cross-axis extent the stack declares, if any (rule 4).
    let declaredCrossExtent: Int?
}

/// Identified data for a lazy or eager stack.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View
where Data.Index == Int {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Element

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Element)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Eager use: every child now, each identified by its id.
    public var body: Element {
        let keyPath = id
        return Element.group(data.map { content($0).with(id: AnyHashable($0[keyPath: keyPath])) })
    }

    func lazyContent(estimatedExtent: Int, crossExtent: Int?) -> LazyContent {
        let data = self.data
        let keyPath = id
        var hasher = Hasher()
        hasher.combine(data.count)
        for item in data { hasher.combine(item[keyPath: keyPath]) }
        let content = self.content
        let start = data.startIndex
        return LazyContent(
            count: data.count, id: { AnyHashable(data[start + $0][keyPath: keyPath]) },
            make: { content(data[start + $0]).with(id: AnyHashable(data[start + $0][keyPath: keyPath])) },
            dataHash: hasher.finalize(), estimatedExtent: estimatedExtent, declaredCrossExtent: crossExtent)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Element) {
        self.init(data, id: \.id, content: content)
    }
}
