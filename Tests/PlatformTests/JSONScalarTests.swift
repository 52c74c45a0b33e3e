import Foundation
import Platform
import TestThreads
import Testing

@Suite("A JSON value read leniently", .testThreads)
struct JSONScalarTests {
    @Test("flags, numbers and strings are read as such; null, arrays and objects are other, and fail nothing")
    func everyKind() throws {
        let line = #"{"ok":true,"off":false,"ms":1.25,"count":3,"name":"é\n","none":null,"list":[1],"object":{"a":1}}"#
        let members = try JSONDecoder().decode([String: JSONScalar].self, from: Data(line.utf8))
        #expect(
            members == [
                "ok": .flag(true), "off": .flag(false), "ms": .number(1.25), "count": .number(3),
                "name": .text("é\n"), "none": .other, "list": .other, "object": .other,
            ])
        #expect(members.compactMapValues(\.number) == ["ms": 1.25, "count": 3])
        #expect(members.compactMapValues(\.flag) == ["ok": true, "off": false])
        #expect(members.compactMapValues(\.text) == ["name": "é\n"])
    }

    @Test("a flag is not read as a number, nor a number as a flag")
    func flagsAndNumbersApart() throws {
        let members = try JSONDecoder().decode([String: JSONScalar].self, from: Data(#"{"a":1,"b":true,"c":0}"#.utf8))
        #expect(members["a"] == .number(1) && members["b"] == .flag(true) && members["c"] == .number(0))
    }
}
