import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import Glibc
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

/// The issue's fault: the real application in a terminal (tmux), reading from a real
/// `approachnote serve`, whose server is killed while a page is open and hydrating. The cards
/// it could not load say so and count down to their own retry; the server restarted on the same
/// port, the page loads them by itself, without a key pressed.
@Suite("The server killed while the application browses", .serialized, .testThreads)
struct ServerKilledTests {
    @Test("SIGKILL under an open song page: the shelf opened then counts down, and loads once serve is back")
    func killedAndRestarted() throws {
        _ = SharedDemoCatalog.firstRun
        // A port outside the system's range: no other test's server or connection takes it
        // while the server is down.
        var serve = try RunningServe(threads: 2, listen: try LoopbackSockets.closedPort())
        defer { serve.stop() }
        let port = serve.port
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let application = try LiveApplication(
            ["--server", "http://127.0.0.1:\(port)", "open", link, "--playable-only", "off"], catalog: nil,
            columns: 120, rows: 60)
        let heading = " ALL RECORDINGS (701)"
        application.waitForScreen(containing: "Unknown Year (33)")
        #expect(application.lines.map(ListHeading.withoutShelvesButton).contains(heading))
        // Every card of the open first shelf loaded: the outage meets only the shelf opened next.
        #expect(application.control.waitForIdle())

        serve.run.signal(SIGKILL)
        #expect(serve.run.wait().status == 128 + SIGKILL)
        try application.activate("Unknown Year (33)", with: "Down", limit: 20)
        let offline = heading + "  ⚠ 33 could not load  Retry  Retrying in 1 s — r to retry now"
        let counting = application.waitForScreen(containing: offline)
        #expect(application.lines.map(ListHeading.withoutShelvesButton).contains(offline), "\(counting)")
        let later = heading + "  ⚠ 33 could not load  Retry  Retrying in 2 s — r to retry now"
        #expect(application.waitForScreen(containing: later).contains(later))

        serve = try RunningServe(threads: 2, listen: port)
        let recovered = application.waitForScreen { !$0.contains("could not load") && !$0.contains("Retrying") }
        #expect(!recovered.contains("could not load"), "\(recovered)")
        #expect(application.lines.map(ListHeading.withoutShelvesButton).contains(heading))
        #expect(application.tree()?.first(label: "Unknown Year (33)")?.isExpanded == true)
        try application.quit()
    }
}
