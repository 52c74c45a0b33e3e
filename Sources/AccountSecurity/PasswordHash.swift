import CPasswordHash
import CSodium

/// Passwords kept as Argon2id hashes through libsodium (`crypto_pwhash`): a stolen accounts
/// file gives no password back, and each guess at one costs what a sign-in costs.
///
/// The costs are one of the settings OWASP gives as equally strong for Argon2id: 7 MiB of
/// memory, 5 passes, one lane. Of those, the least memory: libsodium maps each hash's memory
/// afresh, and faulting in 19 MiB (its first setting) cost a sign-in as much again in the
/// kernel. About 40 ms of one core each on a small server: `HashingPool` runs no more at once
/// than there are cores, so a crowd of sign-ins queues instead of taking 7 MiB each.
///
/// Hashes made by bcrypt (`$2a$`, `$2b$`, `$2y$`: what the upstream's users table holds) are
/// verified through libcrypt, so that such a table can be imported; `needsRehash` then says
/// the next sign-in should store an Argon2id hash in their place.
package enum PasswordHash {
    /// What one hash costs: Argon2id's passes over its memory (libsodium's `opslimit`) and
    /// the memory in bytes (`memlimit`).
    package struct Cost: Equatable, Sendable {
        package var operations: UInt64
        package var memory: Int

        /// What every server uses: 5 passes over 7 MiB.
        package static let stated = Cost(operations: 5, memory: 7 * 1024 * 1024)
        /// libsodium's least, for tests of what is around the hash, not of the hash.
        package static let least = Cost(operations: 1, memory: 8 * 1024)
    }

    /// Why a password could not be hashed: libsodium missing, or out of memory.
    package struct Unavailable: Error, CustomStringConvertible {
        package let description: String
    }

    /// An "$argon2id$v=19$m=7168,t=5,p=1$…" hash of `password` with a salt of its own.
    package static func hash(_ password: String, cost: Cost = .stated) throws(Unavailable) -> String {
        var hash = [CChar](repeating: 0, count: Int(CSODIUM_PWHASH_STRBYTES))
        let bytes = Array(password.utf8)
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                csodium_pwhash(&hash, $0.baseAddress, $0.count, cost.operations, cost.memory)
            }
        }
        guard status == 0 else {
            throw Unavailable(
                description: csodium_load() == 0
                    ? Sodium.Unavailable(reason: String(cString: csodium_load_error())).description
                    : "libsodium could not hash the password: out of memory")
        }
        return String(decoding: hash.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    }

    /// Whether `password` is the one `hash` was made from: Argon2 through libsodium, bcrypt
    /// through libcrypt; false for a hash neither reads (an account without a password, a
    /// damaged row).
    package static func verify(_ password: String, against hash: String) -> Bool {
        if isBcrypt(hash) { return cpass_verify(password, hash) == 1 }
        guard hash.hasPrefix("$argon2") else { return false }
        let bytes = Array(password.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { csodium_pwhash_verify(hash, $0.baseAddress, $0.count) == 0 }
        }
    }

    /// Whether a sign-in that verified against `hash` should store a new one: made by bcrypt,
    /// by Argon2i, or by Argon2id at another cost than `cost`.
    package static func needsRehash(_ hash: String, cost: Cost = .stated) -> Bool {
        !hash.hasPrefix("$argon2id$") || csodium_pwhash_needs_rehash(hash, cost.operations, cost.memory) != 0
    }

    private static func isBcrypt(_ hash: String) -> Bool {
        hash.hasPrefix("$2a$") || hash.hasPrefix("$2b$") || hash.hasPrefix("$2y$")
    }

    /// A bcrypt hash, as the upstream makes them (cost 12): for tests and imports that must
    /// hold what the upstream's table holds. New passwords are never stored so.
    package static func bcrypt(_ password: String, cost: Int = 12) throws(Unavailable) -> String {
        var hash = [CChar](repeating: 0, count: 128)
        var message = [CChar](repeating: 0, count: 256)
        let status = cpass_hash(password, UInt(cost), &hash, hash.count, &message, message.count)
        guard status == CPASS_OK else {
            throw Unavailable(description: String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
        }
        return String(decoding: hash.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    }
}
