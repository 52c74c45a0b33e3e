import UntrustedText

/// What has the focus, as far as the keys that apply to it go: the kind of control, whether it
/// opens and closes something, and whether it sits in a view that scrolls sideways (a carousel).
/// Sendable by hand: its reports are the application's keys, values it never shares mutable.
public struct FocusContext: Equatable, @unchecked Sendable {
    public enum Kind: Equatable, Sendable {
        case button, link, toggle, segment
        /// `submits`: a prompt, whose Enter acts; otherwise a search, whose Enter moves on.
        case textField(submits: Bool)
    }

    public var kind: Kind
    /// Whether the control's content is open, for a control that opens and closes some.
    public var isExpanded: Bool?
    public var scrollsSideways: Bool
    /// The `.reportsVisibility` keys of the control and of what holds it, innermost first:
    /// what the focus is on in the application's terms (`LayoutEngine.focusedReports`).
    public var reports: [AnyHashable]

    public init(kind: Kind, isExpanded: Bool? = nil, scrollsSideways: Bool = false, reports: [AnyHashable] = []) {
        self.kind = kind
        self.isExpanded = isExpanded
        self.scrollsSideways = scrollsSideways
        self.reports = reports
    }
}

/// One hint of a hint line: the keys, drawn bold, and what they do, dim.
public struct KeyHint: Hashable, Sendable {
    public let keys: String
    public let action: String

    public init(keys: String, action: String) {
        self.keys = UntrustedText.forScreen(keys)
        self.action = UntrustedText.forScreen(action)
    }

    var width: Int { CellWidth.of(keys) + 1 + CellWidth.of(action) }
}

/// A line of key hints that follows the focus, right-aligned in the width it is given.
///
/// `hints` is asked when the line is drawn, with the control focused then, so moving the focus
/// costs no evaluation of the page: the line takes the width offered and one row whatever it
/// says. Hints that do not fit are left out from the end, except the last, which is kept
/// whenever it fits at all: put there what leads to every key (the help).
///
///     FocusHints { focus in
///         focus?.kind == .link ? [KeyHint(keys: "Enter", action: "open")] : []
///     }
public struct FocusHints: View {
    let source: FocusHintSource

    public init(_ hints: @escaping (FocusContext?) -> [KeyHint]) {
        source = FocusHintSource(content: .hints(hints))
    }

    public var body: Element { Element(.focusHints(source)) { $0.combine(0xF0C5) } }

    /// Which of `hints` are shown in `width` cells, two apart, in their order.
    public static func fitting(_ hints: [KeyHint], width: Int) -> [KeyHint] {
        guard Self.width(of: hints) > width, let last = hints.last else { return hints }
        guard last.width <= width else { return [] }
        var shown: [KeyHint] = []
        for hint in hints.dropLast() {
            guard Self.width(of: shown + [hint, last]) <= width else { break }
            shown.append(hint)
        }
        return shown + [last]
    }

    /// The cells between two hints.
    static let separator = 2

    /// The cells `hints` take on a line, separated.
    static func width(of hints: [KeyHint]) -> Int {
        hints.reduce(0) { $0 + $1.width } + separator * max(0, hints.count - 1)
    }
}

/// A line of text that follows the focus, from the left of the width it is given, cut with "…"
/// where it does not fit: what the focused control stands for, said whole where the control
/// has room for part of it (a card's album, cut to the card's width).
///
/// As `FocusHints`, `text` is asked when the line is drawn, so moving the focus costs no
/// evaluation of the page; the line takes one row whatever it says.
///
///     FocusLine { focus in
///         focus?.reports.lazy.compactMap { $0.base as? Album }.first?.title ?? ""
///     }
public struct FocusLine: View {
    let source: FocusHintSource

    public init(_ text: @escaping (FocusContext?) -> String) {
        source = FocusHintSource(content: .line(text))
    }

    public var body: Element { Element(.focusHints(source)) { $0.combine(0xF0C6) } }
}

/// The closure of a hint line or a focus line. Equal whatever the closure, as a control's
/// action is: the node takes the new one each evaluation, and its size never depends on what
/// it says.
struct FocusHintSource: Hashable, @unchecked Sendable {
    enum Content {
        case hints((FocusContext?) -> [KeyHint])
        case line((FocusContext?) -> String)
    }

    let content: Content
    static func == (lhs: FocusHintSource, rhs: FocusHintSource) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
