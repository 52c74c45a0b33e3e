import ApplicationTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// Requests whose end two readers could see in two places are refused, so that no body can
/// pass for a second request (request smuggling): 400, the reason, and the connection closed.
@Suite("serve: request framing", .testThreads)
struct RequestFramingTests {
    private static let songs = "GET /v1/songs/index?search=zzzz HTTP/1.1\r\n"

    @Test(
        "two lengths, a length beside chunking, a name with a space before its colon, no Host or two: 400 and closed",
        arguments: [
            (
                "Host: x\r\nContent-Length: 0\r\nContent-Length: 40\r\n",
                "The request has 2 Content-Length fields; send one."
            ),
            (
                "Host: x\r\nContent-Length: 5\r\nContent-Length: 5\r\n",
                "The request has 2 Content-Length fields; send one."
            ),
            (
                "Host: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n",
                "The request has both Content-Length and Transfer-Encoding; send one."
            ),
            ("Host : x\r\n", "The header field name “Host ” is not a token (a space before its colon, say)."),
            ("Accept: */*\r\n", "An HTTP/1.1 request needs a Host field."),
            ("Host: x\r\nHost: y\r\n", "The request has 2 Host fields; send one."),
        ])
    func refused(headers: String, detail: String) throws {
        let server = try ServerHarness.shared()
        let connection = try RawHTTPConnection(port: server.port)
        // What follows the headers would be a second request to a reader that takes the other
        // length: it must never be answered.
        connection.send(Self.songs + headers + "\r\n" + "GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try connection.readResponse()
        // libmicrohttpd refuses some shapes itself, before the request reaches us: also a 400.
        #expect(response.status == 400, "\(headers.debugDescription)")
        if response.text.contains("Malformed request") {
            #expect(
                try JSONSerialization.jsonObject(with: response.body) as? [String: String]
                    == ["error": "Malformed request", "detail": detail])
        }
        // Well before the request deadline (10 s), with seconds to spare for a loaded machine.
        #expect(connection.isEndedByServer(within: 8_000), "the connection is closed, the rest never read")
    }

    /// A folded field is joined by the library, so what a length says depends on who reads it:
    /// refused with our reason, whichever field is folded.
    @Test(
        "a field folded over two lines (obs-fold) is refused: 400, the reason, and closed",
        arguments: [
            "Host: x\r\nContent-Length:\r\n 5\r\n",
            "Host: x\r\nX-Long: a\r\n\tb\r\n",
            "Host:\r\n x\r\n",
            "Host: x\r\nAccept: */*\r\n  \t text/plain\r\nX-After: 1\r\n",
        ])
    func folded(headers: String) throws {
        let server = try ServerHarness.shared()
        let connection = try RawHTTPConnection(port: server.port)
        connection.send(Self.songs + headers + "\r\n" + "GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 400, "\(headers.debugDescription)")
        #expect(
            try JSONSerialization.jsonObject(with: response.body) as? [String: String] == [
                "error": "Malformed request",
                "detail": "A header field goes on over a second line (obs-fold); send each field on one line.",
            ])
        #expect(connection.isEndedByServer(within: 8_000), "the connection is closed, the rest never read")
    }

    @Test("a sound request on the same connection is answered, and the next one too, empty values among them")
    func soundRequests() throws {
        let server = try ServerHarness.shared()
        let connection = try RawHTTPConnection(port: server.port)
        connection.send(Self.songs + "Host: x\r\n\r\n" + Self.songs + "Host: x\r\nContent-Length: 0\r\n\r\n")
        #expect(try connection.readResponse().status == 200)
        #expect(try connection.readResponse().status == 200)
        connection.send(Self.songs + "Host: x\r\nX-Empty:\r\nX-Blank: \t \r\nX-Last: \r\n\r\n")
        #expect(try connection.readResponse().status == 200)
    }
}
