import TestThreads
import Testing

@testable import Server

@Suite(.testThreads) struct RequestTargetTests {
    private func parse(_ text: String) throws(APIError) -> RequestTarget { try RequestTarget.parse(Array(text.utf8)) }

    private func refusal(_ target: [UInt8]) -> APIError? {
        do {
            _ = try RequestTarget.parse(target)
            return nil
        } catch {
            return error
        }
    }

    @Test func segmentsAreDecodedOneByOne() throws {
        let target = try parse("/v1/songs/a%2Fb/summary")
        #expect(target.segments == ["v1", "songs", "a/b", "summary"])
    }

    @Test func emptySegmentsAreKept() throws {
        #expect(try parse("/v1//songs/").segments == ["v1", "", "songs", ""])
        #expect(try parse("/").segments == [""])
    }

    @Test func queryDecodesPlusAndPercent() throws {
        let target = try parse("/v1/songs/index?search=all+of%20me&x=%C3%A9&flag")
        #expect(target.query["search"] == "all of me")
        #expect(target.query["x"] == "é")
        #expect(target.query["flag"] == "")
        #expect(target.query["absent"] == nil)
    }

    @Test func dotSegmentsAreRefusedPlainOrEncoded() {
        let expected = APIError.badRequest(error: "Invalid path", detail: "Paths may not contain '.' or '..' segments.")
        for target in ["/v1/../health", "/v1/songs/./index", "/v1/%2e%2E/health", "/.."] {
            #expect(refusal(Array(target.utf8)) == expected, "\(target)")
        }
    }

    @Test func badPercentEncodingIsRefused() {
        let detail = "A '%' must be followed by two hexadecimal digits (such as %20)."
        #expect(refusal(Array("/v1/songs/%zz/summary".utf8)) == .badRequest(error: "Invalid path", detail: detail))
        #expect(refusal(Array("/v1/songs/%4".utf8)) == .badRequest(error: "Invalid path", detail: detail))
        #expect(refusal(Array("/v1/x?ids=%".utf8)) == .badRequest(error: "Invalid query string", detail: detail))
    }

    @Test func decodedTextMustBeUTF8() {
        let detail = "The percent-decoded text is not valid UTF-8."
        #expect(refusal(Array("/v1/%C3%28".utf8)) == .badRequest(error: "Invalid path", detail: detail))
        #expect(refusal(Array("/v1/x?search=%FF".utf8)) == .badRequest(error: "Invalid query string", detail: detail))
    }

    @Test func rawBytesOutsidePrintableASCIIAreRefused() {
        let expected = APIError.badRequest(
            error: "Invalid request target",
            detail: "The request target may hold printable ASCII only; percent-encode other bytes.")
        #expect(refusal(Array("/v1/caf".utf8) + [0xC3, 0xA9]) == expected)
        #expect(refusal(Array("/v1/a b".utf8)) == expected)
        #expect(refusal(Array("/v1/a".utf8) + [0x09]) == expected)
    }

    @Test func targetMustBeAPath() {
        let expected = APIError.badRequest(
            error: "Invalid path", detail: "The request target must be a path starting with '/'.")
        #expect(refusal(Array("*".utf8)) == expected)
        #expect(refusal(Array("http://example.com/health".utf8)) == expected)
    }

    @Test func parameterGivenTwiceIsRefused() {
        #expect(
            refusal(Array("/v1/recordings/batch?ids=a&ids=b".utf8))
                == .badRequest(error: "Invalid query string", detail: "The parameter 'ids' is given twice."))
    }

    @Test func integerParameters() throws {
        let query = try parse("/x?limit=20&offset=-1&big=99999999999999999999").query
        #expect(try query.integer("limit", in: 1...) == 20)
        #expect(try query.integer("missing", in: 0...) == nil)
        #expect(
            throws: APIError.badRequest(
                error: "Invalid offset", detail: "offset takes a whole number from 0, not '-1'.")
        ) {
            try query.integer("offset", in: 0...)
        }
        #expect(throws: APIError.self) { try query.integer("big", in: 0...) }
    }
}
