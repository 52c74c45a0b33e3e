import Keys
import Layout

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

    var isMouse: Bool {
        if case .mouse = self { return true }
        return false
    }

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
