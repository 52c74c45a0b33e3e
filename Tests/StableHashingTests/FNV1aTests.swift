import TestThreads
import Testing

@testable import StableHashing

@Suite("FNV-1a", .testThreads)
struct FNV1aTests {
    @Test("64-bit FNV-1a gives the published test vectors")
    func publishedVectors() {
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("another offset basis is another hash; continuing from a hash is hashing the bytes together")
    func basis() {
        #expect(FNV1a.hash("a".utf8, basis: 0x6c62_272e_07bb_0142) != FNV1a.hash("a"))
        #expect(FNV1a.hash("bar".utf8, basis: FNV1a.hash("foo")) == FNV1a.hash("foobar"))
    }
}
