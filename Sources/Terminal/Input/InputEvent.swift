import Layout

/// A key, as the decoder names it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter
    case tab
    case backTab
    case backspace
    case escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    case function(Int)
}

public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let control = Modifiers(rawValue: 4)

    /// From the xterm modifier parameter (1 + bits: shift 1, alt 2, control 4).
    init(xtermParameter: Int) {
        let bits = max(0, xtermParameter - 1)
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}

public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(button: Int)
        case release(button: Int)
        case drag(button: Int)
        case move
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    public let kind: Kind
    /// Zero-based cell.
    public let position: Point
    public let modifiers: Modifiers
}

/// What the terminal sent, decoded.
public enum InputEvent: Hashable, Sendable {
    case key(Key, Modifiers)
    case paste(String)
    case mouse(MouseEvent)
    case focus(Bool)
    /// The terminal answering a question the application asked (`GraphicsProbe`), never a key.
    case reply(TerminalReply)

    public static func key(_ key: Key) -> InputEvent { .key(key, []) }

    public static func character(_ character: Character, _ modifiers: Modifiers = []) -> InputEvent {
        .key(.character(character), modifiers)
    }
}

/// An answer from the terminal itself.
public enum TerminalReply: Hashable, Sendable {
    /// Primary device attributes (`CSI ? … c`): every terminal answers, so it marks the end of
    /// the answers to questions sent before it. Attribute 4 is sixel graphics.
    case deviceAttributes([Int])
    /// A kitty graphics protocol response (`APC G … ST`): its keys and message.
    case kittyGraphics(String)
    /// The size of a cell in pixels (`CSI 6 ; height ; width t`).
    case cellSize(width: Int, height: Int)
}
