import AccountSecurity
import Foundation
import TestThreads
import Testing

/// Account tokens as an attacker tries them: forged, altered, of another algorithm, expired,
/// oversized; and one made elsewhere with the same key (RFC 7515's HS256), read.
@Suite("Account tokens", .testThreads)
struct AccountTokenTests {
    private static let key = [UInt8](repeating: 7, count: 32)
    private static let signer = TokenSigner(key: key)
    private static let claims = TokenClaims(
        userID: "6f1c2a9e-0000-4000-8000-000000000001", expires: 1_800_000_900, issued: 1_800_000_000, kind: "access")

    @Test("a token signed is read back with its claims until it expires, then refused as expired")
    func roundTrip() throws {
        let token = Self.signer.sign(Self.claims)
        #expect(token.split(separator: ".").count == 3)
        #expect(try Self.signer.verify(token, now: 1_800_000_899) == Self.claims)
        #expect(throws: TokenError.expired) { try Self.signer.verify(token, now: 1_800_000_900) }
        #expect(TokenError.expired.description == "Token has expired")
        #expect(TokenError.invalid.description == "Invalid token")
    }

    @Test("the payload is the upstream's claims, numbers as numbers, jti only when given")
    func payload() throws {
        let refresh = TokenClaims(
            userID: "u", expires: 20, issued: 10, kind: TokenClaims.refresh, tokenID: "0123456789abcdef0123456789abcdef"
        )
        let parts = Self.signer.sign(refresh).split(separator: ".")
        let payload = try #require(Base64URL.decode(parts[1]))
        #expect(
            String(decoding: payload, as: UTF8.self)
                == #"{"exp":20,"iat":10,"jti":"0123456789abcdef0123456789abcdef","type":"refresh","user_id":"u"}"#)
        let header = try #require(Base64URL.decode(parts[0]))
        #expect(String(decoding: header, as: UTF8.self) == #"{"alg":"HS256","typ":"JWT"}"#)
    }

    @Test("another key's signature, an altered payload, alg none, RS256, garbage and an oversized token: invalid")
    func forged() {
        let token = Self.signer.sign(Self.claims)
        let parts = token.split(separator: ".").map(String.init)
        let otherKey = TokenSigner(key: [UInt8](repeating: 8, count: 32)).sign(Self.claims)
        var richer = Self.claims
        richer.userID = "6f1c2a9e-0000-4000-8000-000000000002"
        let altered = parts[0] + "." + Self.signer.sign(richer).split(separator: ".")[1] + "." + parts[2]
        let none = Base64URL.encode(Array(#"{"alg":"none","typ":"JWT"}"#.utf8)) + "." + parts[1] + "."
        let rs256 =
            Base64URL.encode(Array(#"{"alg":"RS256","typ":"JWT"}"#.utf8)) + "." + parts[1] + "."
            + Base64URL.encode(
                HMACSHA256.code(
                    Array((Base64URL.encode(Array(#"{"alg":"RS256","typ":"JWT"}"#.utf8)) + "." + parts[1]).utf8),
                    key: Self.key))
        let forgeries = [
            otherKey, altered, none, rs256, "", "a.b", "a.b.c.d", "!!.@@.##", parts[0] + "." + parts[1] + ".",
            token + "=", String(repeating: "a", count: TokenSigner.largestToken + 1),
        ]
        for forgery in forgeries {
            #expect(throws: TokenError.invalid, "\(forgery.prefix(60))") {
                try Self.signer.verify(forgery, now: 1_800_000_000)
            }
        }
    }

    @Test("a token made by another HS256 implementation with the same key is read: RFC 7515's own example")
    func interoperable() throws {
        // RFC 7515 appendix A.1: its key and its signed example, whose claims are not ours.
        let key = Base64URL.decode(
            "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"[...])!
        let token =
            "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        // The signature checks; the claims are not an account's, so the token is refused as such.
        #expect(throws: TokenError.invalid) { try TokenSigner(key: key).verify(token, now: 0) }
        let tampered = token.dropLast() + "l"
        #expect(throws: TokenError.invalid) { try TokenSigner(key: key).verify(String(tampered), now: 0) }
        #expect(
            HMACSHA256.code(Array(token.split(separator: ".").prefix(2).joined(separator: ".").utf8), key: key)
                == Base64URL.decode(token.split(separator: ".")[2]))
    }

    @Test("random bytes: the count asked, hex of twice the length, not twice the same")
    func random() {
        #expect(SecureRandom.bytes(32).count == 32)
        let id = SecureRandom.hex(bytes: 16)
        #expect(id.count == 32 && id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(SecureRandom.hex(bytes: 16) != id)
    }
}
