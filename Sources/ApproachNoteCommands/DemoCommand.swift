import Browsing
import Catalog
import Foundation
import Layout
import Terminal

/// `approachnote demo`: Louis Armstrong's 99 song shelves on the live run loop, in the
/// terminal or headless, optionally with the automation socket. It exercises the terminal
/// runtime until the application's screens exist.
enum DemoCommand {
    static func run(_ arguments: [String], access: CatalogAccess, io: CommandIO, environment: [String: String]) throws {
        let parsed = try Arguments(arguments, valued: ["headless", "control"], flags: ["profile"])
        _ = try parsed.requirePositionals(
            0, usage: "approachnote demo [--headless COLSxROWS] [--control PATH] [--profile]")
        let store = try access.open()
        guard
            let armstrong = try store.performers(matching: "Louis Armstrong").first(where: {
                $0.name == "Louis Armstrong"
            }),
            let recordings = try store.performerRecordings(id: armstrong.id)?.recordings
        else { throw CommandError.failed("The demo needs the demo catalog (Louis Armstrong).") }
        let shelves = ArtistRecordingsSection(sort: .song).content(of: recordings).shelves

        let backend: TerminalBackend
        if let headless = parsed.value("headless") {
            backend = HeadlessTerminal(size: try Arguments.terminalSize(headless, option: "--headless"))
        } else {
            guard let tty = TTYTerminal() else {
                throw CommandError.usage("The demo needs a terminal; use --headless COLSxROWS without one.")
            }
            backend = tty
        }
        // Headless too: a terminating signal must still end the loop, which removes the socket.
        let loop = MainLoop(
            backend: backend,
            encoder: FrameEncoder(capabilities: TerminalCapabilities.detect(environment: environment)),
            handleSignals: true)
        if let path = parsed.value("control") {
            do {
                try loop.listen(onControlSocket: path)
            } catch {
                throw CommandError.failed("\(error)")
            }
        }
        if parsed.flag("profile") { loop.sampler.start() }
        let demo = ShelfDemo(name: armstrong.name, total: recordings.count, shelves: shelves)
        let status = loop.run(demo)
        if status > 128 { throw CommandError.stopped(signal: status - 128) }
    }
}

/// The demo's state: which shelves are open.
final class ShelfDemo: MainLoopApplication, @unchecked Sendable {
    let name: String
    let total: Int
    let shelves: [RecordingShelf<PerformerRecording>]
    private var open: Set<String>
    private var toggled: String?

    init(name: String, total: Int, shelves: [RecordingShelf<PerformerRecording>]) {
        self.name = name
        self.total = total
        self.shelves = shelves
        open = Set(shelves.prefix(1).map(\.key))
    }

    func body() -> Element {
        if let key = toggled {
            if open.remove(key) == nil { open.insert(key) }
            toggled = nil
        }
        return VStack(spacing: 0) {
            Text("\(name) — RECORDINGS (\(total))").bold().accessibilityRole(.heading)
            LayoutBenchPage(shelves: shelves, open: open, onToggle: { [weak self] key in self?.toggled = key })
                .frame(maxHeight: Proposal.unlimited)
            Text("Tab/arrows: move · Enter: open or close · wheel: scroll · q: quit").dim().lineLimit(1)
        }
        .element
    }

    func handle(_ event: InputEvent, loop: MainLoop) -> Bool {
        // Only q quits. Escape means "go back" (the demo has nowhere to go back to), and an
        // Escape can be the first half of a key that latency split in two.
        if event == .character("q") { loop.quit() }
        return false
    }

    func receive(_ message: any Sendable, loop: MainLoop) -> Bool { false }
}
