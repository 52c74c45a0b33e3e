import FoundationEssentials

/// What an account token says (the upstream's claims, §2 of its contract): whose it is, when it
/// ends and was made (seconds since 1970, numbers its apps read themselves), its kind
/// (`access` or `refresh`), and for a refresh token an id of its own, so that no two are alike.
package struct TokenClaims: Codable, Equatable, Sendable {
    package static let access = "access"
    package static let refresh = "refresh"

    package var userID: String
    package var expires: Int
    package var issued: Int
    /// `access`, `refresh`, or what another signer wrote: the routes refuse a kind they do not take.
    package var kind: String
    package var tokenID: String?

    package init(userID: String, expires: Int, issued: Int, kind: String, tokenID: String? = nil) {
        self.userID = userID
        self.expires = expires
        self.issued = issued
        self.kind = kind
        self.tokenID = tokenID
    }

    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case expires = "exp"
        case issued = "iat"
        case kind = "type"
        case tokenID = "jti"
    }
}

/// Why a token is refused, in the upstream's two words for it.
package enum TokenError: Error, Equatable, CustomStringConvertible {
    case expired
    case invalid

    package var description: String {
        switch self {
        case .expired: "Token has expired"
        case .invalid: "Invalid token"
        }
    }
}

/// Signs and checks account tokens: JSON Web Tokens signed with HS256 (RFC 7519, RFC 7515), as
/// the upstream's are, so its apps read ours. Only HS256 is taken: a token that names another
/// algorithm (`none`, RS256 with our key as a public one) is refused, whatever its signature.
package struct TokenSigner: Sendable {
    /// The longest token read: anything longer is refused before it is decoded.
    package static let largestToken = 4096
    /// The shortest key signed with: HS256's own length, 256 bits.
    package static let shortestKey = 32

    private let key: [UInt8]
    private static let header = Base64URL.encode(Array(#"{"alg":"HS256","typ":"JWT"}"#.utf8))

    package init(key: [UInt8]) {
        precondition(key.count >= Self.shortestKey, "an HS256 key holds at least 32 bytes; make one with SecureRandom")
        self.key = key
    }

    package func sign(_ claims: TokenClaims) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Claims always encode: their fields are strings and integers.
        let payload = Base64URL.encode(Array((try? encoder.encode(claims)) ?? Data()))
        let signed = Self.header + "." + payload
        return signed + "." + Base64URL.encode(HMACSHA256.code(Array(signed.utf8), key: key))
    }

    /// The claims of `token` when its signature is ours and it has not expired at `now`
    /// (seconds since 1970).
    package func verify(_ token: String, now: Int) throws(TokenError) -> TokenClaims {
        let claims = try signedClaims(token)
        guard claims.expires > now else { throw .expired }
        return claims
    }

    /// The claims of `token` when its signature is ours, expired or not: a sign-out takes a
    /// refresh token whatever its age, as it only ends what the token could do.
    package func signedClaims(_ token: String) throws(TokenError) -> TokenClaims {
        guard token.utf8.count <= Self.largestToken else { throw .invalid }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]),
            let payloadBytes = Base64URL.decode(parts[1]), let signature = Base64URL.decode(parts[2])
        else { throw .invalid }
        struct Header: Decodable { let alg: String }
        guard (try? JSONDecoder().decode(Header.self, from: Data(headerBytes)))?.alg == "HS256" else {
            throw .invalid
        }
        let signed = Array(token.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count))
        guard HMACSHA256.equalInConstantTime(HMACSHA256.code(signed, key: key), signature) else { throw .invalid }
        guard let claims = try? JSONDecoder().decode(TokenClaims.self, from: Data(payloadBytes)) else {
            throw .invalid
        }
        return claims
    }
}
