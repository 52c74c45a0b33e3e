/// The children of a lazy stack: how many, each one's identity, and how to build one — called
/// only for the children the stack decides to show.
struct LazyContent {
    let count: Int
    let id: (Int) -> ElementID
    let make: (Int) -> Element
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
        return Element.group(data.map { content($0).with(id: ElementID($0[keyPath: keyPath])) })
    }

    func lazyContent(estimatedExtent: Int, crossExtent: Int?) -> LazyContent {
        // The ids are not hashed here: that would cost the whole collection on every
        // evaluation. The stack checks the id of each child it builds instead.
        let data = self.data
        let keyPath = id
        let content = self.content
        let start = data.startIndex
        return LazyContent(
            count: data.count, id: { ElementID(data[start + $0][keyPath: keyPath]) },
            make: { content(data[start + $0]).with(id: ElementID(data[start + $0][keyPath: keyPath])) },
            estimatedExtent: max(0, estimatedExtent), declaredCrossExtent: crossExtent.map { max(0, $0) })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Element) {
        self.init(data, id: \.id, content: content)
    }
}
