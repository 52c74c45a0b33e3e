import Catalog
import Foundation
import Layout
import Screens
import Terminal

@testable import ApproachNoteCommands

/// The application in-process on a headless terminal over the shared demo catalog: keys and
/// presses go in, and `settle` runs the loop until every load has arrived and been drawn.
final class BrowserHarness {
    let loop: MainLoop
    let application: BrowserApplication

    init(size: Size = Size(width: 200, height: 60), latency: Int = 0) throws {
        let store = try SharedDemoCatalog.store()
        loop = MainLoop(
            backend: HeadlessTerminal(size: size), encoder: FrameEncoder(colorDepth: .none), handleSignals: false)
        application = BrowserApplication(
            loop: loop, store: store, catalogPath: SharedDemoCatalog.path, latencyMilliseconds: latency)
        loop.start(application)
        settle()
    }

    var browser: Browser { application.browser }
    var engine: LayoutEngine { loop.engine }
    var lines: [String] { engine.canvas.lines }
    var screen: String { lines.joined(separator: "\n") }

    /// Runs the loop until nothing is pending (loads arrived, deadlines done, frame drawn).
    func settle(seconds: Double = 20) {
        let deadline = Date().addingTimeInterval(seconds)
        repeat { loop.iterate(timeoutMilliseconds: 50) } while !loop.isIdle && Date() < deadline
    }

    func keys(_ text: String) {
        loop.inject(Array(text.utf8))
        settle()
    }

    @discardableResult
    func press(_ label: String) -> Bool {
        let done = engine.press(label: label)
        loop.invalidate()
        settle()
        return done
    }

    func open(_ link: String, options: RecordingsOptions = RecordingsOptions()) {
        browser.open(link: link, options: options)
        loop.invalidate()
        settle()
    }

    /// Scrolls the page to a shelf (or any id in it) and lets the frame settle.
    func scroll(to id: String, anchor: Alignment = .leading) {
        engine.scroll("page", to: id, anchor: anchor)
        loop.invalidateLayout()
        settle()
    }

    /// The shelf headers on screen ("1930s (122)"), in order.
    var shelfHeaders: [String] {
        engine.accessibilityTree.flattened.filter {
            $0.role == .button && $0.states.contains { [.expanded, .collapsed].contains($0) }
        }
        .map(\.label)
    }
}
