import CPasswordHash

/// Passwords kept as bcrypt hashes, as the upstream keeps them (cost 12): a stolen accounts
/// file gives no password back, and each guess at one costs a quarter of a second.
package enum PasswordHash {
    /// The upstream's cost: 2^12 rounds.
    package static let cost = 12

    /// Why a password could not be hashed: libcrypt missing, or refusing.
    package struct Unavailable: Error, CustomStringConvertible {
        package let description: String
    }

    /// A "$2b$12$…" hash of `password` with a salt of its own. bcrypt reads only the first 72
    /// bytes: the routes refuse longer passwords rather than let two of them match.
    package static func hash(_ password: String, cost: Int = cost) throws(Unavailable) -> String {
        var hash = [CChar](repeating: 0, count: 128)
        var message = [CChar](repeating: 0, count: 256)
        let status = cpass_hash(password, UInt(cost), &hash, hash.count, &message, message.count)
        guard status == CPASS_OK else {
            throw Unavailable(description: String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
        }
        return String(decoding: hash.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    }

    /// Whether `password` is the one `hash` was made from; false for a hash bcrypt does not
    /// read (an account without a password, a damaged row).
    package static func verify(_ password: String, against hash: String) -> Bool {
        cpass_verify(password, hash) == 1
    }
}
