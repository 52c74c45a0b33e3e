import Artwork
import Catalog
import Dispatch
import FoundationEssentials
import Layout
import Screens
import Terminal

/// The application on a headless terminal, driven one loop iteration at a time: `render`
/// prints its page once loading has finished, and the bench times it frame by frame.
package final class HeadlessBrowser {
    package let loop: MainLoop
    package let application: BrowserApplication

    package init(
        store: any CatalogReading, catalogPath: String, size: Size, latencyMilliseconds: Int = 0,
        artwork: ArtworkConfiguration = ArtworkConfiguration()
    ) {
        loop = MainLoop(
            backend: HeadlessTerminal(size: size), encoder: FrameEncoder(colorDepth: .truecolor), handleSignals: false)
        application = BrowserApplication(
            loop: loop, store: store, catalogPath: catalogPath, latencyMilliseconds: latencyMilliseconds,
            artwork: artwork)
        loop.start(application)
    }

    package var browser: Browser { application.browser }
    package var engine: LayoutEngine { loop.engine }

    /// Runs the loop until nothing is pending: loads arrived (they finish on other threads and
    /// arrive as messages), deadlines done, scroll requests settled in the frame after the one
    /// that asked, the last frame drawn. Returns when that was (uptime in nanoseconds; the last
    /// frame's time when it is idle already), or nil if `seconds` passed first.
    @discardableResult
    package func runUntilIdle(within seconds: Double = 30) -> UInt64? {
        if loop.isIdle { return loop.stats.lastFrameFinished }
        return run(within: seconds) { _ in loop.isIdle }
    }

    /// Runs the loop until `condition` holds after an iteration (a deadline fired, a load
    /// started); returns when (uptime in nanoseconds), or nil if `seconds` passed first.
    package func runUntil(within seconds: Double = 30, _ condition: () -> Bool) -> UInt64? {
        run(within: seconds) { _ in condition() }.map { _ in DispatchTime.now().uptimeNanoseconds }
    }

    /// Runs the loop until a frame it draws satisfies `shows`; returns when that frame was
    /// written (uptime in nanoseconds), or nil if `seconds` passed first.
    package func runUntilFrame(within seconds: Double = 30, shows: (LayoutEngine) -> Bool) -> UInt64? {
        run(within: seconds) { drewFrame in drewFrame && shows(engine) }
    }

    /// Iterates until `done`. Each sleep lasts at most a millisecond, so the moment `done`
    /// became true is known to within one: a frame's own time when the last iteration drew one
    /// (not the sleep after it), else the moment the iteration ended.
    private func run(within seconds: Double, until done: (_ drewFrame: Bool) -> Bool) -> UInt64? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            let frames = loop.stats.framesDrawn
            loop.iterate(timeoutMilliseconds: 1)
            let drewFrame = loop.stats.framesDrawn != frames
            if done(drewFrame) {
                return drewFrame ? loop.stats.lastFrameFinished : DispatchTime.now().uptimeNanoseconds
            }
        }
        return nil
    }
}
