import TestThreads
import Testing

@testable import Browsing

@Suite("Deep links", .testThreads)
struct DeepLinkTests {
    let id = "c793763d-afdf-8875-9333-8b8a26b4fe2e"

    @Test("song and artist links, with or without an anchor, any case of id; a recording's, without")
    func valid() throws {
        #expect(try DeepLink.parse("approachnote://recording/\(id)") == DeepLink(target: .recording, id: id))
        #expect(try DeepLink.parse("approachnote://song/\(id)") == DeepLink(target: .song, id: id))
        #expect(try DeepLink.parse("approachnote://artist/\(id.uppercased())/") == DeepLink(target: .artist, id: id))
        #expect(
            try DeepLink.parse("approachnote://song/\(id)?anchor=recordings")
                == DeepLink(target: .song, id: id, anchor: .recordings))
        #expect(
            try DeepLink.parse("approachnote://song/\(id)?screenshot=featured").anchor == .featured)
        #expect(
            DeepLink(target: .song, id: id, anchor: .featured).description
                == "approachnote://song/\(id)?anchor=featured")
    }

    @Test(
        "malformed links say what is wrong",
        arguments: [
            ("https://example.com", DeepLinkError.notADeepLink("https://example.com")),
            ("approachnote://", .missingTarget("approachnote://")),
            ("approachnote://album/x", .unknownTarget("album")),
            ("approachnote://song", .missingID(.song)),
            ("approachnote://song/", .missingID(.song)),
            ("approachnote://song/1234", .malformedID("1234")),
            (
                "approachnote://song/c793763d-afdf-8875-9333-8b8a26b4fe2e/extra",
                .extraPath("approachnote://song/c793763d-afdf-8875-9333-8b8a26b4fe2e/extra")
            ),
            ("approachnote://song/c793763d-afdf-8875-9333-8b8a26b4fe2e?anchor=top", .unknownAnchor("top")),
            ("approachnote://song/c793763d-afdf-8875-9333-8b8a26b4fe2e?x=1", .unknownParameter("x")),
            (
                "approachnote://recording/c793763d-afdf-8875-9333-8b8a26b4fe2e?anchor=featured",
                .unknownParameter("anchor")
            ),
            ("approachnote://recording", .missingID(.recording)),
        ])
    func malformed(text: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLink.parse(text) }
    }

    @Test("control characters in a bad link are shown escaped, never emitted")
    func controlCharacters() {
        let message = DeepLinkError.malformedID("\u{1B}[2Jgone").description
        #expect(!message.contains("\u{1B}"))
        #expect(message.contains("\\u{1b}[2Jgone"))
    }
}
