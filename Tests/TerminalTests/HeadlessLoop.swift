import Layout
import Terminal

extension MainLoop {
    /// A loop on a headless terminal of `width`×`height`, writing no colour and handling no
    /// signals: the loop the run loop's tests drive.
    static func headless(width: Int, height: Int) -> MainLoop {
        MainLoop(
            backend: HeadlessTerminal(size: Size(width: width, height: height)),
            encoder: FrameEncoder(colorDepth: .none), handleSignals: false)
    }

    /// Starts `application` and draws its first frame.
    func startDrawn(_ application: MainLoopApplication) {
        start(application)
        iterate(timeoutMilliseconds: 0)
    }
}
