import UntrustedText

/// What makes an element interactive: focusable, reachable by the mouse, announced with a
/// role and state. The action runs on the main thread when the control is activated.
struct Control {
    enum Kind {
        case button
        /// A web link: Enter or a click follows it.
        case link(url: String)
        case toggle(isOn: Bool)
        case segment(selected: Bool)
        /// `submits`: Enter runs the field's own action (a prompt); otherwise Enter moves on to
        /// the next control (a search, on to what it found). `masked`: the text is shown as one
        /// `•` a character (a password), on screen and to automation.
        case textField(text: String, placeholder: String, submits: Bool, masked: Bool)
    }

    let kind: Kind
    let label: String
    let isEnabled: Bool
    let isExpanded: Bool?
    let action: ControlAction

    init(kind: Kind, label: String, isEnabled: Bool, isExpanded: Bool?, action: ControlAction) {
        self.kind = kind
        self.label = label
        self.isEnabled = isEnabled
        self.isExpanded = isExpanded
        self.action = action
    }

    /// A control that acts only when activated, labelled by `title` made safe to show.
    init(kind: Kind, title: String, isEnabled: Bool = true, isExpanded: Bool? = nil, onActivate: @escaping () -> Void) {
        self.init(
            kind: kind, label: UntrustedText.forScreen(title, limit: UntrustedText.labelLimit), isEnabled: isEnabled,
            isExpanded: isExpanded, action: ControlAction { if $0 == .activate { onActivate() } })
    }

    /// What the control shows and does, for its element's content hash: its texts by their
    /// bytes (`Hasher.combineBytes`), as a text element's are, for every card has a control.
    func combineContent(into hasher: inout Hasher) {
        hasher.combineBytes(of: label)
        hasher.combine(isEnabled)
        hasher.combine(isExpanded)
        switch kind {
        case .button: hasher.combine(0)
        case .link(let url):
            hasher.combine(1)
            hasher.combineBytes(of: url)
        case .toggle(let isOn):
            hasher.combine(2)
            hasher.combine(isOn)
        case .segment(let selected):
            hasher.combine(3)
            hasher.combine(selected)
        case .textField(let text, let placeholder, let submits, let masked):
            hasher.combine(4)
            hasher.combineBytes(of: text)
            hasher.combineBytes(of: placeholder)
            hasher.combine(submits)
            hasher.combine(masked)
        }
    }

    var role: AccessibilityRole {
        switch kind {
        case .button: .button
        case .link: .link
        case .toggle: .toggle
        case .segment: .segmentedControl
        case .textField: .textField
        }
    }
}

/// A control's action. Not part of the element's content hash (`Control.combineContent`), so
/// a re-evaluated page whose controls did not change reuses their nodes (the node then takes
/// the new closure).
struct ControlAction: @unchecked Sendable {
    let run: (ControlEvent) -> Void
}

/// What happened to a control.
enum ControlEvent: Sendable, Equatable {
    case activate
    case textChanged(String)
}

extension Element {
    static func control(_ control: Control, label: Element) -> Element {
        Element.wrapping(label, "control", hashing: control.combineContent) { .control(control, $0) }
    }
}

/// A button: its label, activated by Enter, Space or a click.
public struct Button: View {
    public let body: Element
    public init(_ title: String, isEnabled: Bool = true, expanded: Bool? = nil, action: @escaping () -> Void) {
        self.init(title: title, isEnabled: isEnabled, expanded: expanded, action: action) { Text(title) }
    }

    public init(
        title: String, isEnabled: Bool = true, expanded: Bool? = nil, action: @escaping () -> Void,
        @ViewBuilder label: () -> Element
    ) {
        let control = Control(
            kind: .button, title: title, isEnabled: isEnabled, isExpanded: expanded, onActivate: action)
        body = .control(control, label: label())
    }
}

/// A link: its title underlined, and in terminals that show them a hyperlink to `url`.
/// Focusable like a button; Enter, Space or a click runs `open` with the URL, which the
/// application follows (a browser) or shows.
public struct Link: View {
    public let body: Element
    public init(_ title: String, url: String, open: @escaping (String) -> Void) {
        let control = Control(kind: .link(url: url), title: title) { open(url) }
        body = .control(control, label: Text(title).underline().link(url).element)
    }
}

/// An on/off switch shown as "[x] label" or "[ ] label".
public struct Toggle: View {
    public let body: Element
    public init(_ title: String, isOn: Bool, action: @escaping (Bool) -> Void) {
        let control = Control(kind: .toggle(isOn: isOn), title: title) { action(!isOn) }
        body = .control(control, label: Text((isOn ? "[x] " : "[ ] ") + title).element)
    }
}

/// A row of mutually exclusive segments ("ALL | INSTRUMENTAL | VOCAL"); each is focusable.
/// A `compact` row gives each segment its word alone, a space apart, for a narrow screen.
public struct SegmentedPicker: View {
    public let body: Element
    public init(
        _ title: String, options: [String], selected: Int, compact: Bool = false, onSelect: @escaping (Int) -> Void
    ) {
        let segments = options.enumerated().map { index, option in
            let isSelected = index == selected
            let control = Control(kind: .segment(selected: isSelected), title: option) { onSelect(index) }
            // Reverse video is the focus's alone: the selected segment is bold and underlined,
            // so focus on it, or beside it, shows.
            let label = compact ? option : " \(option) "
            let text = isSelected ? Text(label).bold().underline() : Text(label)
            return Element.control(control, label: text.element).id("segment-\(index)")
        }
        body = Stacks.eager(.horizontal, .leading, compact ? 1 : 0, segments).accessibilityLabel(title)
            .accessibilityRole(.group)
    }
}

/// A single-line text field. The text is owned by the caller (passed in, reported back on
/// each edit); the cursor is kept by the engine per identity. Enter submits, or, for a field
/// without `onSubmit` (a search, whose results follow it), moves on to the next control.
/// A `masked` field (a password) shows a `•` for each character, and never the text.
public struct TextField: View {
    public let body: Element
    public init(
        _ placeholder: String, text: String, masked: Bool = false, onChange: @escaping (String) -> Void,
        onSubmit: (() -> Void)? = nil
    ) {
        let control = Control(
            kind: .textField(text: text, placeholder: placeholder, submits: onSubmit != nil, masked: masked),
            label: UntrustedText.forScreen(placeholder, limit: UntrustedText.labelLimit),
            isEnabled: true, isExpanded: nil,
            action: ControlAction { event in
                switch event {
                case .textChanged(let value): onChange(value)
                case .activate: onSubmit?()
                }
            })
        let shown = text.isEmpty ? Text(placeholder).dim() : Text(masked ? Self.mask(text) : text)
        // The field takes the width offered: typing needs room beyond the text for the cursor.
        body = .control(control, label: shown.lineLimit(1).frame(maxWidth: Proposal.unlimited))
    }

    /// One `•` for each character the screen would show of `text`.
    static func mask(_ text: String) -> String {
        String(repeating: "•", count: UntrustedText.forScreen(text).count)
    }
}
