/// How the application follows a link the user opens: the desktop's browser, or, with none
/// (ssh, a console), the clipboard, so the link can still be pasted into a browser elsewhere.
public struct LinkFollower {
    /// Starts the browser on the link; false when there is none to start.
    public var open: (String) -> Bool
    /// Puts the link on the clipboard (the terminal's, by OSC 52).
    public var copy: (String) -> Void

    public init(open: @escaping (String) -> Bool, copy: @escaping (String) -> Void) {
        self.open = open
        self.copy = copy
    }

    /// Neither a browser nor a clipboard: links are only shown.
    public static var showOnly: LinkFollower { LinkFollower(open: { _ in false }, copy: { _ in }) }
}
