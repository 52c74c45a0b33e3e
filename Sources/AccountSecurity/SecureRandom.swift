/// Bytes from the system's secure source (the standard library's generator reads getrandom(2)
/// on Linux): signing keys, token ids.
package enum SecureRandom {
    package static func bytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// `count` random bytes as lower-case hex (a refresh token's 32-character id takes 16).
    package static func hex(bytes count: Int) -> String {
        bytes(count).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
