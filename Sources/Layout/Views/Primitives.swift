import UntrustedText

/// Text: wraps to the width it is offered, honours "\n", a line limit and truncation with "…".
/// Control characters in the string are shown as symbols, never sent to the terminal.
public struct Text: View {
    let string: String
    var style = Style.plain
    var lineLimit: Int?
    var link: String?

    public init(_ string: String) { self.string = UntrustedText.forScreen(string) }

    public var element: Element { body }

    public var body: Element {
        Element(
            .text(
                string, style, lineLimit: lineLimit, link: link,
                oneCellScalars: CellWidth.singleWidthScalars(in: string))
        ) { hasher in
            hasher.combineBytes(of: string)
            hasher.combine(style)
            hasher.combine(lineLimit)
            hasher.combine(link)
        }
    }

    public func bold() -> Text { with { $0.style.bold = true } }
    public func italic() -> Text { with { $0.style.italic = true } }
    public func dim() -> Text { with { $0.style.dim = true } }
    public func underline() -> Text { with { $0.style.underline = true } }
    public func reverse() -> Text { with { $0.style.reverse = true } }
    public func foreground(_ color: Color) -> Text { with { $0.style.foreground = color } }
    public func background(_ color: Color) -> Text { with { $0.style.background = color } }
    public func lineLimit(_ limit: Int?) -> Text { with { $0.lineLimit = limit } }
    /// Makes the text a hyperlink to `url` where the terminal supports them (OSC 8); the
    /// text reads the same where it does not.
    public func link(_ url: String) -> Text { with { $0.link = url } }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Takes the free space along the enclosing stack's axis (at least `minLength`).
public struct Spacer: View {
    let minLength: Int
    public init(minLength: Int = 0) { self.minLength = minLength }
    public var body: Element { Element(.spacer(minLength: minLength)) { $0.combine(minLength) } }
}

/// A fixed-size area whose cells someone else draws (cover art).
public struct Image: View {
    let slot: ImageSlot
    public init(_ slot: ImageSlot) { self.slot = slot }
    public var body: Element {
        Element(.image(slot)) { $0.combine(slot) }
    }
}

/// Nothing at all (an absent optional section).
public struct EmptyView: View {
    public init() {}
    public var body: Element { Element(.empty) { $0.combine(0xE0) } }
}

/// A leaf with its own sizing rule; see `CustomLeaf`.
struct CustomView: View {
    let leaf: CustomLeaf
    init(_ leaf: CustomLeaf) { self.leaf = leaf }
    var body: Element { Element(.custom(leaf)) { $0.combine(leaf) } }
}
