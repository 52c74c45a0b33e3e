import TestThreads
import Testing

@testable import Server

@Suite(.testThreads) struct ListenAddressTests {
    @Test func parsesHostAndPort() throws {
        #expect(try ListenAddress.parse("127.0.0.1:8080") == ListenAddress(host: "127.0.0.1", port: 8080))
        #expect(try ListenAddress.parse("localhost:0") == ListenAddress(host: "localhost", port: 0))
        #expect(try ListenAddress.parse("[::1]:65535") == ListenAddress(host: "::1", port: 65535))
        #expect(ListenAddress(host: "::1", port: 80).description == "[::1]:80")
    }

    @Test func refusesWhatIsNotHostColonPort() {
        for text in [
            "8080", "127.0.0.1", ":8080", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:80a", "::1:80",
            "[::1]8080", "[::1]", "127.0.0.1:+80", "127.0.0.1:٣",
        ] {
            #expect(throws: ServerError.invalidListenAddress(text), "\(text)") { try ListenAddress.parse(text) }
        }
    }
}
