import Catalog
import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Server

@Suite(.testThreads) struct HTTPRulesTests {
    @Test func acceptEncodingWeighsGzip() {
        #expect(AcceptEncoding.allowsGzip("gzip"))
        #expect(AcceptEncoding.allowsGzip("br, GZIP;q=0.5"))
        #expect(AcceptEncoding.allowsGzip("*"))
        #expect(!AcceptEncoding.allowsGzip(nil))
        #expect(!AcceptEncoding.allowsGzip("br, deflate"))
        #expect(!AcceptEncoding.allowsGzip("gzip;q=0"))
        #expect(!AcceptEncoding.allowsGzip("*;q=0.5, gzip;q=0"))
        #expect(!AcceptEncoding.allowsGzip("*;q=0"))
    }

    @Test func entityTagsDifferByBodyAndEncoding() {
        let body = Data("{\"a\":1}".utf8)
        let tag = EntityTag.of(body, gzip: false)
        #expect(tag.count == 18 && tag.hasPrefix("\"") && tag.hasSuffix("\""))
        #expect(EntityTag.of(body, gzip: true) == String(tag.dropLast()) + "-gzip\"")
        #expect(EntityTag.of(Data("{\"a\":2}".utf8), gzip: false) != tag)
    }

    /// The tag's hash for fixed bytes: a word-aligned length, a padded last word, nothing at all.
    @Test func entityTagHashIsFixedForFixedBytes() {
        let hash = { (bytes: [UInt8]) in bytes.withUnsafeBytes(EntityTag.hash) }
        #expect(hash([]) == 0x5365_4eaf_febf_f65a)
        #expect(hash(Array("{\"a\":1}".utf8)) == 0x5895_422e_ddd6_72a1)
        #expect(hash(Array("0123456789abcdef!".utf8)) == 0x9016_c140_920f_0fba)
        #expect(hash(Array(repeating: Array(0...255), count: 4).flatMap { $0 }) == 0x833c_e3ec_4e81_fccb)
        #expect(EntityTag.of(Data("{\"a\":1}".utf8), gzip: false) == "\"5895422eddd672a1\"")
        #expect(EntityTag.of(Data("{\"a\":1}".utf8), gzip: true) == "\"5895422eddd672a1-gzip\"")
    }

    /// A gzip member (RFC 1952): the magic, deflate, no flags, then at the end the CRC-32 and
    /// the length of the body, here fixed ones.
    @Test func gzipWritesAMemberWithTheBodysChecksumAndLength() throws {
        let body = Data(("{\"recordings\":[" + (0..<200).map { "{\"id\":\($0)}" }.joined(separator: ",") + "]}").utf8)
        #expect(body.count == 2106)
        let compressed = try #require(Gzip.compress(body))
        #expect(compressed.count < body.count / 2)
        #expect(Array(compressed.prefix(4)) == [0x1f, 0x8b, 0x08, 0x00])
        #expect(Array(compressed.suffix(8)) == [0x94, 0x9a, 0x31, 0x50, 0x3a, 0x08, 0x00, 0x00])
    }

    @Test func ifNoneMatchComparesWeakly() {
        let tag = "\"0123456789abcdef\""
        #expect(EntityTag.matches(tag, tag))
        #expect(EntityTag.matches("\"x\", W/\(tag)", tag))
        #expect(EntityTag.matches(" * ", tag))
        #expect(!EntityTag.matches("\"0123456789abcdee\"", tag))
        #expect(!EntityTag.matches(nil, tag))
    }

    @Test func routerPrefersTheFirstMatchAndNamesAllowedMethods() throws {
        let router = Router<Int>([
            ("/v1/recordings/batch", 1), ("/v1/recordings/{id}", 2), ("/v1/recordings/{id}/releases", 3),
        ])
        #expect(try router.match(method: "GET", segments: ["v1", "recordings", "batch"]).handler == 1)
        let detail = try router.match(method: "HEAD", segments: ["v1", "recordings", "x"])
        #expect(detail.handler == 2 && detail.parameters == ["x"])
        #expect(try router.match(method: "GET", segments: ["v1", "recordings", "y", "releases"]).parameters == ["y"])
        #expect(throws: APIError.methodNotAllowed(method: "POST", allowed: ["GET", "HEAD"])) {
            try router.match(method: "POST", segments: ["v1", "recordings", "batch"])
        }
        #expect(
            throws: APIError.notFound(
                error: "Not found", detail: "No endpoint has this path; the catalog's endpoints are under /v1.")
        ) {
            try router.match(method: "POST", segments: ["v1", "recordings"])
        }
    }

    @Test func logLinesKeepOneLineAndCutLongTargets() {
        #expect(RequestLog.printable(Array("/a b\n".utf8) + [0xFF]) == "/a%20b%0A%FF")
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 300)
        #expect(RequestLog.printable(long) == String(repeating: "x", count: 256) + "...")
    }

    /// A response made but never sent (the server stopped first, or the client went) is logged
    /// without its status and bytes, which would claim it left, and says so.
    @Test func aResponseThatNeverLeftIsLoggedAsNotSent() {
        let record = "/v1/songs/index".withCString { RequestRecord(target: $0) }
        record.request = HTTPRequest(method: "GET", target: record.target)
        record.status = 503
        record.bytes = 97
        record.problem = "Cannot connect"
        let unsent = RequestLog.line(record, ending: "server stopped")
        #expect(unsent.hasPrefix("GET /v1/songs/index - 0 "), "\(unsent)")
        #expect(unsent.hasSuffix("ms (server stopped before its 503 was sent; Cannot connect)"), "\(unsent)")
        let sent = RequestLog.line(record, ending: nil)
        #expect(sent.hasPrefix("GET /v1/songs/index 503 97 "), "\(sent)")
        #expect(sent.hasSuffix("ms (Cannot connect)"), "\(sent)")
    }
}

/// One transcription alone carries its song's composer, null when the song names none; the
/// lists leave the key out.
@Suite("A transcription alone")
struct TranscriptionAloneTests {
    @Test("composer is null, not left out, when the song names none; a named one is written once")
    func composer() throws {
        let unnamed = SoloTranscription(
            id: "t1", songId: "s1", recordingId: nil, youtubeUrl: nil, albumTitle: nil, recordingYear: nil,
            songTitle: "Blues")
        let body = try #require(
            try JSONSerialization.jsonObject(
                with: HTTPResponse.json(CatalogEndpoints.TranscriptionAlone(transcription: unnamed)).body)
                as? [String: Any])
        #expect(body["composer"] is NSNull && body["song_title"] as? String == "Blues")
        var named = unnamed
        named.composer = "W. C. Handy"
        let text = String(
            decoding: try HTTPResponse.json(CatalogEndpoints.TranscriptionAlone(transcription: named)).body,
            as: UTF8.self)
        #expect(text.components(separatedBy: "\"composer\":").count == 2 && text.contains("\"W. C. Handy\""))
    }
}
