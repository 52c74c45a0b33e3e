import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Artwork

@Suite("Downloading covers", .testThreads)
struct HTTPFetchTests {
    @Test("a served PNG is downloaded once, shown, and kept on disk for the next run")
    func served() throws {
        let server = try TestHTTPServer(routes: [
            "/cover.png": .respond(status: 200, contentType: "image/png", body: Fixtures.tinyPNG)
        ])
        defer { server.stop() }
        let directory = Scratch.directory()
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline(directory: directory)
        let request = ArtworkRequest(url: server.url("/cover.png"))
        #expect(pipeline.request(request) == .loading)
        #expect(pipeline.waitUntilIdle())
        let art = try #require(recorder.state(of: request)?.rendering?.cellArt)
        #expect(art.columns == 17 && art.rows == 8)
        #expect(pipeline.counters.downloaded == 1 && pipeline.counters.activeDownloads == 0)
        #expect(CoverDiskCache(directory: directory).read(request.url) == Fixtures.tinyPNG)

        let nextRun = DeliveryRecorder().pipeline(directory: directory)
        nextRun.request(request)
        #expect(nextRun.waitUntilIdle())
        #expect(nextRun.counters.diskHits == 1 && nextRun.counters.downloaded == 0)
        #expect(server.hits("/cover.png") == 1)
    }

    @Test("a server error is a failure state; asking again waits for the back-off, then retries")
    func failingThenRecovering() throws {
        let server = try TestHTTPServer(routes: [
            "/cover.png": .respond(status: 500, contentType: "text/plain", body: Array("oops".utf8))
        ])
        defer { server.stop() }
        let recorder = DeliveryRecorder()
        let clock = ManualClock()
        let pipeline = recorder.pipeline(retryDelay: 0.3, now: clock.now)
        let request = ArtworkRequest(url: server.url("/cover.png"))
        pipeline.request(request)
        #expect(pipeline.waitUntilIdle())
        let failure = ArtworkState.failed(.httpStatus(url: request.url, code: 500))
        #expect(recorder.state(of: request) == failure)
        #expect(pipeline.state(of: request) == failure)
        #expect(pipeline.request(request) == failure)
        #expect(server.hits("/cover.png") == 1)

        server.route("/cover.png", .respond(status: 200, contentType: "image/png", body: Fixtures.tinyPNG))
        clock.advance(by: .milliseconds(299))
        #expect(pipeline.request(request) == failure, "still within the back-off")
        #expect(server.hits("/cover.png") == 1)
        clock.advance(by: .milliseconds(1))
        #expect(pipeline.request(request) == .loading)
        #expect(pipeline.waitUntilIdle())
        #expect(recorder.state(of: request)?.rendering != nil, "\(recorder.all.map(\.state))")
        #expect(pipeline.counters.retried == 1 && pipeline.counters.failed == 1)
        #expect(server.hits("/cover.png") == 2)
    }

    @Test("a server that goes quiet after the request times out")
    func slow() throws {
        // Longer than any wait of the test: only the timeout ends this download.
        let server = try TestHTTPServer(routes: ["/slow.png": .delay(600, then: Fixtures.tinyPNG)])
        defer { server.stop() }
        try expectTimeout(ArtworkRequest(url: server.url("/slow.png")))
    }

    @Test("a server that keeps sending a byte now and then is cut off by the total timeout")
    func dripping() throws {
        let server = try TestHTTPServer(routes: ["/drip.jpg": .drip(interval: 0.1)])
        defer { server.stop() }
        // No wait between bytes the server could overrun on a loaded machine: only the total ends it.
        try expectTimeout(ArtworkRequest(url: server.url("/drip.jpg")), connectTimeout: 30, total: 1.0)
    }

    @Test("a server that accepts the connection and never answers times out")
    func neverAnswers() throws {
        let listener = try TestHTTPServer.silentListener()
        defer { close(listener.socket) }
        try expectTimeout(ArtworkRequest(url: "http://127.0.0.1:\(listener.port)/cover.png"))
    }

    @Test("a refused connection fails at once as unreachable")
    func refused() throws {
        let port = try LoopbackSockets.closedPort()
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline()
        let request = ArtworkRequest(url: "http://127.0.0.1:\(port)/cover.png")
        pipeline.request(request)
        #expect(pipeline.waitUntilIdle())
        let error = try #require(recorder.state(of: request)?.error)
        #expect(error == .unreachable(url: request.url, reason: "connection refused"), "\(error)")
        #expect(pipeline.counters.activeDownloads == 0 && pipeline.counters.inFlight == 0)
    }

    @Test("a web page served with 200 is a failure, and is not cached")
    func htmlServed() throws {
        let page = Array("<!doctype html><html><body>Sign in</body></html>".utf8)
        let server = try TestHTTPServer(routes: [
            "/cover.jpg": .respond(status: 200, contentType: "image/jpeg", body: page)
        ])
        defer { server.stop() }
        let directory = Scratch.directory()
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline(directory: directory)
        let request = ArtworkRequest(url: server.url("/cover.jpg"))
        pipeline.request(request)
        #expect(pipeline.waitUntilIdle())
        #expect(recorder.state(of: request) == .failed(.notAnImage(looksLikeHTML: true)))
        #expect(CoverDiskCache(directory: directory).read(request.url) == nil)
    }

    @Test("a card that scrolls away stops its download")
    func cancelledDownload() throws {
        // Longer than any wait of the test: only the cancellation ends this download.
        let server = try TestHTTPServer(routes: ["/slow.png": .delay(600, then: Fixtures.tinyPNG)])
        defer { server.stop() }
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline(connectTimeout: 600, totalTimeout: 600)
        let request = ArtworkRequest(url: server.url("/slow.png"))
        pipeline.request(request)
        let deadline = Date().addingTimeInterval(120)
        while pipeline.counters.activeDownloads == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        pipeline.cancel(request)
        #expect(pipeline.waitUntilIdle(timeout: 120))
        #expect(pipeline.counters.cancelled == 1 && pipeline.counters.activeDownloads == 0)
        // No download is left to deliver anything later.
        #expect(recorder.all.isEmpty)
    }

    /// The request ends in a timeout failure (the servers never answer within the test's waits),
    /// and leaves no download behind.
    private func expectTimeout(_ request: ArtworkRequest, connectTimeout: Double = 0.5, total: Double = 1.5) throws {
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline(connectTimeout: connectTimeout, totalTimeout: total)
        let started = Date()
        pipeline.request(request)
        #expect(pipeline.waitUntilIdle(timeout: 120))
        #expect(Date().timeIntervalSince(started) >= total)
        let error = try #require(recorder.state(of: request)?.error)
        guard case .timedOut = error else {
            Issue.record("expected a timeout, got \(error)")
            return
        }
        #expect(pipeline.state(of: request) == .failed(error))
        #expect(pipeline.counters.activeDownloads == 0 && pipeline.counters.inFlight == 0)
    }
}
