import CSodium

/// libsodium, which every secret of the accounts goes through: password hashes (Argon2id),
/// random bytes, the HMAC-SHA-256 of the tokens and the comparisons that must take the same
/// time whatever they compare. Loaded on first use (`CSodium`).
package enum Sodium {
    /// Why libsodium cannot serve: not installed, or too old to have a call we need.
    package struct Unavailable: Error, CustomStringConvertible {
        package let reason: String

        package init(reason: String) {
            self.reason = reason
        }

        package var description: String {
            "Accounts need libsodium, which could not be loaded (\(reason)). Install it: apt-get install libsodium23"
        }
    }

    /// Loads libsodium, once; whatever serves accounts calls this at its start, so that a
    /// machine without it is told so then, not at the first sign-in.
    package static func load() throws(Unavailable) {
        guard csodium_load() != 0 else { throw Unavailable(reason: String(cString: csodium_load_error())) }
    }

    /// Stops with a message that says what to fix when libsodium was never loaded: every
    /// caller of the calls below has been through `load()` first.
    static func required() {
        guard csodium_load() != 0 else {
            fatalError(
                "libsodium is not loaded (\(String(cString: csodium_load_error()))): call Sodium.load() where accounts start, and report its error"
            )
        }
    }
}
