import Foundation
import Glibc
import TestFixtures
import TestThreads
import Testing

@testable import Artwork

/// Cover addresses are a catalog's words: a server's must not make the application read the
/// user's files or speak another protocol.
@Suite("Cover addresses from a server", .testThreads)
struct CoverAddressSafetyTests {
    private func png() throws -> String {
        let path = NSTemporaryDirectory() + "approachnote-local-" + UUID().uuidString + ".png"
        try Data(Fixtures.tinyPNG).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a file: cover is read from the user's own catalog, and refused from a server's")
    func fileAddresses() throws {
        let request = ArtworkRequest(url: "file://" + (try png()))
        let local = DeliveryRecorder()
        let fromFile = local.pipeline(readsFiles: true)
        fromFile.request(request)
        #expect(fromFile.waitUntilIdle())
        #expect(local.state(of: request)?.rendering?.cellArt != nil)

        let remote = DeliveryRecorder()
        let fromServer = remote.pipeline(readsFiles: false)
        fromServer.request(request)
        #expect(fromServer.waitUntilIdle())
        #expect(remote.state(of: request)?.error == .fileFromServer(request.url))
        #expect(remote.state(of: request)?.rendering == nil)
    }

    @Test("a cover whose server redirects to ftp: fails without connecting there")
    func redirectToFTP() throws {
        let listener = try LoopbackSockets.listeningSocket()
        defer { close(listener.descriptor) }
        let server = try TestHTTPServer { _ in
            .answer(status: 302, headers: [("Location", "ftp://127.0.0.1:\(listener.port)/cover.png")], body: [])
        }
        defer { server.stop() }
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline()
        let request = ArtworkRequest(url: server.url("/cover.png"))
        pipeline.request(request)
        #expect(pipeline.waitUntilIdle())
        #expect(recorder.state(of: request)?.error != nil)
        #expect(!LoopbackSockets.wasConnected(listener.descriptor), "no ftp connection was made")
    }
}
