import AccountSecurity
import Synchronization
import TextFormatting

/// Where the accounts live, and every change to them as one transaction: a pool of
/// connections (one per thread answering at a time), each query written once for SQLite and
/// PostgreSQL.
package final class AccountStore: Sendable {
    private let open: @Sendable () throws -> any AccountDatabase
    private let idle = Mutex<[Connection]>([])

    /// A connection, handed between threads only through the pool's lock.
    private struct Connection: @unchecked Sendable {
        let database: any AccountDatabase
    }

    /// - Parameters:
    ///   - first: the connection that checked the accounts at the start.
    ///   - open: opens another connection to the same accounts.
    package init(first: any AccountDatabase, open: @escaping @Sendable () throws -> any AccountDatabase) {
        self.open = open
        idle.withLock { $0.append(Connection(database: first)) }
    }

    /// The accounts in their own SQLite file at `path`, made when missing.
    package convenience init(file path: String) throws(AccountStoreError) {
        let first = try SQLiteAccountDatabase(path: path, prepares: true)
        self.init(first: first) { try SQLiteAccountDatabase(path: path, prepares: false) }
    }

    /// The accounts in their own schema of the PostgreSQL database at `url`, made when missing.
    package convenience init(database url: String) throws(AccountStoreError) {
        let first = try PostgresAccountDatabase(url: url, prepares: true)
        self.init(first: first) { try PostgresAccountDatabase(url: url, prepares: false) }
    }

    /// How emails are compared: without case, and without the spaces around them.
    package static func emailKey(_ email: String) -> String {
        email.trimmingWhitespaceAndNewlines().lowercased()
    }

    /// Runs `body` in one transaction on a connection no other thread uses meanwhile.
    private func change<T>(_ body: (any AccountDatabase) throws -> T) throws(AccountStoreError) -> T {
        try read { database in try database.transaction { try body(database) } }
    }

    /// Runs `body` on a connection no other thread uses meanwhile, outside a transaction.
    private func read<T>(_ body: (any AccountDatabase) throws -> T) throws(AccountStoreError) -> T {
        do {
            let connection = try idle.withLock { $0.popLast() } ?? Connection(database: open())
            defer { if !connection.database.isBroken { idle.withLock { $0.append(connection) } } }
            return try body(connection.database)
        } catch let error as AccountStoreError {
            throw error
        } catch {
            throw .unavailable(reason: "\(error)")
        }
    }

    // MARK: - Users

    private static let userColumns =
        "id, email, display_name, password_hash, is_active, created_at, last_login_at, changes"

    private static func user(_ row: any AccountRow) -> UserRecord {
        UserRecord(
            id: row.text(0), email: row.text(1), displayName: row.optionalText(2), passwordHash: row.optionalText(3),
            isActive: row.int(4) != 0, createdAt: row.int(5), lastSignInAt: row.optionalInt(6), changes: row.int(7))
    }

    /// Adds `user`; false when an account has its email already (compared without case).
    package func addUser(_ user: UserRecord) throws(AccountStoreError) -> Bool {
        try change { database in
            try database.first(
                """
                INSERT INTO account_users (id, email, email_key, display_name, password_hash, is_active, created_at, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?6) ON CONFLICT DO NOTHING RETURNING id
                """,
                [
                    .text(user.id), .text(user.email), .text(Self.emailKey(user.email)), .optional(user.displayName),
                    .optional(user.passwordHash), .integer(user.createdAt),
                ]
            ) { _ in true } ?? false
        }
    }

    package func user(id: String) throws(AccountStoreError) -> UserRecord? {
        try read { try $0.first("SELECT \(Self.userColumns) FROM account_users WHERE id = ?1", [.text(id)], Self.user) }
    }

    package func user(email: String) throws(AccountStoreError) -> UserRecord? {
        try read {
            try $0.first(
                "SELECT \(Self.userColumns) FROM account_users WHERE email_key = ?1", [.text(Self.emailKey(email))],
                Self.user)
        }
    }

    /// Every account, oldest first: for the operator.
    package func users() throws(AccountStoreError) -> [UserRecord] {
        try read { try $0.all("SELECT \(Self.userColumns) FROM account_users ORDER BY created_at, id", [], Self.user) }
    }

    /// Records a sign-in that succeeded, storing `rehashed` in place of the hash when given.
    package func signedIn(userID: String, rehashed: String?, now: Int) throws(AccountStoreError) {
        try change { database in
            try database.run(
                "UPDATE account_users SET last_login_at = ?2, password_hash = coalesce(?3, password_hash) WHERE id = ?1",
                [.text(userID), .integer(now), .optional(rehashed)])
        }
    }

    /// Stores a new password hash and revokes every refresh token of the user: whoever held
    /// the old password holds no session after the change.
    package func setPassword(userID: String, hash: String, now: Int) throws(AccountStoreError) {
        try change { database in
            try database.run(
                "UPDATE account_users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1",
                [.text(userID), .text(hash), .integer(now)])
            try Self.revokeSessions(of: userID, now: now, in: database)
        }
    }

    /// Enables or disables an account; disabling ends its sessions. False for no such account.
    package func setActive(userID: String, _ active: Bool, now: Int) throws(AccountStoreError) -> Bool {
        try change { database in
            let found =
                try database.first(
                    "UPDATE account_users SET is_active = ?2, updated_at = ?3 WHERE id = ?1 RETURNING id",
                    [.text(userID), .integer(active ? 1 : 0), .integer(now)]
                ) { _ in true } ?? false
            if found && !active { try Self.revokeSessions(of: userID, now: now, in: database) }
            return found
        }
    }

    /// Deletes the account and everything of it (sessions, repertoires, favourites); false
    /// when there was none.
    package func deleteUser(id: String) throws(AccountStoreError) -> Bool {
        try change { database in
            // Spelled out rather than left to the foreign keys, which a SQLite connection
            // honours only when asked.
            try database.run(
                "DELETE FROM account_repertoire_songs WHERE repertoire_id IN (SELECT id FROM account_repertoires WHERE user_id = ?1)",
                [.text(id)])
            for table in ["account_repertoires", "account_favorites", "account_refresh_tokens", "account_reset_tokens"]
            {
                try database.run("DELETE FROM \(table) WHERE user_id = ?1", [.text(id)])
            }
            return try database.first("DELETE FROM account_users WHERE id = ?1 RETURNING id", [.text(id)]) { _ in true }
                ?? false
        }
    }

    // MARK: - Failed sign-ins

    /// Until when (milliseconds) sign-ins with this email wait, or nil when they need not.
    package func signInLock(email: String, now: Int) throws(AccountStoreError) -> Int? {
        try read {
            try $0.first(
                "SELECT locked_until FROM account_sign_in_failures WHERE email_key = ?1 AND locked_until > ?2",
                [.text(Self.emailKey(email)), .integer(now)]
            ) { $0.int(0) }
        }
    }

    /// Counts a failed sign-in with this email and locks it for `lock(failures)` milliseconds
    /// from `now`; returns the count.
    @discardableResult
    package func signInFailed(email: String, now: Int, lock: (Int) -> Int) throws(AccountStoreError) -> Int {
        try change { database in
            let key = Self.emailKey(email)
            // One statement counts, so that failures at once on two servers are both counted.
            let failures =
                try database.first(
                    """
                    INSERT INTO account_sign_in_failures (email_key, failures, locked_until) VALUES (?1, 1, 0)
                    ON CONFLICT (email_key) DO UPDATE SET failures = account_sign_in_failures.failures + 1
                    RETURNING failures
                    """, [.text(key)]
                ) { $0.int(0) } ?? 1
            let until = lock(failures)
            if until > 0 {
                try database.run(
                    "UPDATE account_sign_in_failures SET locked_until = ?2 WHERE email_key = ?1",
                    [.text(key), .integer(now + until)])
            }
            return failures
        }
    }

    /// Forgets the failed sign-ins of this email (after one that succeeded).
    package func clearSignInFailures(email: String) throws(AccountStoreError) {
        try change { database in
            try database.run(
                "DELETE FROM account_sign_in_failures WHERE email_key = ?1", [.text(Self.emailKey(email))])
        }
    }

    // MARK: - Refresh tokens

    /// Keeps a new refresh token (by its digest) as the first of a family: a sign-in.
    package func addRefreshToken(digest: String, family: String, userID: String, expires: Int, now: Int)
        throws(AccountStoreError)
    {
        try change { database in
            try database.run(
                """
                INSERT INTO account_refresh_tokens (token_hash, family, user_id, expires_at, created_at)
                VALUES (?1, ?2, ?3, ?4, ?5)
                """, [.text(digest), .text(family), .text(userID), .integer(expires), .integer(now)])
        }
    }

    /// Spends the refresh token `digest` for `replacement`. One statement decides, spending the
    /// token only if it is live: of two refreshes with one token, on one server or two, one
    /// rotates it and the other finds it spent, and ends its family as a replay.
    package func rotateRefreshToken(digest: String, replacement: String, expires: Int, now: Int)
        throws(AccountStoreError) -> RefreshOutcome
    {
        try change { database in
            let spent = try database.first(
                """
                UPDATE account_refresh_tokens SET revoked_at = ?2, rotated = 1
                WHERE token_hash = ?1 AND revoked_at IS NULL AND expires_at > ?2
                AND user_id IN (SELECT id FROM account_users WHERE is_active = 1)
                RETURNING family, user_id
                """, [.text(digest), .integer(now)], { ($0.text(0), $0.text(1)) })
            guard let (family, userID) = spent else {
                let rotated = try database.first(
                    "SELECT family FROM account_refresh_tokens WHERE token_hash = ?1 AND rotated = 1", [.text(digest)],
                    { $0.text(0) })
                guard let family = rotated else { return .refused }
                try database.run(
                    "UPDATE account_refresh_tokens SET revoked_at = ?2 WHERE family = ?1 AND revoked_at IS NULL",
                    [.text(family), .integer(now)])
                return .replayed
            }
            try database.run(
                """
                INSERT INTO account_refresh_tokens (token_hash, family, user_id, expires_at, created_at)
                VALUES (?1, ?2, ?3, ?4, ?5)
                """, [.text(replacement), .text(family), .text(userID), .integer(expires), .integer(now)])
            return .rotated(userID: userID)
        }
    }

    /// Revokes the session the refresh token `digest` belongs to (its whole family); the user
    /// it was of, or nil when no such token was kept.
    @discardableResult
    package func revokeSession(digest: String, now: Int) throws(AccountStoreError) -> String? {
        try change { database in
            guard
                let (family, userID) = try database.first(
                    "SELECT family, user_id FROM account_refresh_tokens WHERE token_hash = ?1", [.text(digest)],
                    { ($0.text(0), $0.text(1)) })
            else { return nil }
            try database.run(
                "UPDATE account_refresh_tokens SET revoked_at = ?2 WHERE family = ?1 AND revoked_at IS NULL",
                [.text(family), .integer(now)])
            return userID
        }
    }

    private static func revokeSessions(of userID: String, now: Int, in database: any AccountDatabase) throws {
        try database.run(
            "UPDATE account_refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL",
            [.text(userID), .integer(now)])
        try database.run(
            "UPDATE account_reset_tokens SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL",
            [.text(userID), .integer(now)])
    }

    /// Live refresh tokens of a user: for tests and the operator.
    package func liveSessions(userID: String, now: Int) throws(AccountStoreError) -> Int {
        try read {
            try $0.count(
                "SELECT count(*) FROM account_refresh_tokens WHERE user_id = ?1 AND revoked_at IS NULL AND expires_at > ?2",
                [.text(userID), .integer(now)])
        }
    }

    // MARK: - Reset tokens

    /// Keeps a reset token (by its digest) for the user, and spends every other one of theirs.
    package func addResetToken(digest: String, userID: String, expires: Int, now: Int) throws(AccountStoreError) {
        try change { database in
            try database.run(
                "UPDATE account_reset_tokens SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL",
                [.text(userID), .integer(now)])
            try database.run(
                "INSERT INTO account_reset_tokens (token_hash, user_id, expires_at, created_at) VALUES (?1, ?2, ?3, ?4)",
                [.text(digest), .text(userID), .integer(expires), .integer(now)])
        }
    }

    /// A reset token for the account of `email`, good for one use within `lifetime`
    /// milliseconds, spending every earlier one; nil when no account has that email. For the
    /// operator, who hands the link on: this server sends no mail. Only its digest is kept.
    package func makeResetToken(email: String, lifetime: Int, now: Int) throws(AccountStoreError) -> String? {
        guard let user = try user(email: email) else { return nil }
        let token = Base64URL.encode(SecureRandom.bytes(32))
        try addResetToken(digest: SHA256.hex(token), userID: user.id, expires: now + lifetime, now: now)
        return token
    }

    /// Spends the reset token `digest` and sets the password to `hash`, revoking every
    /// session of the user; the user, or nil when the token is unknown, spent or expired.
    package func resetPassword(digest: String, hash: String, now: Int) throws(AccountStoreError) -> String? {
        try change { database in
            guard
                let userID = try database.first(
                    """
                    UPDATE account_reset_tokens SET used_at = ?2
                    WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING user_id
                    """, [.text(digest), .integer(now)], { $0.text(0) })
            else { return nil }
            try database.run(
                "UPDATE account_users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1",
                [.text(userID), .text(hash), .integer(now)])
            try Self.revokeSessions(of: userID, now: now, in: database)
            // A reset proves the email is theirs: the failures counted against it are forgotten.
            try database.run(
                "DELETE FROM account_sign_in_failures WHERE email_key = (SELECT email_key FROM account_users WHERE id = ?1)",
                [.text(userID)])
            return userID
        }
    }

    // MARK: - Repertoires

    private static let repertoireColumns = """
        r.id, r.user_id, r.name, r.description, r.created_at, r.updated_at,
        (SELECT count(*) FROM account_repertoire_songs s WHERE s.repertoire_id = r.id)
        """

    private static func repertoire(_ row: any AccountRow) -> RepertoireRecord {
        RepertoireRecord(
            id: row.text(0), userID: row.text(1), name: row.text(2), description: row.optionalText(3),
            createdAt: row.int(4), updatedAt: row.int(5), songCount: row.int(6))
    }

    /// The user's repertoires, the most recently changed first.
    package func repertoires(userID: String) throws(AccountStoreError) -> [RepertoireRecord] {
        try read {
            try $0.all(
                "SELECT \(Self.repertoireColumns) FROM account_repertoires r WHERE r.user_id = ?1 ORDER BY r.updated_at DESC, r.id",
                [.text(userID)], Self.repertoire)
        }
    }

    /// Any user's repertoire: the routes tell the owner's from another's.
    package func repertoire(id: String) throws(AccountStoreError) -> RepertoireRecord? {
        try read {
            try $0.first(
                "SELECT \(Self.repertoireColumns) FROM account_repertoires r WHERE r.id = ?1", [.text(id)],
                Self.repertoire)
        }
    }

    /// Adds `repertoire`; false when the user has `limit` already.
    package func addRepertoire(_ repertoire: RepertoireRecord, limit: Int) throws(AccountStoreError) -> Bool {
        try change { database in
            try database.serialize(userID: repertoire.userID)
            guard
                try database.count(
                    "SELECT count(*) FROM account_repertoires WHERE user_id = ?1", [.text(repertoire.userID)]) < limit
            else { return false }
            try Self.changed(repertoire.userID, database)
            try database.run(
                """
                INSERT INTO account_repertoires (id, user_id, name, description, created_at, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?5)
                """,
                [
                    .text(repertoire.id), .text(repertoire.userID), .text(repertoire.name),
                    .optional(repertoire.description), .integer(repertoire.createdAt),
                ])
            return true
        }
    }

    /// Renames or redescribes the user's repertoire: a nil name is left as it is, and the
    /// description is set (to nil too) only when `clearsDescription`. The repertoire after, or
    /// nil when it is not theirs.
    package func updateRepertoire(
        id: String, userID: String, name: String?, description: String?, clearsDescription: Bool, now: Int
    ) throws(AccountStoreError) -> RepertoireRecord? {
        try change { database in
            guard
                try database.first(
                    """
                    UPDATE account_repertoires SET name = coalesce(?3, name), description = CASE WHEN ?5 = 1 THEN ?4 ELSE description END,
                    updated_at = ?6 WHERE id = ?1 AND user_id = ?2 RETURNING id
                    """,
                    [
                        .text(id), .text(userID), .optional(name), .optional(description),
                        .integer(clearsDescription ? 1 : 0), .integer(now),
                    ], { _ in true }) ?? false
            else { return nil }
            try Self.changed(userID, database)
            return try database.first(
                "SELECT \(Self.repertoireColumns) FROM account_repertoires r WHERE r.id = ?1", [.text(id)],
                Self.repertoire)
        }
    }

    /// Deletes the user's repertoire and its songs; false when it is not theirs.
    package func deleteRepertoire(id: String, userID: String) throws(AccountStoreError) -> Bool {
        try change { database in
            guard
                try database.first(
                    "SELECT id FROM account_repertoires WHERE id = ?1 AND user_id = ?2", [.text(id), .text(userID)],
                    { _ in true }) ?? false
            else { return false }
            try Self.changed(userID, database)
            try database.run("DELETE FROM account_repertoire_songs WHERE repertoire_id = ?1", [.text(id)])
            try database.run("DELETE FROM account_repertoires WHERE id = ?1", [.text(id)])
            return true
        }
    }

    /// The songs of a repertoire, in the order they were added.
    package func songs(repertoireID: String) throws(AccountStoreError) -> [RepertoireEntry] {
        try read {
            try $0.all(
                "SELECT song_id, added_at FROM account_repertoire_songs WHERE repertoire_id = ?1 ORDER BY added_at, song_id",
                [.text(repertoireID)], { RepertoireEntry(songID: $0.text(0), addedAt: $0.int(1)) })
        }
    }

    /// Puts a song in the user's repertoire, unless it holds `limit` songs already.
    package func addSong(_ songID: String, repertoireID: String, userID: String, limit: Int, now: Int)
        throws(AccountStoreError) -> ListChange
    {
        try change { database in
            try database.serialize(userID: userID)
            guard try Self.owns(repertoireID, userID, database) else { return .noList }
            if try database.first(
                "SELECT 1 FROM account_repertoire_songs WHERE repertoire_id = ?1 AND song_id = ?2",
                [.text(repertoireID), .text(songID)], { _ in true }) != nil
            {
                return .unchanged
            }
            let count = try database.count(
                "SELECT count(*) FROM account_repertoire_songs WHERE repertoire_id = ?1", [.text(repertoireID)])
            guard count < limit else { return .full }
            try database.run(
                "INSERT INTO account_repertoire_songs (repertoire_id, song_id, added_at) VALUES (?1, ?2, ?3)",
                [.text(repertoireID), .text(songID), .integer(now)])
            try Self.touch(repertoireID, now, database)
            return .done(count: count + 1)
        }
    }

    /// Takes a song out of the user's repertoire.
    package func removeSong(_ songID: String, repertoireID: String, userID: String, now: Int)
        throws(AccountStoreError) -> ListChange
    {
        try change { database in
            guard try Self.owns(repertoireID, userID, database) else { return .noList }
            guard
                try database.first(
                    "DELETE FROM account_repertoire_songs WHERE repertoire_id = ?1 AND song_id = ?2 RETURNING song_id",
                    [.text(repertoireID), .text(songID)], { _ in true }) != nil
            else { return .unchanged }
            try Self.touch(repertoireID, now, database)
            return .done(
                count: try database.count(
                    "SELECT count(*) FROM account_repertoire_songs WHERE repertoire_id = ?1", [.text(repertoireID)]))
        }
    }

    /// A repertoire's songs changed: it is the most recently used (the upstream leaves its
    /// time alone, so its "recent first" ignores what was done to the songs).
    private static func touch(_ repertoireID: String, _ now: Int, _ database: any AccountDatabase) throws {
        try database.run(
            "UPDATE account_repertoires SET updated_at = ?2 WHERE id = ?1", [.text(repertoireID), .integer(now)])
        try database.run(
            "UPDATE account_users SET changes = changes + 1 WHERE id = (SELECT user_id FROM account_repertoires WHERE id = ?1)",
            [.text(repertoireID)])
    }

    /// Counts a change to what the user keeps (see `UserRecord.changes`).
    private static func changed(_ userID: String, _ database: any AccountDatabase) throws {
        try database.run("UPDATE account_users SET changes = changes + 1 WHERE id = ?1", [.text(userID)])
    }

    private static func owns(_ repertoireID: String, _ userID: String, _ database: any AccountDatabase) throws -> Bool {
        try database.first(
            "SELECT 1 FROM account_repertoires WHERE id = ?1 AND user_id = ?2", [.text(repertoireID), .text(userID)],
            { _ in true }) ?? false
    }

    // MARK: - Favourites

    /// The user's favourite recordings, the newest first.
    package func favorites(userID: String) throws(AccountStoreError) -> [FavoriteEntry] {
        try read {
            try $0.all(
                "SELECT recording_id, favorited_at FROM account_favorites WHERE user_id = ?1 ORDER BY favorited_at DESC, recording_id",
                [.text(userID)], { FavoriteEntry(recordingID: $0.text(0), favoritedAt: $0.int(1)) })
        }
    }

    /// Makes the recording a favourite of the user, unless they keep `limit` already.
    package func addFavorite(_ recordingID: String, userID: String, limit: Int, now: Int) throws(AccountStoreError)
        -> ListChange
    {
        try change { database in
            try database.serialize(userID: userID)
            if try database.first(
                "SELECT 1 FROM account_favorites WHERE user_id = ?1 AND recording_id = ?2",
                [.text(userID), .text(recordingID)], { _ in true }) != nil
            {
                return .unchanged
            }
            guard
                try database.count("SELECT count(*) FROM account_favorites WHERE user_id = ?1", [.text(userID)])
                    < limit
            else { return .full }
            try database.run(
                "INSERT INTO account_favorites (user_id, recording_id, favorited_at) VALUES (?1, ?2, ?3)",
                [.text(userID), .text(recordingID), .integer(now)])
            try Self.changed(userID, database)
            return .done(count: try Self.favoriteCount(recordingID, database))
        }
    }

    package func removeFavorite(_ recordingID: String, userID: String) throws(AccountStoreError) -> ListChange {
        try change { database in
            guard
                try database.first(
                    "DELETE FROM account_favorites WHERE user_id = ?1 AND recording_id = ?2 RETURNING recording_id",
                    [.text(userID), .text(recordingID)], { _ in true }) != nil
            else { return .unchanged }
            try Self.changed(userID, database)
            return .done(count: try Self.favoriteCount(recordingID, database))
        }
    }

    package func favoriteCount(recordingID: String) throws(AccountStoreError) -> Int {
        try read { try Self.favoriteCount(recordingID, $0) }
    }

    private static func favoriteCount(_ recordingID: String, _ database: any AccountDatabase) throws -> Int {
        try database.count("SELECT count(*) FROM account_favorites WHERE recording_id = ?1", [.text(recordingID)])
    }

    package func isFavorite(_ recordingID: String, userID: String) throws(AccountStoreError) -> Bool {
        try read {
            try $0.first(
                "SELECT 1 FROM account_favorites WHERE user_id = ?1 AND recording_id = ?2",
                [.text(userID), .text(recordingID)], { _ in true }) ?? false
        }
    }

    /// Who keeps the recording as a favourite, the newest first, at most `limit`.
    package func favoriters(recordingID: String, limit: Int) throws(AccountStoreError) -> [Favoriter] {
        try read {
            try $0.all(
                """
                SELECT u.id, u.display_name FROM account_favorites f JOIN account_users u ON u.id = f.user_id
                WHERE f.recording_id = ?1 ORDER BY f.favorited_at DESC, u.id LIMIT ?2
                """, [.text(recordingID), .integer(limit)],
                { Favoriter(userID: $0.text(0), displayName: $0.optionalText(1)) })
        }
    }
}
