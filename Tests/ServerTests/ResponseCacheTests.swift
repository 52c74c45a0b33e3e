import Foundation
import TestThreads
import Testing

@testable import Server

@Suite(.testThreads) struct ResponseCacheTests {
    private static func key(_ target: String, gzip: Bool = false) throws -> ResponseCache.Key {
        ResponseCache.Key(target: try RequestTarget.parse(Array(target.utf8)), acceptsGzip: gzip)
    }

    private static func answer(_ body: String) -> ResponseCache.Answer {
        ResponseCache.Answer(response: HTTPResponse(status: 200, body: Data(body.utf8)), tag: "\"\(body)\"")
    }

    @Test func keysIgnoreTheQueryOrderButNotTheEncoding() throws {
        #expect(try Self.key("/v1/a?x=1&y=2") == Self.key("/v1/a?y=2&x=1"))
        #expect(try Self.key("/v1/a?x=1") != Self.key("/v1/a?x=1", gzip: true))
        #expect(try Self.key("/v1/a%2Fb") != Self.key("/v1/a/b"))
        #expect(try Self.key("/v1/a?x=1&y=2").bytes == 7)
    }

    @Test func anAnswerIsCountedForItsKeyBodyAndHeaders() throws {
        let key = try Self.key("/v1/ab")
        let answer = ResponseCache.Answer(
            response: HTTPResponse(status: 200, headers: [HTTPHeader("ETag", "\"t\"")], body: Data(count: 100)),
            tag: "\"t\"")
        #expect(ResponseCache.cost(of: answer, for: key) == 4 + 100 + 7)
        let cache = ResponseCache()
        cache.store(answer, for: key)
        #expect(cache.bytes == 111)
        #expect(cache.answer(for: key)?.response.body == Data(count: 100))
        #expect(cache.answer(for: key)?.tag == "\"t\"")
    }

    /// Answers of 9 bytes each (a 2-byte key, a 7-byte body) in a cache of 27: the
    /// fourth pushes out the oldest one not asked for since the hand last passed.
    @Test func roomIsMadeAtTheByteBoundForAnswersNotUsedLately() throws {
        let cache = ResponseCache(byteLimit: 27)
        let keys = try ["/aa", "/bb", "/cc", "/dd", "/ee"].map { try Self.key($0) }
        for key in keys.prefix(3) { cache.store(Self.answer("body-\(key.target.segments[0])"), for: key) }
        #expect(cache.bytes == 27)
        #expect(cache.answer(for: keys[0]) != nil)
        cache.store(Self.answer("body-dd"), for: keys[3])
        #expect(cache.bytes == 27)
        #expect(cache.answer(for: keys[1]) == nil)
        #expect(cache.answer(for: keys[0])?.response.body == Data("body-aa".utf8))
        cache.store(Self.answer("body-ee"), for: keys[4])
        #expect(cache.bytes == 27)
        // aa was used again, so cc (never asked for) went; dd and ee are new.
        #expect(cache.answer(for: keys[2]) == nil)
        #expect([0, 3, 4].allSatisfy { cache.answer(for: keys[$0]) != nil })
    }

    @Test func anAnswerLargerThanTheCacheIsNotKept() throws {
        let cache = ResponseCache(byteLimit: 8)
        let key = try Self.key("/aa")
        let answer = Self.answer("body-aa")
        #expect(cache.store(answer, for: key).tag == answer.tag)
        #expect(cache.bytes == 0)
        #expect(cache.answer(for: key) == nil)
    }

    @Test func answersExpireAfterTheirLifetime() throws {
        let cache = ResponseCache(lifetime: .seconds(60))
        let key = try Self.key("/aa")
        let start = ContinuousClock.now
        cache.store(Self.answer("body-aa"), for: key, at: start)
        #expect(cache.answer(for: key, at: start + .seconds(59)) != nil)
        #expect(cache.answer(for: key, at: start + .seconds(60)) == nil)
        #expect(cache.bytes == 0)
    }

    @Test func storingAgainReplacesTheAnswer() throws {
        let cache = ResponseCache()
        let key = try Self.key("/aa")
        cache.store(Self.answer("first"), for: key)
        cache.store(Self.answer("second!"), for: key)
        #expect(cache.answer(for: key)?.tag == "\"second!\"")
        #expect(cache.bytes == 2 + 7)
    }
}
