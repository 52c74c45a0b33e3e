import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// What a hostile server sends never reaches the user's terminal as control sequences, on
/// either stream of the real binary: its words are quoted with their controls made visible.
@Suite("Hostile text on the command line", .serialized, .testThreads)
struct HostileTextTests {
    /// A title, a window title, the clipboard, a cleared screen, a request for the cursor's
    /// place (which makes the terminal type a reply), a C1 CSI and a bidirectional override.
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J\u{1B}[6n\u{9B}31m\u{202E}"

    /// Whether a terminal would take anything in `text` for a control: C0 but line breaks and
    /// tabs, DEL, C1, or a bidirectional override.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0A, 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    private static func json(_ object: Any) -> [UInt8] { [UInt8](try! JSONSerialization.data(withJSONObject: object)) }

    @Test(
        "a server's error words reach standard error with their controls made visible, for each status",
        arguments: [400, 500, 503])
    func errorBodies(status: Int) throws {
        let body = Self.json(["error": Self.hostile, "detail": "Broken: " + Self.hostile])
        let server = try TestHTTPServer { _ in
            .answer(status: status, headers: [("Content-Type", "application/json")], body: body)
        }
        defer { server.stop() }
        let result = try BinaryRun.run(["--server", "http://127.0.0.1:\(server.port)", "catalog", "info"])
        #expect(result.status == 1)
        #expect(Self.isInert(result.error) && Self.isInert(result.output), "\(result.error.debugDescription)")
        #expect(
            result.error.contains(#"Broken: \u{1b}]0;pwned\u{7}\u{1b}]52;c;cHduZWQ=\u{7}\u{1b}[2J"#), "\(result.error)")
    }

    @Test("a key's name quoted by a decoding error is made visible too")
    func keyNames() throws {
        // A shell whose recordings are an object keyed by the hostile text, not a list.
        let body = Self.json(["song_id": "x", "recordings": [Self.hostile: 1]])
        let server = try TestHTTPServer { _ in
            .answer(status: 200, headers: [("Content-Type", "application/json")], body: body)
        }
        defer { server.stop() }
        let link = "approachnote://song/9af17fbd-130a-838d-899d-1b9aea8bc100"
        let result = try BinaryRun.run(["--server", "http://127.0.0.1:\(server.port)", "recordings", link])
        #expect(result.status == 1)
        #expect(!result.error.isEmpty)
        #expect(Self.isInert(result.error) && Self.isInert(result.output), "\(result.error.debugDescription)")
    }

    @Test("titles and names from a server are printed inert by find, recordings and render")
    func payloads() throws {
        let replay = try UpstreamReplay()
        defer { replay.stop() }
        let name = "song_summary_all_of_me"
        var summary =
            try JSONSerialization.jsonObject(with: UpstreamReplay.body(of: UpstreamReplay.recorded(name)))
            as! [String: Any]
        summary["title"] = "All of Me " + Self.hostile
        summary["composer"] = Self.hostile
        replay.answer(name, with: Self.json(summary))
        var index =
            try JSONSerialization.jsonObject(
                with: UpstreamReplay.body(of: UpstreamReplay.recorded("songs_index_search_all_of_me")))
            as! [[String: Any]]
        index[0]["title"] = "All of Me" + Self.hostile
        replay.answer("songs_index_search_all_of_me", with: Self.json(index))

        let link = try ScenarioExpectations.allOfMeLink()
        for arguments in [
            ["catalog", "find", "song", "all of me"], ["recordings", link], ["render", link, "--size", "80x24"],
            ["render", link, "--size", "80x24", "--format", "ansi"],
        ] {
            let result = try BinaryRun.run(["--server", replay.address] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(result.output.contains("All of Me"), "\(arguments): \(result.output)")
            #expect(Self.isInert(result.error), "\(arguments)")
            if arguments.last != "ansi" { #expect(Self.isInert(result.output), "\(arguments)") }
            // The ANSI frame's own escapes are the engine's; none of the server's text is among them.
            for sequence in ["\u{1B}]0;pwned", "\u{1B}]52;", "\u{1B}[6n", "\u{9B}31m", "\u{202E}"] {
                #expect(!result.output.contains(sequence), "\(arguments): \(sequence.debugDescription)")
            }
            #expect(result.output.contains("]0;pwned"), "\(arguments): the hostile text is shown, made visible")
        }
    }
}
