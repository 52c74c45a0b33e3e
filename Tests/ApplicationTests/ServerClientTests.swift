import ApplicationTestSupport
import ApproachNoteCommands
import Catalog
import CatalogTestSupport
import CommandSupport
import Foundation
import Glibc
import Layout
import Screens
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

@testable import Application

/// The application reading its catalog from `approachnote serve` (`--server`): the same pages
/// as on the embedded file, an offline state with Retry when the server is down, and bad
/// addresses refused before anything starts.
@Suite("Reading from a server", .serialized, .testThreads)
struct ServerClientTests {
    /// Tall enough that every closed shelf of a page shows at once, so the whole list of
    /// headers can be compared.
    static let tall = Size(width: 200, height: 400)

    private func catalog(port: UInt16) throws -> HTTPCatalog {
        try HTTPCatalog(address: "http://127.0.0.1:\(port)/")
    }

    /// Every shelf header of `link` once `setUp` has run and the first shelf is closed.
    private func headers(
        _ link: String, store: (any CatalogReading)? = nil, setUp: (BrowserHarness) -> Void
    ) throws -> (screen: String, headers: [String]) {
        let harness = try BrowserHarness(size: Self.tall, store: store)
        harness.open(link)
        setUp(harness)
        if let open = harness.engine.accessibilityTree.flattened.first(where: { $0.states.contains(.expanded) }) {
            #expect(harness.press(open.label))
        }
        return (harness.screen, harness.shelfHeaders)
    }

    @Test("S1 over HTTP: All of Me with Playable only off has 701 recordings in the same 11 decade shelves")
    func allOfMe() throws {
        let server = try ServerHarness.shared()
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let playableOff: (BrowserHarness) -> Void = { #expect($0.press("Playable only?")) }
        let embedded = try headers(link, setUp: playableOff)
        let served = try headers(link, store: try catalog(port: server.port), setUp: playableOff)
        #expect(served.screen.contains("ALL RECORDINGS (701)"))
        #expect(served.headers.count == 11)
        #expect(served.headers.first == "1930s (122)")
        #expect(served.headers.last == "Unknown Year (33)")
        #expect(served.headers == embedded.headers)
    }

    @Test("S4 over HTTP: Louis Armstrong by song has the same 99 shelves")
    func armstrongBySong() throws {
        let server = try ServerHarness.shared()
        let link = "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
        let bySong: (BrowserHarness) -> Void = { #expect($0.press("Sort: Song")) }
        let embedded = try headers(link, setUp: bySong)
        let served = try headers(link, store: try catalog(port: server.port), setUp: bySong)
        #expect(served.screen.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        #expect(served.headers.count == 99)
        #expect(served.headers.contains("Tiger Rag (146)"))
        #expect(served.headers == embedded.headers)
    }

    @Test("the real binaries: approachnote --server on approachnote serve opens S4 as on the file")
    func binaries() throws {
        _ = SharedDemoCatalog.firstRun
        let serve = try RunningServe(threads: 2)
        defer { serve.stop() }
        let directory = NSTemporaryDirectory() + "approachnote-client-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let socketPath = directory + "/control.sock"
        let application = try ChildProcess(
            [
                ApproachNoteBinary.path, "--server", "http://127.0.0.1:\(serve.port)", "open",
                "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))", "--sort", "song",
                "--headless", "120x40", "--control", socketPath,
            ], environment: ["XDG_DATA_HOME": directory])
        defer {
            application.signal(SIGTERM)
            _ = application.wait()
        }
        let client = try ControlClient(path: socketPath)
        #expect(client.waitForIdle())
        let tree = client.tree().map(AccessibilityNode.init)
        let labels = tree?.flattened.map(\.label) ?? []
        #expect(labels.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        #expect(tree?.shelfHeaders.first?.label == "Ain't Misbehavin' (81)")
        #expect(tree?.shelfHeaders.first?.states == ["expanded"])
    }

    @Test("a server that refuses connections shows the offline state with Retry; Retry loads once it is up")
    func offlineThenBack() throws {
        let port = try LoopbackSockets.closedPort()
        let harness = try BrowserHarness(store: try catalog(port: port))
        #expect(harness.screen.contains("Offline: the server at http://127.0.0.1:\(port) cannot be reached"))
        #expect(harness.screen.contains("Retry"))
        let server = try ServerHarness(port: port)
        #expect(harness.press("Retry loading the songs"))
        #expect(harness.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"))
        #expect(!harness.screen.contains("Offline"))
        _ = server
    }

    @Test("recordings and catalog find print the same over HTTP as from the file")
    func commandsOverHTTP() throws {
        let address = "http://127.0.0.1:\(try ServerHarness.shared().port)"
        let armstrong = "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
        let allOfMe = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        for arguments in [
            ["recordings", armstrong, "--sort", "song"], ["recordings", allOfMe, "--playable-only", "off", "--json"],
            ["catalog", "find", "song", "all of me"], ["catalog", "find", "artist", "armstrong", "--json"],
        ] {
            let file = CapturedIO()
            let served = CapturedIO()
            #expect(
                ApproachNoteCommand.run(["--catalog", SharedDemoCatalog.path] + arguments, environment: [:], io: file)
                    == 0)
            #expect(
                ApproachNoteCommand.run(
                    arguments, environment: ["APPROACHNOTE_SERVER": address], io: served) == 0)
            #expect(!served.output.isEmpty)
            #expect(served.output == file.output, "\(arguments)")
        }
    }

    @Test("an unknown id is nil, as from the file; a malformed one is the server's 400 in its own words")
    func unknownAndMalformedIDs() throws {
        let server = try catalog(port: try ServerHarness.shared().port)
        #expect(try server.songSummary(id: "00000000-0000-0000-0000-000000000000") == nil)
        #expect(try server.performerRecordings(id: "00000000-0000-0000-0000-000000000000") == nil)
        let error = #expect(throws: HTTPCatalogError.self) { try server.recordingDetail(id: "not an id") }
        guard case .status(let url, 400, let detail?) = error else {
            Issue.record("not a 400 with the server's detail: \(String(describing: error))")
            return
        }
        #expect(url == "\(server.server)/v1/recordings/not%20an%20id")
        #expect(!detail.isEmpty)
    }

    @Test("a server that accepts the connection and never answers times out as offline")
    func silentServer() throws {
        let (descriptor, port) = try LoopbackSockets.listeningSocket()
        defer { close(descriptor) }
        let server = try HTTPCatalog(address: "http://127.0.0.1:\(port)", connectTimeout: 0.2, totalTimeout: 0.3)
        #expect(throws: HTTPCatalogError.timedOut(server: server.server, connectSeconds: 0.2, totalSeconds: 0.3)) {
            try server.songs(matching: nil)
        }
    }

    @Test(
        "bad --server values are usage errors",
        arguments: ["127.0.0.1:8080", "ftp://example.com", "http://", "http://host/?q=1", ""])
    func badAddress(address: String) throws {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(
            ["--server", address, "--headless", "80x24"], environment: [:], io: io)
        #expect(status == 2)
        #expect(io.error.contains("--server"))
    }

    @Test("--server is refused with --catalog and by commands about the file itself")
    func serverOnlyForTheApplication() throws {
        for arguments in [
            ["--server", "http://127.0.0.1:1", "--catalog", "/nonexistent", "--headless", "80x24"],
            ["--server", "http://127.0.0.1:1", "catalog", "generate"],
        ] {
            let io = CapturedIO()
            #expect(ApproachNoteCommand.run(arguments, environment: [:], io: io) == 2)
            #expect(io.error.contains("--server"))
        }
    }

    @Test("APPROACHNOTE_SERVER: --catalog wins over it, serve ignores it, a bad one is a usage error where it is read")
    func environmentServer() throws {
        let environment: CommandEnvironment = ["APPROACHNOTE_SERVER": "not an address"]
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        for arguments in [["catalog", "info"], ["recordings", link], ["serve", "--listen", "nowhere"]] {
            let io = CapturedIO()
            let status = ApproachNoteCommand.run(
                ["--catalog", SharedDemoCatalog.path] + arguments, environment: environment, io: io)
            #expect(!io.error.contains("--server"), "\(arguments)")
            #expect(status == (arguments[0] == "serve" ? 2 : 0), "\(arguments)")
        }
        let serve = CapturedIO()
        #expect(ApproachNoteCommand.run(["serve", "--listen", "nowhere"], environment: environment, io: serve) == 2)
        #expect(serve.error.contains("--listen takes HOST:PORT"))
        let io = CapturedIO()
        #expect(ApproachNoteCommand.run(["recordings", link], environment: environment, io: io) == 2)
        #expect(io.error.contains("--server takes an http:// or https:// address"))
    }
}
