import CatalogTestSupport
import Foundation
import TestThreads
import Testing

@testable import Catalog

/// Each field of the upstream's recorded answers taken away, then sent as `null`: the answer
/// still decodes. Only a row's own id is a field the row cannot do without, and then only that
/// row is left out; and an answer without the list it is about (a batch without its
/// recordings) is not that answer.
@Suite("The upstream's answers, a field at a time missing or null", .testThreads)
struct UpstreamFieldMutationTests {
    /// A recorded answer, and how many rows its decoded payload holds in the list at `list`
    /// (the answer itself when empty).
    private struct Sample: Sendable {
        let name: String
        var list: [String] = []
        /// Whether `list` is what the answer is about (a batch's recordings), not one of its parts.
        var strictList = false
        let decode: @Sendable (Data) throws -> Int
    }

    private static let samples: [Sample] = [
        Sample(name: "songs_index_search_composer") {
            try JSONDecoder().decode(PayloadRows<SongIndexEntry>.self, from: $0).rows.count
        },
        Sample(name: "performers_index_search_armstrong") {
            try JSONDecoder().decode(PayloadRows<PerformerIndexEntry>.self, from: $0).rows.count
        },
        Sample(name: "song_summary_all_of_me", list: ["featured_recordings"]) {
            try JSONDecoder().decode(SongSummary.self, from: $0).featuredRecordings.count
        },
        Sample(name: "shell_year_besame_mucho", list: ["recordings"], strictList: true) {
            try JSONDecoder().decode(ShellResponse.self, from: $0).recordings.count
        },
        Sample(name: "batch_50_tiger_rag", list: ["recordings"], strictList: true) {
            try JSONDecoder().decode(BatchResponse.self, from: $0).recordings.count
        },
        Sample(name: "recording_authority", list: ["performers"]) {
            try JSONDecoder().decode(RecordingDetail.self, from: $0).performers.count
        },
        Sample(name: "recording_key_tempo", list: ["releases"]) {
            try JSONDecoder().decode(RecordingDetail.self, from: $0).releases.count
        },
        Sample(name: "recording_back_cover", list: ["releases"]) {
            try JSONDecoder().decode(RecordingDetail.self, from: $0).releases.count
        },
        Sample(name: "performer_summary_louis_armstrong", list: ["instruments"]) {
            try JSONDecoder().decode(PerformerSummary.self, from: $0).instruments.count
        },
        Sample(name: "performer_recordings_ella_fitzgerald", list: ["recordings"], strictList: true) {
            try JSONDecoder().decode(PerformerRecordingsResponse.self, from: $0).recordings.count
        },
    ]

    /// The fields a row is nothing without: an element of a list that loses one is left out.
    private static let rowIDs: Set = ["id", "recording_id"]

    /// Whether two values `JSONSerialization` read are the same JSON: the same members, elements,
    /// strings byte for byte, nulls, and numbers of the same kind (a Boolean is not a 1). Both
    /// are not written again with sorted keys to compare their bytes: Foundation compares each
    /// pair of keys through a locale it makes anew.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (let a as [String: Any], let b as [String: Any]):
            a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        case (let a as [Any], let b as [Any]):
            a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (let a as String, let b as String): a.utf8.elementsEqual(b.utf8)
        case (is NSNull, is NSNull): true
        case (let a as NSNumber, let b as NSNumber):
            a == b && String(cString: a.objCType) == String(cString: b.objCType)
        default: false
        }
    }

    @Test("an answer with a field changed, written again from the parts it kept, means what it means written whole")
    func writerAgreesWithWholeAnswers() throws {
        for name in ["song_summary_all_of_me", "batch_50_tiger_rag", "performers_index_search_jose"] {
            let original = try JSONSerialization.jsonObject(
                with: try UpstreamReplay.body(of: UpstreamReplay.recorded(name)))
            let writer = JSONMutationWriter(original)
            let paths = JSONFieldMutation.paths(in: original)
            #expect(paths.count >= 3, "\(name)")
            for path in paths {
                for change in JSONFieldMutation.allCases {
                    // Read back, and compared value by value with the change made to the whole.
                    let written = try JSONSerialization.jsonObject(with: Data(try writer.data(change, at: path)))
                    let whole = change.applied(to: original, at: path)
                    #expect(
                        Self.same(written, whole), "\(name) \(JSONFieldMutation.described(path)) \(change)")
                }
            }
        }
    }

    @Test(
        "every field of every sample, missing or null: the answer decodes; a row without its id is left out",
        arguments: samples.indices)
    func eachField(sample index: Int) throws {
        let sample = Self.samples[index]
        let body = try UpstreamReplay.body(of: UpstreamReplay.recorded(sample.name))
        let original = try JSONSerialization.jsonObject(with: body)
        let rows = try sample.decode(body)
        let paths = JSONFieldMutation.paths(in: original)
        #expect(paths.count >= 3, "\(sample.name) has fields to change")
        let writer = JSONMutationWriter(original)
        for path in paths {
            for change in JSONFieldMutation.allCases {
                let changed = Data(try writer.data(change, at: path))
                let described = "\(sample.name) \(JSONFieldMutation.described(path)) \(change)"
                // Without the list it is about, the answer is not the one asked for.
                let isTheAnswersList =
                    path.count == 1 && JSONFieldMutation.names(path) == sample.list && sample.strictList
                if isTheAnswersList {
                    #expect(throws: (any Error).self, "\(described)") { try sample.decode(changed) }
                    continue
                }
                do {
                    let decoded = try sample.decode(changed)
                    let names = JSONFieldMutation.names(path)
                    // The list gone is an empty list; a row's id gone costs that row and nothing more.
                    let expected =
                        names == sample.list
                        ? 0
                        : names.count == sample.list.count + 2 && names.starts(with: sample.list)
                            && Self.rowIDs.contains(names.last!) ? rows - 1 : rows
                    #expect(decoded == expected, "\(described)")
                } catch {
                    Issue.record("\(described) fails the answer: \(error)")
                }
            }
        }
    }
}
