extension View {
    public func padding(_ insets: EdgeInsets) -> Element {
        Element.wrapping(element, "padding", insets) { .padding(insets, $0) }
    }

    public func padding(_ all: Int = 1) -> Element { padding(EdgeInsets(all: all)) }

    public func padding(horizontal: Int = 0, vertical: Int = 0) -> Element {
        padding(EdgeInsets(horizontal: horizontal, vertical: vertical))
    }

    /// A fixed size on either axis; the child is proposed that size and aligned inside it.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .leading) -> Element {
        frame(FrameSpec(width: width, height: height, horizontalAlignment: alignment, verticalAlignment: .leading))
    }

    /// A flexible frame: on an axis with a bound, the frame takes the space offered (or the
    /// child's size when nothing is offered) clamped to the bounds. `maxWidth: .max` fills.
    public func frame(
        minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil,
        alignment: Alignment = .leading
    ) -> Element {
        frame(
            FrameSpec(
                minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                horizontalAlignment: alignment, verticalAlignment: .leading))
    }

    func frame(_ spec: FrameSpec) -> Element { Element.wrapping(element, "frame", spec) { .frame(spec, $0) } }

    /// Asks the child for its ideal size on the chosen axes, whatever is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Element {
        Element.wrapping(element, "fixed", [horizontal, vertical]) {
            .fixedSize(horizontal: horizontal, vertical: vertical, $0)
        }
    }

    public func background(_ color: Color) -> Element {
        Element.wrapping(element, "background", color) { .background(color, $0) }
    }

    /// A box-drawing border one cell wide around the child (which is inset by one cell).
    public func border(_ style: Style = .plain) -> Element {
        Element.wrapping(element, "border", style) { .border(style, $0) }
    }

    /// A style every text inside inherits (explicit text styles win).
    public func style(_ style: Style) -> Element { Element.wrapping(element, "style", style) { .style(style, $0) } }

    public func foreground(_ color: Color) -> Element { style(Style(foreground: color)) }

    /// An explicit identity: state kept per identity (scroll offset, focus) follows it.
    public func id<ID: Hashable>(_ id: ID) -> Element { element.with(id: ElementID(id)) }

    public func accessibilityLabel(_ label: String) -> Element {
        let element = element
        var spec = element.accessibility
        spec.label = label
        return element.with(accessibility: spec)
    }

    public func accessibilityRole(_ role: AccessibilityRole) -> Element {
        let element = element
        var spec = element.accessibility
        spec.role = role
        return element.with(accessibility: spec)
    }

    public func accessibilityValue(_ value: String) -> Element {
        let element = element
        var spec = element.accessibility
        spec.value = value
        return element.with(accessibility: spec)
    }

    /// Reports whether the element is on screen: each frame, the keys of such elements drawn
    /// (inside every clip) are the engine's `visibleKeys`. Data loaders use it to fetch what
    /// the user sees first; a lazy child never built is never reported.
    public func reportsVisibility<Key: Hashable>(_ key: Key) -> Element {
        element.with(visibilityKey: AnyHashable(key))
    }

    /// Whether the mouse can reach this element and what it contains.
    public func allowsHitTesting(_ enabled: Bool) -> Element { element.with(hitTesting: enabled) }

    /// Keeps the moves of the focus that `section` names inside this element: the page above
    /// a tab bar (`.arrows`), a panel (`.panel`).
    public func focusSection(_ section: FocusSection) -> Element { element.with(focusSection: section) }
}
