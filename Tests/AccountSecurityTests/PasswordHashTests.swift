import AccountSecurity
import TestThreads
import Testing

/// Passwords through libsodium's Argon2id: a hash made here verifies, a wrong password does
/// not; bcrypt hashes as the upstream's table holds them verify through libcrypt, and are
/// marked for rehashing, as are Argon2 hashes of other costs.
@Suite("Password hashes", .testThreads)
struct PasswordHashTests {
    @Test("a hash is Argon2id at the stated costs, verifies its password only, and two hashes of one password differ")
    func roundTrip() throws {
        let hash = try PasswordHash.hash("correct horse battery staple")
        #expect(hash.hasPrefix("$argon2id$v=19$m=7168,t=5,p=1$"))
        #expect(PasswordHash.verify("correct horse battery staple", against: hash))
        #expect(!PasswordHash.verify("correct horse battery stapler", against: hash))
        #expect(!PasswordHash.verify("", against: hash))
        #expect(try PasswordHash.hash("correct horse battery staple") != hash)
        #expect(!PasswordHash.needsRehash(hash))
    }

    @Test("a password of 1,024 bytes and one of NULs and multi-byte letters hash and verify whole")
    func wholePassword() throws {
        let long = String(repeating: "é", count: 512)
        let hash = try PasswordHash.hash(long)
        #expect(PasswordHash.verify(long, against: hash))
        // bcrypt would read only 72 bytes, and take these two for one.
        #expect(!PasswordHash.verify(String(repeating: "é", count: 511) + "e", against: hash))
        let odd = "a\u{0}b ü 漢字"
        #expect(PasswordHash.verify(odd, against: try PasswordHash.hash(odd)))
        #expect(!PasswordHash.verify("a", against: try PasswordHash.hash(odd)))
    }

    @Test("bcrypt: OpenBSD's vectors ($2a$) and a $2b$ hash at the upstream's cost verify, and need rehashing")
    func bcrypt() throws {
        #expect(PasswordHash.verify("U*U", against: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"))
        #expect(PasswordHash.verify("", against: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy"))
        #expect(!PasswordHash.verify("U*V", against: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"))
        let upstream = try PasswordHash.bcrypt("correct horse 1", cost: 4)
        #expect(upstream.hasPrefix("$2b$04$") && upstream.count == 60)
        #expect(PasswordHash.verify("correct horse 1", against: upstream))
        #expect(!PasswordHash.verify("correct horse 2", against: upstream))
        #expect(PasswordHash.needsRehash(upstream))
    }

    @Test("an Argon2 hash of other costs, or Argon2i, needs rehashing; it still verifies")
    func otherCosts() {
        // libsodium's documented Argon2i example form, its costs not ours.
        let weaker = "$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHRzYWx0$VbS1JDOBQjuLYzfJbFwgMg"
        #expect(PasswordHash.needsRehash(weaker))
        #expect(PasswordHash.needsRehash("$argon2i$v=19$m=7168,t=5,p=1$c2FsdHNhbHRzYWx0$VbS1JDOBQjuLYzfJbFwgMg"))
    }

    @Test("a hash neither library reads (an account without a password, a damaged row) matches nothing")
    func unreadable() {
        for hash in ["", "*", "plain text", "$2b$12$short", "$1$md5$hash", "$argon2id$", "$argon2id$v=19$m=x"] {
            #expect(!PasswordHash.verify("", against: hash), "\(hash)")
            #expect(!PasswordHash.verify("plain text", against: hash), "\(hash)")
        }
    }
}
