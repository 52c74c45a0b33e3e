import Foundation
import Layout

/// One node of the accessibility tree as the automation socket reports it (`ControlRequest.tree`).
package struct AccessibilityNode {
    package let role: String
    package let label: String
    package let states: [String]
    /// x, y, width, height in cells.
    package let frame: [Int]
    package let value: String?
    package let children: [AccessibilityNode]

    package init(_ element: AccessibilityElement) {
        role = element.role.rawValue
        label = element.label
        states = element.states.map(\.rawValue)
        frame = [element.frame.minX, element.frame.minY, element.frame.size.width, element.frame.size.height]
        value = element.value
        children = element.children.map(AccessibilityNode.init)
    }

    package var minY: Int { frame[1] }
    package var maxY: Int { frame[1] + frame[3] }
    package var isFocused: Bool { states.contains("focused") }
    package var isShelfHeader: Bool {
        role == "button" && (states.contains("expanded") || states.contains("collapsed"))
    }
    package var isExpanded: Bool { states.contains("expanded") }

    /// This node and all below it, in reading order.
    package var flattened: [AccessibilityNode] { [self] + children.flatMap(\.flattened) }

    package func first(where condition: (AccessibilityNode) -> Bool) -> AccessibilityNode? {
        if condition(self) { return self }
        for child in children { if let found = child.first(where: condition) { return found } }
        return nil
    }

    package func first(label: String) -> AccessibilityNode? { first { $0.label == label } }

    /// The focused control, with the frames of every node on the way to it: two cards with the
    /// same words are told apart by where they and their carousel are.
    package var focusPath: [AccessibilityNode]? {
        if isFocused { return [self] }
        for child in children { if let path = child.focusPath { return [self] + path } }
        return nil
    }

    package var focused: AccessibilityNode? { focusPath?.last }

    /// The page's vertical scroll view: the outermost scroll area.
    package var page: AccessibilityNode? { first { $0.role == "scroll area" } }

    /// The page's accordion of shelves: the list right inside the page.
    package var shelfList: AccessibilityNode? { page?.children.first { $0.role == "list" } }

    /// The shelf headers laid out now, in order ("1930s (122)").
    package var shelfHeaders: [AccessibilityNode] { shelfList?.children.filter(\.isShelfHeader) ?? [] }

    /// The carousel under a shelf header (the scroll area that follows it in the list).
    package func carousel(under header: String) -> AccessibilityNode? {
        guard let items = shelfList?.children, let index = items.firstIndex(where: { $0.label == header }),
            index + 1 < items.count, items[index + 1].role == "scroll area"
        else { return nil }
        return items[index + 1]
    }
}

/// Where focus is, precisely enough to notice that it moved (or that its carousel scrolled).
package struct FocusSignature: Equatable {
    package let label: String
    package let frames: [[Int]]

    package init?(_ tree: AccessibilityNode?) {
        guard let path = tree?.focusPath, let last = path.last else { return nil }
        label = last.label
        frames = path.map(\.frame)
    }
}
