import AccountSecurity
import TestThreads
import Testing

/// Passwords through libcrypt's bcrypt: a hash made here verifies, a wrong password does not,
/// and a hash made elsewhere (OpenBSD's published vectors) reads the same.
@Suite("Password hashes", .testThreads)
struct PasswordHashTests {
    @Test("a hash at cost 12 is \"$2b$12$\", verifies its password only, and two hashes of one password differ")
    func roundTrip() throws {
        let hash = try PasswordHash.hash("correct horse battery staple")
        #expect(hash.hasPrefix("$2b$12$") && hash.count == 60)
        #expect(PasswordHash.verify("correct horse battery staple", against: hash))
        #expect(!PasswordHash.verify("correct horse battery stapler", against: hash))
        #expect(!PasswordHash.verify("", against: hash))
        #expect(
            try PasswordHash.hash("correct horse battery staple", cost: 4)
                != PasswordHash.hash("correct horse battery staple", cost: 4))
    }

    @Test("OpenBSD's vectors, $2a$ and $2b$, made by another bcrypt")
    func published() {
        #expect(PasswordHash.verify("U*U", against: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"))
        #expect(PasswordHash.verify("", against: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy"))
        #expect(!PasswordHash.verify("U*V", against: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"))
    }

    @Test("a hash bcrypt does not read (an account without a password, a damaged row) matches nothing")
    func unreadable() {
        for hash in ["", "*", "plain text", "$2b$12$short", "$1$md5$hash"] {
            #expect(!PasswordHash.verify("", against: hash), "\(hash)")
            #expect(!PasswordHash.verify("plain text", against: hash), "\(hash)")
        }
    }
}
