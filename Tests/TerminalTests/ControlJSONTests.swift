import Foundation
import TestThreads
import Testing

@testable import Terminal

@Suite("The automation protocol's JSON values", .testThreads)
struct ControlJSONTests {
    private static func read(_ text: String) throws -> ControlJSON {
        try JSONDecoder().decode(ControlJSON.self, from: Data(text.utf8))
    }

    @Test("a request's members keep their kinds: a count is no fraction, a flag no number")
    func kinds() throws {
        let request = try Self.read(#"{"cmd":"resize","cols":80,"rows":2.5,"on":true,"none":null,"list":[1,"a"]}"#)
        #expect(request["cmd"]?.string == "resize")
        #expect(request["cols"] == .integer(80))
        #expect(request["cols"]?.integer == 80)
        #expect(request["rows"] == .number(2.5))
        #expect(request["rows"]?.integer == nil, "2.5 rows is not a count")
        #expect(request["on"] == .bool(true))
        #expect(request["on"]?.integer == nil, "true is not 1")
        #expect(request["none"] == .null)
        #expect(request["list"] == .array([.integer(1), .string("a")]))
        #expect(request["missing"] == nil)
        #expect(ControlJSON.string("x")["cmd"] == nil, "only an object has members")
    }

    @Test("the scroll limits take whole numbers in range only; a missing one is 0")
    func integers() throws {
        #expect(ControlRequest.integer(.integer(3), within: -5...5) == 3)
        #expect(ControlRequest.integer(nil, within: -5...5) == 0)
        #expect(ControlRequest.integer(.integer(6), within: -5...5) == nil)
        #expect(ControlRequest.integer(.number(1.5), within: -5...5) == nil)
        #expect(ControlRequest.integer(.string("1"), within: -5...5) == nil)
        #expect(ControlRequest.integer(.bool(true), within: -5...5) == nil)
    }

    @Test("a reply is written with its keys sorted, and reads back as itself")
    func roundTrip() throws {
        let reply: ControlJSON = [
            "ok": true, "frames": 3, "name": "Night \"and\" Day", "counts": ControlJSON(["b": 2, "a": 1]),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(reply), as: UTF8.self)
        #expect(text == #"{"counts":{"a":1,"b":2},"frames":3,"name":"Night \"and\" Day","ok":true}"#)
        #expect(try Self.read(text) == reply)
        #expect(try Self.read("[]") == .array([]))
        #expect(throws: (any Error).self) { try Self.read("{") }
    }
}
