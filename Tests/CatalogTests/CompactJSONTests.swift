import CatalogTestSupport
import Foundation
import TestThreads
import Testing

@testable import Catalog

/// The server's JSON writer against `JSONEncoder` (sorted keys, slashes unescaped): the same
/// bytes for every payload the routes answer with over the demo catalog, and for the strings,
/// keys and values the payloads could hold.
@Suite("CompactJSON writes what JSONEncoder writes", .testThreads)
struct CompactJSONTests {
    private static func reference<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    private static func same<T: Encodable>(_ value: T) throws -> Bool {
        try CompactJSON.encode(value) == reference(value)
    }

    @Test func everyRoutePayloadOverTheDemoCatalog() throws {
        let store = try SharedDemoCatalog.store()
        var compared = 0
        func check<T: Encodable>(_ value: T, _ what: String) throws {
            #expect(try Self.same(value), "\(what)")
            compared += 1
        }
        let songs = try store.songs()
        try check(songs, "songs index")
        try check(try store.songs(matching: "ain’t"), "songs index, search")
        for song in songs {
            try check(try #require(try store.songSummary(id: song.id)), "summary of \(song.title)")
            // Every song's shell by year; the other order, the same rows, for some.
            for sort in SongRecordingSort.allCases where sort == .year || compared < 100 {
                let shell = try #require(try store.songShell(id: song.id, sort: sort))
                // A shell is the largest payload: JSONEncoder writes it once for both comparisons.
                let reference = try Self.reference(shell)
                #expect(try CompactJSON.encode(shell) == reference, "shell of \(song.title) by \(sort)")
                compared += 1
                #expect(
                    try store.songShellJSON(id: song.id, sort: sort) == reference,
                    "the shell of \(song.title) by \(sort) as written from its rows")
                let ids = shell.recordings.prefix(50).map(\.id)
                if sort == .year, !ids.isEmpty {
                    try check(try store.hydrate(ids: ids), "batch of \(song.title)")
                    try check(try #require(try store.recordingDetail(id: ids[0])), "detail of \(ids[0])")
                    try check(try #require(try store.recordingReleases(id: ids[0])), "releases of \(ids[0])")
                }
            }
        }
        let performers = try store.performers()
        try check(performers, "performers index")
        for performer in performers.prefix(50) + [try #require(performers.first { $0.name == "Louis Armstrong" })] {
            try check(try #require(try store.performerSummary(id: performer.id)), "summary of \(performer.name)")
            for sort in PerformerRecordingSort.allCases {
                try check(
                    try #require(try store.performerRecordings(id: performer.id, sort: sort)),
                    "recordings of \(performer.name) by \(sort)")
            }
        }
        #expect(compared > 900)
    }

    private struct Sample: Encodable {
        let text: String
        let keys: [String: Int]
        let numbers: [Int64]
        let flags: [Bool]
        @NullCoded var absent: String?
        let omitted: Int?
        let nothing: [String]
        let empty: [String: String]
        let nested: [[String: [Int]]]
    }

    @Test func stringsKeysAndValuesAsJSONEncoderWritesThem() throws {
        let sample = Sample(
            text: "a/b \"quoted\" back\\slash\n\t\r\u{8}\u{C}\u{1}\u{1F}\u{7F} é “ü” \u{2028} 😀",
            keys: ["B": 1, "Z": 2, "_x": 3, "a": 4, "a1": 5, "a10": 6, "a9": 7, "aB": 8, "a_b": 9, "ab": 10, "é": 11],
            numbers: [0, -1, 42, Int64.min, Int64.max], flags: [true, false], absent: nil, omitted: nil,
            nothing: [], empty: [:], nested: [["x": [1, 2]], [:]])
        #expect(try Self.same(sample))
        #expect(try Self.same("plain"))
        #expect(try Self.same([String?.none, "x"]))
    }

    /// Keys of one type arriving in several orders, some left out, members nesting objects whose
    /// keys are out of order too: each object is put in order where it lies, whatever order its
    /// type's keys came in before.
    private struct Shifting: Encodable {
        enum CodingKeys: String, CodingKey { case b, a, c }
        let arrival: [CodingKeys]
        let inner: [Shifting]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for key in arrival {
                switch key {
                case .a: try container.encode(inner, forKey: .a)
                case .b: try container.encode("b/\(arrival.count)", forKey: .b)
                case .c: try container.encodeNil(forKey: .c)
                }
            }
        }
    }

    @Test func keysOfOneTypeArrivingInManyOrdersAreSortedEachTime() throws {
        let leaf = Shifting(arrival: [.c, .b], inner: [])
        let orders: [[Shifting.CodingKeys]] = [
            [.b, .a, .c], [.a, .c], [.c, .b, .a], [.a, .b, .c], [], [.b, .a, .c],
        ]
        let value = orders.map { Shifting(arrival: $0, inner: [leaf, leaf]) }
        let leafJSON = #"{"b":"b/2","c":null}"#
        let expected =
            #"[{"a":[\#(leafJSON),\#(leafJSON)],"b":"b/3","c":null},{"a":[\#(leafJSON),\#(leafJSON)],"c":null},"#
            + #"{"a":[\#(leafJSON),\#(leafJSON)],"b":"b/3","c":null},{"a":[\#(leafJSON),\#(leafJSON)],"b":"b/3","c":null},"#
            + #"{},{"a":[\#(leafJSON),\#(leafJSON)],"b":"b/3","c":null}]"#
        #expect(String(decoding: try CompactJSON.encode(value), as: UTF8.self) == expected)
        #expect(try Self.same(value))
    }

    private struct Special: Encodable {
        let url = URL(string: "https://example.com/a/b?c=d")!
        let data = Data([1, 2, 3])
        let date = Date(timeIntervalSinceReferenceDate: 0)
    }

    /// A floating-point number, or a type JSONEncoder writes its own way, is refused, and
    /// PayloadJSON then writes it with JSONEncoder.
    @Test func whatJSONEncoderWritesItsOwnWayIsLeftToIt() throws {
        #expect(throws: CompactJSON.Unsupported.self) { try CompactJSON.encode([1.5]) }
        #expect(Array(try PayloadJSON.encode(["x": 1.5, "y": 3])) == (try Self.reference(["x": 1.5, "y": 3])))
        for value in [[Special().url] as any Encodable, Special().data, [Special().date], Decimal(1)] {
            #expect(throws: CompactJSON.Unsupported.self) { try CompactJSON.encode(value) }
        }
        #expect(Array(try PayloadJSON.encode(Special())) == (try Self.reference(Special())))
    }
}

/// An `async` test (it waits for a child process without blocking a thread), on Swift's own pool.
@Suite("CompactJSON's self-check", .timed)
struct CompactJSONSelfCheckTests {
    /// Keys written out of order would make other bytes than `JSONEncoder`'s: with
    /// `SelfChecks` on, the program stops at the first such key.
    @Test func membersOutOfOrderStopTheProgram() async {
        await #expect(processExitsWith: .failure) {
            var bytes: [UInt8] = []
            CompactJSON.Object.write(into: &bytes, as: ShellRecording.self) { object in
                object.member("id", 1)
                object.member("album_title", 2)
            }
        }
    }
}
