/// Composes views the way SwiftUI's builder does: several children are a stack's children as
/// they are, or, where one element is expected, a group that the enclosing container flattens
/// into its own children.
@resultBuilder
public enum ViewBuilder {
    // Inlined, with `buildFinalResult(_:) -> Element`: a block of one view where one element is
    // expected (every view's own body, a scroll view's or a button's content) then makes no
    // array, where a call would have to make one.
    @inline(__always)
    public static func buildExpression(_ view: some View) -> Element { view.element }

    @inline(__always)
    public static func buildPartialBlock(first: Element) -> [Element] { first.flattened }

    public static func buildPartialBlock(first: [Element]) -> [Element] { first }

    public static func buildPartialBlock(accumulated: consuming [Element], next: Element) -> [Element] {
        var elements = accumulated
        // A second view makes room for a few more: an array of one would grow twice on the way
        // to four.
        if elements.count == 1 { elements.reserveCapacity(max(4, 1 + (next.isGroup ? next.flattened.count : 1))) }
        if next.isGroup {
            elements.append(contentsOf: next.flattened)
        } else {
            elements.append(next)
        }
        return elements
    }

    public static func buildPartialBlock(accumulated: consuming [Element], next: [Element]) -> [Element] {
        var elements = accumulated
        elements.append(contentsOf: next)
        return elements
    }

    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

    public static func buildEither(first part: [Element]) -> [Element] { part }

    public static func buildEither(second part: [Element]) -> [Element] { part }

    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }

    /// A container's children, as they are: a stack takes them without a group element made,
    /// hashed and taken apart again.
    @inline(__always)
    public static func buildFinalResult(_ parts: [Element]) -> [Element] { parts }

    @inline(__always)
    public static func buildFinalResult(_ parts: [Element]) -> Element {
        parts.count == 1 ? parts[0] : Element.group(parts)
    }
}

extension Element {
    /// Children listed side by side without a container of their own (a `ForEach`, several
    /// views in one builder); a container flattens them into its children.
    /// Laid out as a stack if no container takes it (a builder's several views given where
    /// one is expected).
    static func group(_ elements: [Element]) -> Element {
        Element(.stack(.vertical, spacing: 0, alignment: .leading, elements), isGroup: true) { hasher in
            hasher.combine(0x6C)
            for element in elements { hasher.combine(element.contentHash) }
        }
    }

    var flattened: [Element] {
        guard isGroup, case .stack(_, _, _, let children) = kind else { return [self] }
        return children
    }
}

/// What assistive technology and automation are told about an element.
struct AccessibilitySpec: Hashable, Sendable {
    var role: AccessibilityRole?
    var label: String?
    var value: String?

    init(role: AccessibilityRole? = nil, label: String? = nil, value: String? = nil) {
        self.role = role
        self.label = label
        self.value = value
    }

    /// For an element's content hash: the texts by their bytes (`Hasher.combineBytes`).
    func combineContent(into hasher: inout Hasher) {
        hasher.combine(role)
        for text in [label, value] {
            hasher.combine(text != nil)
            if let text { hasher.combineBytes(of: text) }
        }
    }
}

public enum AccessibilityRole: String, Hashable, Sendable, Codable {
    case button, toggle, heading, text, link, image, group, list
    case textField = "text field"
    case scrollArea = "scroll area"
    case segmentedControl = "segmented control"
}
