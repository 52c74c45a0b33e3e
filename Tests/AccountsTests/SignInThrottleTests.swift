import Accounts
import Foundation
import TestThreads
import Testing

/// Guessing passwords, as an attacker would: against one account from many addresses, and
/// from one address against many. The account is slowed, then locked for a time that ends;
/// an email no account has is treated exactly alike; one address is held to the upstream's
/// ten sign-ins a minute.
@Suite("Sign-in throttling", .testThreads)
struct SignInThrottleTests {
    /// Twenty wrong passwords to `email`, each from an address of its own: the statuses, and
    /// the waits asked.
    private func guess(_ harness: AccountsHarness, _ email: String) throws -> [Int] {
        try (1...20).map { try harness.login(email, "wrong guess \($0)", from: "198.51.100.\($0)").status }
    }

    @Test(
        "from the tenth failure each answer waits longer, from the twentieth the email locks for 15 minutes, then opens",
        arguments: AccountsHarness.Store.allCases)
    func slowedThenLocked(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        _ = try harness.register("ada@example.test")
        #expect(try guess(harness, "ada@example.test") == Array(repeating: 401, count: 20))
        #expect(harness.pausesSoFar == [250, 500, 1000, 2000, 4000, 4000, 4000, 4000, 4000, 4000, 4000])
        let locked = try harness.login("ada@example.test")
        #expect(locked.status == 429)
        #expect(locked.error == "Too many failed sign-ins with this email. Try again in 15 min.")
        #expect(locked.headers["Retry-After"] == "900")
        harness.advance(seconds: 14 * 60 + 59)
        #expect(try harness.login("ada@example.test").status == 429)
        harness.advance(seconds: 1)
        #expect(try harness.login("ada@example.test").status == 200)
        // A success forgets the failures: the next wrong one is the first again.
        #expect(try harness.login("ada@example.test", "wrong").status == 401)
        #expect(try harness.login("ada@example.test").status == 200)
    }

    @Test(
        "an email no account has gets the same answers, waits and lock, and costs the same hashing",
        arguments: AccountsHarness.Store.allCases)
    func noEnumeration(store: AccountsHarness.Store) throws {
        let known = try AccountsHarness(store)
        _ = try known.register("ada@example.test")
        let unknown = try AccountsHarness(store)
        #expect(try guess(known, "ada@example.test") == guess(unknown, "ada@example.test"))
        #expect(known.pausesSoFar == unknown.pausesSoFar)
        let knownLock = try known.login("ada@example.test")
        let unknownLock = try unknown.login("ada@example.test")
        #expect(knownLock.status == unknownLock.status && knownLock.error == unknownLock.error)
        // One password check for a sign-in, whether or not the email is an account's.
        let before = (known.hashing.runs, unknown.hashing.runs)
        known.advance(seconds: 3600)
        unknown.advance(seconds: 3600)
        #expect(try known.login("ada@example.test", "wrong").status == 401)
        #expect(try unknown.login("ada@example.test", "wrong").status == 401)
        #expect(known.hashing.runs - before.0 == 1 && unknown.hashing.runs - before.1 == 1)
    }

    @Test(
        "one address gets the upstream's ten sign-ins a minute; another address is not held back; the window ends",
        arguments: AccountsHarness.Store.allCases)
    func perAddress(store: AccountsHarness.Store) throws {
        var policy = AccountsHarness.unlimited
        policy.rateLimits = AccountPolicy.RateLimits()
        let harness = try AccountsHarness(store, policy: policy)
        let answers = try (1...10).map { try harness.login("nobody\($0)@example.test", "wrong password") }
        #expect(answers.map(\.status) == Array(repeating: 401, count: 10))
        let remaining: [String] = answers.map { $0.headers["X-RateLimit-Remaining"] ?? "" }
        let countingDown: [String] = (0..<10).reversed().map { String($0) }
        #expect(remaining == countingDown)
        #expect(answers[0].headers["X-RateLimit-Limit"] == "10")
        let limited = try harness.login("someone@example.test", "wrong password")
        #expect(limited.status == 429)
        #expect(limited.error == "Too many requests. Please slow down and try again.")
        #expect(limited["limit"] as? String == "10 per 1 minute")
        #expect(Int(limited.headers["Retry-After"] ?? "") == 60)
        #expect(try harness.login("someone@example.test", "wrong password", from: "192.0.2.77").status == 401)
        harness.advance(seconds: 60)
        #expect(try harness.login("someone@example.test", "wrong password").status == 401)
    }

    @Test(
        "emails are one account whatever their case and the spaces around them",
        arguments: AccountsHarness.Store.allCases)
    func emailCase(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        _ = try harness.register("Ada.Trial@Example.test")
        let again = try harness.send(
            "POST", "/v1/auth/register", #"{"email": " ada.trial@example.TEST ", "password": "another one"}"#)
        #expect(again.status == 409 && again.error == "Email already registered")
        let reply = try harness.login("ADA.TRIAL@example.test")
        #expect(reply.status == 200)
        #expect((reply["user"] as? [String: Any])?["email"] as? String == "Ada.Trial@Example.test")
    }

    @Test(
        "a bcrypt hash from the upstream's table signs in, and is replaced by an Argon2id one",
        arguments: AccountsHarness.Store.allCases)
    func upstreamHashes(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let user = UserRecord(
            id: "0fc11d59-8190-459c-8d0d-126cf4679478", email: "ada@example.test", displayName: "Ada",
            passwordHash: try PasswordHashes.bcrypt("correct horse 1"), isActive: true, createdAt: 0, lastSignInAt: nil)
        #expect(try harness.service.store.addUser(user))
        #expect(try harness.login("ada@example.test").status == 200)
        let stored = try #require(try harness.service.store.user(id: user.id)?.passwordHash)
        #expect(stored.hasPrefix("$argon2id$"))
        #expect(try harness.login("ada@example.test").status == 200)
        #expect(try harness.login("ada@example.test", "correct horse 2").status == 401)
    }

    @Test(
        "the hashing pool runs no more at once than its width, whatever the crowd",
        arguments: AccountsHarness.Store.allCases)
    func boundedHashing(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store, hashing: HashingPool(width: 2))
        _ = try harness.register("ada@example.test")
        DispatchQueue.concurrentPerform(iterations: 12) { index in
            _ = try? harness.login("ada@example.test", index.isMultiple(of: 2) ? "correct horse 1" : "wrong one")
        }
        #expect(harness.hashing.mostAtOnce <= 2)
        #expect(harness.hashing.runs == 13)
    }
}
