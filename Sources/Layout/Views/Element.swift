/// A description of a piece of UI: what to show, never how it is laid out or where. Pages
/// build a tree of elements each time they are evaluated; the engine keeps a retained node per
/// element identity and reuses every subtree whose `contentHash` did not change.
public struct Element: View {
    indirect enum Kind {
        case empty
        /// A text, with the count of its scalars when each is a grapheme of one cell on its own
        /// (`CellWidth.singleWidthScalars(in:)`, most texts): its width on one line, found once
        /// as the element is made rather than at each measurement and draw.
        case text(String, Style, lineLimit: Int?, link: String?, oneCellScalars: Int?)
        case spacer(minLength: Int)
        case image(ImageSlot)
        case stack(Axis, spacing: Int, alignment: Alignment, [Element])
        case lazyStack(Axis, spacing: Int, alignment: Alignment, LazyContent)
        case zstack(horizontal: Alignment, vertical: Alignment, [Element])
        case scroll(Axis, Element)
        case padding(EdgeInsets, Element)
        case frame(FrameSpec, Element)
        case fixedSize(horizontal: Bool, vertical: Bool, Element)
        case background(Color, Element)
        case border(Style, Element)
        case style(Style, Element)
        case colorScheme(ColorScheme, Element)
        case control(Control, Element)
        case custom(CustomLeaf)
        case focusHints(FocusHintSource)

        /// The role an element of this kind has unless it is given another: each image, scroll
        /// view and lazy stack has one, and needs no attributes of its own for it.
        var role: AccessibilityRole? {
            switch self {
            case .image: .image
            case .scroll: .scrollArea
            case .lazyStack: .list
            default: nil
            }
        }
    }

    let kind: Kind
    /// The explicit identity set with `.id(_:)`; otherwise a child is known by its position.
    public internal(set) var explicitID: ElementID?
    /// Children listed without a container of their own (`Element.group`): the container they
    /// are given to takes them as its own children. Declared beside the id, whose last word
    /// it shares: after the hash it would take a word of its own.
    let isGroup: Bool
    /// What few elements carry beyond their kind and identity, kept apart so that an element
    /// stays small: the layout copies elements often, and most carry none of it.
    private let attributes: Attributes?
    /// Equal hashes mean equal content (with overwhelming probability): the node may be reused.
    public let contentHash: Int

    var accessibility: AccessibilitySpec { attributes?.accessibility ?? AccessibilitySpec(role: kind.role) }
    var hitTesting: Bool { attributes?.hitTesting ?? true }
    /// Set with `.reportsVisibility(_:)`: drawn, the element's key joins the engine's
    /// `visibleKeys`.
    var visibilityKey: AnyHashable? { attributes?.visibilityKey }
    /// Set with `.focusSection(_:)`: the moves of the focus that stay inside.
    var focusSection: FocusSection? { attributes?.focusSection }

    private final class Attributes {
        let accessibility: AccessibilitySpec
        let hitTesting: Bool
        let visibilityKey: AnyHashable?
        let focusSection: FocusSection?
        /// Made once: an element copied with a new id keeps its attributes, and their hash.
        let hash: Int

        /// Nil for the defaults of an element of `kind`, which most elements have.
        static func make(
            for kind: Kind, accessibility: AccessibilitySpec, hitTesting: Bool, visibilityKey: AnyHashable?,
            focusSection: FocusSection?
        ) -> Attributes? {
            guard
                accessibility != AccessibilitySpec(role: kind.role) || !hitTesting || visibilityKey != nil
                    || focusSection != nil
            else { return nil }
            return Attributes(
                accessibility: accessibility, hitTesting: hitTesting, visibilityKey: visibilityKey,
                focusSection: focusSection)
        }

        private init(
            accessibility: AccessibilitySpec, hitTesting: Bool, visibilityKey: AnyHashable?, focusSection: FocusSection?
        ) {
            self.accessibility = accessibility
            self.hitTesting = hitTesting
            self.visibilityKey = visibilityKey
            self.focusSection = focusSection
            var hasher = Hasher()
            accessibility.combineContent(into: &hasher)
            hasher.combine(hitTesting)
            hasher.combine(visibilityKey)
            hasher.combine(focusSection)
            hash = hasher.finalize()
        }
    }

    /// `hashContent` feeds everything that makes this element look or behave differently;
    /// children contribute their own content hashes.
    init(_ kind: Kind, isGroup: Bool = false, hashContent: (inout Hasher) -> Void) {
        self.kind = kind
        attributes = nil
        self.isGroup = isGroup
        var hasher = Hasher()
        hashContent(&hasher)
        contentHash = hasher.finalize()
    }

    private init(copying element: Element, explicitID: ElementID?, attributes: Attributes?) {
        kind = element.kind
        self.explicitID = explicitID
        self.attributes = attributes
        isGroup = element.isGroup
        var hasher = Hasher()
        hasher.combine(element.contentHash)
        hasher.combine(explicitID)
        hasher.combine(attributes?.hash)
        contentHash = hasher.finalize()
    }

    public var body: Element { self }
    public var element: Element { self }

    /// The element with its identity set: what each child of a `ForEach` becomes.
    @usableFromInline
    func with(id: ElementID) -> Element { Element(copying: self, explicitID: id, attributes: attributes) }

    func with(
        id: ElementID? = nil, accessibility: AccessibilitySpec? = nil, hitTesting: Bool? = nil,
        visibilityKey: AnyHashable? = nil, focusSection: FocusSection? = nil
    ) -> Element {
        Element(
            copying: self, explicitID: id ?? explicitID,
            attributes: Attributes.make(
                for: kind, accessibility: accessibility ?? self.accessibility,
                hitTesting: hitTesting ?? self.hitTesting,
                visibilityKey: visibilityKey ?? self.visibilityKey, focusSection: focusSection ?? self.focusSection))
    }

    /// A modifier's one child (a frame's, a padding's, a scroll view's): read as it is where
    /// the engine goes through every element of a page, since an array made for it would be
    /// an allocation per modifier and evaluation. Nil for a stack or a leaf.
    var modifiedChild: Element? {
        switch kind {
        case .scroll(_, let child), .padding(_, let child), .frame(_, let child), .fixedSize(_, _, let child),
            .background(_, let child), .border(_, let child), .style(_, let child), .colorScheme(_, let child),
            .control(_, let child):
            child
        case .empty, .text, .spacer, .image, .stack, .lazyStack, .zstack, .custom, .focusHints: nil
        }
    }

    /// A stack's children; none for a modifier or a leaf.
    var stackedChildren: [Element] {
        switch kind {
        case .stack(_, _, _, let children), .zstack(_, _, let children): children
        default: []
        }
    }

    /// An element of one child: `kind` given the child, which is evaluated once (a view's
    /// `element` is its body made anew).
    static func wrapping<Part: Hashable>(
        _ child: Element, _ tag: StaticString, _ part: Part, _ kind: (Element) -> Kind
    ) -> Element {
        wrapping(child, tag, hashing: { $0.combine(part) }, kind)
    }

    /// The same, for a part that feeds the hash itself (`Control.combineContent`).
    static func wrapping(
        _ child: Element, _ tag: StaticString, hashing combinePart: (inout Hasher) -> Void,
        _ kind: (Element) -> Kind
    ) -> Element {
        Element(kind(child)) { hasher in
            hasher.combine(tag.utf8Start)
            combinePart(&hasher)
            hasher.combine(child.contentHash)
        }
    }
}

/// Anything that describes UI: an element, or a custom view whose body describes it.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// The element this view comes down to, evaluating bodies until an element is reached.
    var element: Element { get }
}

extension View {
    public var element: Element { body.element }
}

/// How a frame modifier sizes its child.
struct FrameSpec: Hashable {
    var width: Int?
    var height: Int?
    var minWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var maxHeight: Int?
    var horizontalAlignment: Alignment
    var verticalAlignment: Alignment
}

/// A leaf that draws cells supplied by someone else (cover art): a fixed size, a draw callback.
public struct ImageSlot: Hashable, @unchecked Sendable {
    public let size: Size
    /// What the cells show (a cover's address): equal keys and sizes, the same cells.
    public let key: ElementID
    let draw: (inout Canvas, Rect) -> Void

    public init<Key: Hashable>(size: Size, key: Key, draw: @escaping (inout Canvas, Rect) -> Void) {
        self.size = size
        self.key = ElementID(key)
        self.draw = draw
    }

    public static func == (lhs: ImageSlot, rhs: ImageSlot) -> Bool { lhs.size == rhs.size && lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(key)
    }
}

/// A leaf with a layout rule of its own, given where it was last placed. Used to test what the
/// engine does with a view whose size feeds back from its position (a broken layout).
struct CustomLeaf: Hashable, @unchecked Sendable {
    let name: String
    let measure: (Proposal, Point?) -> Size

    init(name: String, measure: @escaping (Proposal, _ lastOrigin: Point?) -> Size) {
        self.name = name
        self.measure = measure
    }

    static func == (lhs: CustomLeaf, rhs: CustomLeaf) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
