import AccountSecurity
import TestThreads
import Testing

/// SHA-256 and HMAC-SHA256 against their published vectors (FIPS 180-4's examples, RFC 4231).
@Suite("SHA-256 and HMAC-SHA256", .testThreads)
struct SHA256Tests {
    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    private static func bytes(hex: String) -> [UInt8] {
        stride(from: 0, to: hex.count, by: 2).map {
            UInt8(hex.dropFirst($0).prefix(2), radix: 16)!
        }
    }

    @Test(
        "the digests FIPS 180-4 gives, across the one- and two-block paddings",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func digests(message: String, digest: String) {
        #expect(Self.hex(SHA256.hash(Array(message.utf8))) == digest)
    }

    @Test("a million a's")
    func long() {
        #expect(
            Self.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("RFC 4231's cases 1, 2 and 6 (a key longer than a block)")
    func hmac() {
        #expect(
            Self.hex(HMACSHA256.code(Array("Hi There".utf8), key: [UInt8](repeating: 0x0b, count: 20)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(
            Self.hex(HMACSHA256.code(Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            Self.hex(
                HMACSHA256.code(
                    Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                    key: [UInt8](repeating: 0xaa, count: 131)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test("equal in constant time: equal bytes, a byte apart, a length apart")
    func comparison() {
        #expect(HMACSHA256.equalInConstantTime([1, 2, 3], [1, 2, 3]))
        #expect(!HMACSHA256.equalInConstantTime([1, 2, 3], [1, 2, 4]))
        #expect(!HMACSHA256.equalInConstantTime([1, 2, 3], [1, 2]))
    }
}
