import Foundation
import Layout
import TestThreads
import Testing

@testable import Terminal

@Suite("The automation protocol's requests and replies", .testThreads)
struct ControlProtocolTests {
    static let requests: [ControlRequest] = [
        .tree, .press(label: "Airegin (9)"), .focus(label: "Night \"and\" Day"), .key("\r\u{1B}[A"),
        .scroll(x: 5, y: 10, dx: 0, dy: 30), .scroll(x: 0, y: 0, dx: -3, dy: 0), .resize(columns: 80, rows: 24),
        .open(link: "approachnote://song/x"), .stats, .waitUntilIdle,
    ]

    @Test("every request reads back as itself from the line the client writes")
    func requestsRoundTrip() throws {
        for request in Self.requests {
            #expect(try ControlRequest(line: Array(request.line.utf8)) == request, "\(request.line)")
        }
    }

    @Test("a request's line is compact with its keys sorted; a scroll leaves out its zeros")
    func requestLines() {
        #expect(ControlRequest.scroll(x: 5, y: 10, dx: 0, dy: 30).line == #"{"cmd":"scroll","dy":30,"x":5,"y":10}"#)
        #expect(ControlRequest.resize(columns: 80, rows: 24).line == #"{"cmd":"resize","cols":80,"rows":24}"#)
        #expect(ControlRequest.waitUntilIdle.line == #"{"cmd":"wait","until":"idle"}"#)
        #expect(ControlRequest.key("\r").line == #"{"cmd":"key","keys":"\r"}"#)
    }

    @Test("what a request does not say is refused with the words a client can act on")
    func refusals() {
        let cases: [(String, String)] = [
            ("{", "Malformed request: send one JSON object per line with a \"cmd\"."),
            ("[]", "Malformed request: send one JSON object per line with a \"cmd\"."),
            (#"{"cmd":null}"#, "Malformed request: send one JSON object per line with a \"cmd\"."),
            (#"{"cmd":"fly"}"#, #"Unknown command "fly"."#),
            (#"{"cmd":"focus","label":3}"#, #""focus" needs a "label"."#),
            (#"{"cmd":"key"}"#, #""key" needs "keys"."#),
            (#"{"cmd":"open"}"#, #""open" needs a "link"."#),
            (#"{"cmd":"wait"}"#, #""wait" takes "until": "idle"."#),
            (
                #"{"cmd":"resize","cols":80,"rows":2.5}"#,
                #""resize" needs "cols" from 1 to 1000 and "rows" from 1 to 1000."#
            ),
            (
                #"{"cmd":"resize","cols":0,"rows":24}"#,
                #""resize" needs "cols" from 1 to 1000 and "rows" from 1 to 1000."#
            ),
            (#"{"cmd":"scroll","dy":100001}"#, #""scroll" takes "dx" and "dy" from -100000 to 100000."#),
            (#"{"cmd":"scroll","x":-1,"dy":1}"#, #""scroll" takes "x" and "y" from 0 to 100000."#),
        ]
        for (line, message) in cases {
            #expect(throws: ControlRequestError(message), "\(line)") { try ControlRequest(line: Array(line.utf8)) }
        }
        #expect(throws: ControlRequestError(#""keys" too long: send at most 4096 bytes of keys per request."#)) {
            try ControlRequest(line: Array(ControlRequest.key(String(repeating: "x", count: 4_097)).line.utf8))
        }
    }

    @Test("members a request does not know are ignored; a scroll's missing members are 0")
    func lenientWhereHarmless() throws {
        #expect(try ControlRequest(line: Array(#"{"cmd":"stats","verbose":true}"#.utf8)) == .stats)
        #expect(try ControlRequest(line: Array(#"{"cmd":"scroll"}"#.utf8)) == .scroll(x: 0, y: 0, dx: 0, dy: 0))
    }

    @Test("each reply is written as the protocol's exact bytes, and reads back as itself")
    func replies() throws {
        let stats = ControlStats(
            frames: 3, layoutPasses: 4, diagnostics: 0, bytesWritten: 100, iterations: 7, inputBytes: 5, inputEvents: 2,
            idleFrames: 0,
            cpuSeconds: 0.5, phaseMicroseconds: ["draw": 2], sampler: ["idle": 1], idle: true, pending: ["a frame"],
            lastFrame: ControlStats.LastFrame(
                passes: 1, nodesMeasured: 2, nodesBuilt: 3, nodesReused: 4, cellsChanged: 5, bytesWritten: 6))
        let tree = AccessibilityElement(
            role: .button, label: "Airegin (9)", value: nil, states: [.collapsed],
            frame: Rect(x: 0, y: 1, width: 20, height: 1), children: [])
        let expected: [(ControlReply, String)] = [
            (.done, #"{"ok":true}"#),
            (.scrolled(false), #"{"ok":true,"scrolled":false}"#),
            (.idle, #"{"idle":true,"ok":true}"#),
            (
                .failure(#"No control labelled "x" is on screen."#),
                #"{"error":"No control labelled \"x\" is on screen.","ok":false}"#
            ),
            (
                .tree(tree),
                #"{"ok":true,"tree":{"children":[],"frame":[0,1,20,1],"label":"Airegin (9)","role":"button","states":["collapsed"]}}"#
            ),
            (
                .stats(stats),
                #"{"bytesWritten":100,"cpuSeconds":0.5,"diagnostics":0,"frames":3,"idle":true,"idleFrames":0,"inputBytes":5,"inputEvents":2,"#
                    + #""iterations":7,"lastFrame":{"bytesWritten":6,"cellsChanged":5,"nodesBuilt":3,"nodesMeasured":2,"#
                    + #""nodesReused":4,"passes":1},"layoutPasses":4,"ok":true,"pending":["a frame"],"#
                    + #""phaseMicroseconds":{"draw":2},"sampler":{"idle":1}}"#
            ),
        ]
        for (reply, line) in expected {
            #expect(String(decoding: reply.line, as: UTF8.self) == line)
            #expect(ControlReply(line: Array(line.utf8)) == reply, "\(line)")
        }
        #expect(ControlReply(line: Array(#"{"ok":false}"#.utf8)) == nil, "a refusal says why")
        #expect(ControlReply(line: Array("not json".utf8)) == nil)
    }
}
