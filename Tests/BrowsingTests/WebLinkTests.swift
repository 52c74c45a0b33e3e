import TestThreads
import Testing
import UntrustedText

@Suite("Which links may be followed", .testThreads)
struct WebLinkTests {
    @Test(
        "http and https addresses with a host",
        arguments: [
            "https://www.jazzstandards.com/compositions/allofme.htm", "http://example.org", "HTTPS://EXAMPLE.ORG/a?b#c",
            "https://open.spotify.com/track/4iV5W9uYEdYUVa79Axb7Rh",
        ])
    func followable(url: String) {
        #expect(WebLink.isFollowable(url))
    }

    @Test(
        "anything else is only shown: other schemes, no host, spaces, control characters, an option, too long",
        arguments: [
            "", "file:///etc/passwd", "javascript:alert(1)", "ftp://example.org", "https://", "https:///path",
            "https://example.org/a b", "https://example.org/\u{1B}]52;c;AAAA\u{07}", "https://example.org/\n",
            "--help", "-https://example.org", "https://example.org/" + String(repeating: "a", count: 2_100),
        ])
    func notFollowable(url: String) {
        #expect(!WebLink.isFollowable(url))
    }
}
