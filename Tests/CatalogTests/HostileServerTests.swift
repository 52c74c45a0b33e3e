import Foundation
import Glibc
import TestFixtures
import TestThreads
import Testing

@testable import Catalog

/// A server that sends the client where it should not go: redirects to other protocols and to
/// local files, and addresses that carry a password.
@Suite("The catalog client and a hostile server", .testThreads)
struct HostileServerTests {
    @Test(
        "a redirect to ftp:, file: or gopher: is not followed: no connection, no file read",
        arguments: ["ftp", "file", "gopher"])
    func redirectsToOtherProtocols(scheme: String) throws {
        let listener = try LoopbackSockets.listeningSocket()
        defer { close(listener.descriptor) }
        let secret = NSTemporaryDirectory() + "approachnote-secret-" + UUID().uuidString
        try Data(#"{"songs":1,"performers":2}"#.utf8).write(to: URL(fileURLWithPath: secret))
        let location =
            scheme == "file" ? "file://\(secret)" : "\(scheme)://127.0.0.1:\(listener.port)/catalog"
        let server = try TestHTTPServer { _ in .answer(status: 302, headers: [("Location", location)], body: []) }
        defer { server.stop() }
        let catalog = try HTTPCatalog(address: "http://127.0.0.1:\(server.port)")
        #expect(throws: HTTPCatalogError.self) { try catalog.songs(matching: nil) }
        #expect(!LoopbackSockets.wasConnected(listener.descriptor), "no \(scheme) connection was made")
    }

    @Test("a redirect elsewhere than the web, or round in a loop, is the server's fault, said at once, not offline")
    func badRedirects() throws {
        let server = try TestHTTPServer { target in
            target.hasPrefix("/loop")
                ? .answer(status: 302, headers: [("Location", target)], body: [])
                : .answer(status: 302, headers: [("Location", "file:///etc/passwd")], body: [])
        }
        defer { server.stop() }
        for path in ["", "/loop"] {
            let catalog = try HTTPCatalog(address: "http://127.0.0.1:\(server.port)\(path)")
            do {
                _ = try catalog.songs(matching: nil)
                Issue.record("\(path): the redirect was followed")
            } catch let error as HTTPCatalogError {
                guard case .badRedirect = error else {
                    Issue.record("\(path): \(error)")
                    continue
                }
                #expect(!error.isTransient, "asking again would not mend it")
                #expect(error.description.hasPrefix("The server sent the request for http://127.0.0.1:"))
            }
        }
    }

    @Test("an answer that says gzip and is not: malformed, which asking again will not mend, not offline")
    func falseContentEncoding() throws {
        let server = try TestHTTPServer { _ in
            .answer(
                status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                body: Array("[] this is not gzip".utf8))
        }
        defer { server.stop() }
        let catalog = try HTTPCatalog(address: "http://127.0.0.1:\(server.port)")
        do {
            _ = try catalog.songs(matching: nil)
            Issue.record("the answer cannot be read")
        } catch let error as HTTPCatalogError {
            guard case .malformed(let url, let reason) = error else {
                Issue.record("malformed, not \(error)")
                return
            }
            #expect(
                url == "\(catalog.server)/v1/songs/index"
                    && reason.hasPrefix("its body is not in the encoding it names"))
            #expect(!error.isTransient)
        }
    }

    @Test("a password in --server is used, and never shown: errors and Settings name the user alone")
    func passwordsAreNotShown() throws {
        let port = try LoopbackSockets.closedPort()
        let catalog = try HTTPCatalog(address: "http://alice:s3cretpw@127.0.0.1:\(port)/")
        #expect(catalog.server == "http://alice:…@127.0.0.1:\(port)")
        do {
            _ = try catalog.songs(matching: nil)
            Issue.record("nothing listens there")
        } catch {
            #expect(!"\(error)".contains("s3cretpw") && "\(error)".contains("alice:…@"), "\(error)")
        }
        #expect(throws: HTTPCatalogError.invalidAddress("ftp://alice:…@host")) {
            try HTTPCatalog(address: "ftp://alice:s3cretpw@host")
        }
        #expect(HTTPCatalog.withoutPassword("https://host/a@b:c") == "https://host/a@b:c")
        #expect(HTTPCatalog.withoutPassword("https://bob@host") == "https://bob@host")
    }
}
