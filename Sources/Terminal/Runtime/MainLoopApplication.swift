import Layout

/// What the run loop drives: a page of state that describes its view and reacts to input.
public protocol MainLoopApplication: AnyObject {
    /// The view of the current state. Called only after something invalidated it.
    func body() -> Element
    /// Input the loop's defaults did not take. Return true when state changed.
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool
    /// The mailbox background work posts to, which the loop polls; nil when there is none.
    var inbox: (any MessageInbox)? { get }
    /// Takes what was posted to `inbox`. Return true when state changed.
    func receiveMessages(loop: MainLoop) -> Bool
    /// Automation's "open": follow a link. Returns why it could not, or nil.
    func open(link: String) -> String?
    /// Work of its own still out (a catalog call): the loop is not idle until it is done.
    var isBusy: Bool { get }
    /// What keeps it busy, in words, for automation's `stats`; empty when it is not.
    var busyWith: [String] { get }
    /// A frame is on screen: what it shows (`engine.visibleKeys`) may start loads. State
    /// changed here shows in the next frame only once something invalidates it.
    func didDraw(_ engine: LayoutEngine)
}

extension MainLoopApplication {
    /// An application that no background work posts to.
    public var inbox: (any MessageInbox)? { nil }
    public func receiveMessages(loop: MainLoop) -> Bool { false }
    public func open(link: String) -> String? { "This application opens no links." }
    public var isBusy: Bool { false }
    public var busyWith: [String] { [] }
    public func didDraw(_ engine: LayoutEngine) {}
}
