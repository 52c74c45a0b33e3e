import Foundation
import TestThreads
import Testing

@testable import Catalog

/// The catalog's list columns read without `JSONDecoder`, against `JSONDecoder`.
@Suite("Lists of strings in text columns", .testThreads)
struct StringListJSONTests {
    private static func reference(_ json: String) -> [String]? {
        try? JSONDecoder().decode([String].self, from: Data(json.utf8))
    }

    @Test("every list reads as JSONDecoder reads it; what is not a list reads as none")
    func decodeAgreesWithJSONDecoder() {
        let lists = [
            "[]", "[ ]", #"["Piano"]"#, #"["Double Bass","Piano","Trombone"]"#, #" [ "a" , "b" ] "#,
            #"["Ölund","😀"]"#, #"["a\"b"]"#, #"["a\\b","c\/d","\u00e9\n"]"#, #"[""]"#,
            // JSONDecoder takes a trailing comma; so does this reading, through it.
            #"["a",]"#,
        ]
        for list in lists { #expect(StringListJSON.decode(list) == Self.reference(list), "\(list)") }
        for broken in ["", "[", #"["a""#, #"["a"] x"#, "[1]", #"{"a":1}"#, "null", #"["a"]]"#] {
            #expect(Self.reference(broken) == nil, "\(broken)")
            #expect(StringListJSON.decode(broken) == [], "\(broken)")
        }
    }

    @Test("only ASCII lists without escapes or spaces are written out as they are")
    func compactListsAreTheirOwnJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let compact = ["[]", #"["Piano"]"#, #"["Double Bass","Piano"]"#, #"["",""]"#, #"["a/b"]"#]
        for list in compact {
            var bytes = Array(list.utf8)
            #expect(bytes.withUnsafeBufferPointer(StringListJSON.isCompact), "\(list)")
            // Compact means: the very bytes JSONEncoder writes for what the list holds.
            bytes = Array(try encoder.encode(StringListJSON.decode(list)))
            #expect(String(decoding: bytes, as: UTF8.self) == list)
        }
        let other = [
            "[ ]", #"[ "a"]"#, #"["a" ]"#, #"["a\"b"]"#, #"["a\\b"]"#, #"["Ölund"]"#, "[\"a\tb\"]", #"["a",]"#,
            #"[,"a"]"#, #"["a""b"]"#, #"["a"#, "", "[", "]", #"["a"] "#, "[1]",
        ]
        for list in other {
            #expect(!Array(list.utf8).withUnsafeBufferPointer(StringListJSON.isCompact), "\(list)")
        }
    }
}
