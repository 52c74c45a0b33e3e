/// The accounts' tables, one definition for SQLite and PostgreSQL. Times are milliseconds
/// since 1970 (integers both databases order alike); ids are lower-case UUIDs as text.
///
/// Unlike the upstream's: emails are unique without case (`email_key`); refresh and reset
/// tokens are kept as SHA-256 digests, never as the tokens; a refresh token knows its family
/// (the sign-in it descends from), so that a rotated one presented again ends them all;
/// failed sign-ins are counted per email, whether or not an account has it, and lock for a
/// time, never for ever.
enum AccountSchema {
    static let statements = [
        """
        CREATE TABLE account_users (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL,
            email_key TEXT NOT NULL UNIQUE,
            display_name TEXT,
            password_hash TEXT,
            is_active INTEGER NOT NULL DEFAULT 1,
            created_at BIGINT NOT NULL,
            updated_at BIGINT NOT NULL,
            last_login_at BIGINT,
            changes BIGINT NOT NULL DEFAULT 0
        )
        """,
        """
        CREATE TABLE account_refresh_tokens (
            token_hash TEXT PRIMARY KEY,
            family TEXT NOT NULL,
            user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
            expires_at BIGINT NOT NULL,
            revoked_at BIGINT,
            rotated INTEGER NOT NULL DEFAULT 0,
            created_at BIGINT NOT NULL
        )
        """,
        "CREATE INDEX account_refresh_tokens_user ON account_refresh_tokens(user_id)",
        "CREATE INDEX account_refresh_tokens_family ON account_refresh_tokens(family)",
        """
        CREATE TABLE account_reset_tokens (
            token_hash TEXT PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
            expires_at BIGINT NOT NULL,
            used_at BIGINT,
            created_at BIGINT NOT NULL
        )
        """,
        "CREATE INDEX account_reset_tokens_user ON account_reset_tokens(user_id)",
        """
        CREATE TABLE account_sign_in_failures (
            email_key TEXT PRIMARY KEY,
            failures INTEGER NOT NULL,
            locked_until BIGINT NOT NULL
        )
        """,
        """
        CREATE TABLE account_repertoires (
            id TEXT PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            description TEXT,
            created_at BIGINT NOT NULL,
            updated_at BIGINT NOT NULL
        )
        """,
        "CREATE INDEX account_repertoires_user ON account_repertoires(user_id, updated_at)",
        """
        CREATE TABLE account_repertoire_songs (
            repertoire_id TEXT NOT NULL REFERENCES account_repertoires(id) ON DELETE CASCADE,
            song_id TEXT NOT NULL,
            added_at BIGINT NOT NULL,
            PRIMARY KEY (repertoire_id, song_id)
        )
        """,
        """
        CREATE TABLE account_favorites (
            user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
            recording_id TEXT NOT NULL,
            favorited_at BIGINT NOT NULL,
            PRIMARY KEY (user_id, recording_id)
        )
        """,
        "CREATE INDEX account_favorites_recording ON account_favorites(recording_id, favorited_at)",
    ]
}
