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
