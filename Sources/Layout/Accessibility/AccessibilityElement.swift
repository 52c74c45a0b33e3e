/// One element of the accessibility / automation tree: what it is, what it says, its state
/// and where it is on screen. Built from every frame; tests and automation query it.
public struct AccessibilityElement: Equatable, Sendable, Codable {
    public var role: AccessibilityRole
    public var label: String
    public var value: String?
    public var states: [AccessibilityState]
    public var frame: Rect
    public var children: [AccessibilityElement]

    public init(
        role: AccessibilityRole, label: String, value: String? = nil, states: [AccessibilityState] = [], frame: Rect,
        children: [AccessibilityElement] = []
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.states = states
        self.frame = frame
        self.children = children
    }

    /// Every element in reading order, this one first.
    public var flattened: [AccessibilityElement] { [self] + children.flatMap(\.flattened) }

    public func first(role: AccessibilityRole? = nil, label: String) -> AccessibilityElement? {
        flattened.first { ($0.role == role || role == nil) && $0.label == label }
    }
}

public enum AccessibilityState: String, Equatable, Sendable, Codable {
    case expanded, collapsed, selected, focused, disabled, on, off
}

extension Rect: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            x: try container.decode(Int.self), y: try container.decode(Int.self), width: try container.decode(Int.self),
            height: try container.decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(minX)
        try container.encode(minY)
        try container.encode(size.width)
        try container.encode(size.height)
    }
}

extension LayoutEngine {
    /// The accessibility tree of the last frame: elements on screen, in reading order.
    public var accessibilityTree: AccessibilityElement {
        let screen = Rect(origin: .zero, size: size)
        let children = root.map { accessibilityElements(of: $0, clip: screen) } ?? []
        return AccessibilityElement(role: .group, label: "", value: nil, states: [], frame: screen, children: children)
    }

    private func accessibilityElements(of node: Node, clip: Rect) -> [AccessibilityElement] {
        guard node.isPlaced, !node.frame.intersection(clip).isEmpty else { return [] }
        var clip = clip
        if case .scroll = node.element.kind { clip = clip.intersection(node.frame) }
        let childNodes = node.laidOutChildren
        let spec = node.element.accessibility
        switch node.element.kind {
        case .control(let control, _):
            var states: [AccessibilityState] = []
            switch control.kind {
            case .toggle(let isOn): states.append(isOn ? .on : .off)
            case .segment(let selected): if selected { states.append(.selected) }
            case .button, .link, .textField: break
            }
            if let expanded = control.isExpanded { states.append(expanded ? .expanded : .collapsed) }
            if node.identity == focusState.identity { states.append(.focused) }
            if !control.isEnabled { states.append(.disabled) }
            let value: String? =
                switch control.kind {
                case .textField(let text, _, _, let masked): masked ? TextField.mask(text) : text
                case .link(let url): url
                default: spec.value
                }
            return [
                AccessibilityElement(
                    role: spec.role ?? control.role, label: spec.label ?? control.label, value: value, states: states,
                    frame: node.frame, children: [])
            ]
        case .text(let string, _, _, let link, _):
            return [
                AccessibilityElement(
                    role: spec.role ?? (link == nil ? .text : .link), label: spec.label ?? string,
                    value: spec.value ?? link, states: [], frame: node.frame, children: [])
            ]
        default:
            let children = childNodes.flatMap { accessibilityElements(of: $0, clip: clip) }
            guard let role = spec.role, !node.element.isGroup else { return children }
            return [
                AccessibilityElement(
                    role: role, label: spec.label ?? "", value: spec.value, states: [], frame: node.frame,
                    children: children)
            ]
        }
    }
}
