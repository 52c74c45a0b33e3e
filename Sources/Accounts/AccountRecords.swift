/// An account as the store keeps it.
package struct UserRecord: Sendable, Equatable {
    package var id: String
    /// As the user wrote it; compared without case (`AccountStore.emailKey`).
    package var email: String
    package var displayName: String?
    /// Argon2id, or bcrypt for an account brought from the upstream; nil for none.
    package var passwordHash: String?
    /// An account the operator disabled signs nobody in, and its tokens are refused.
    package var isActive: Bool
    package var createdAt: Int
    package var lastSignInAt: Int?
    /// How many changes the user's repertoires and favourites have had: an answer made from
    /// them is good while this is the same.
    package var changes: Int

    package init(
        id: String, email: String, displayName: String?, passwordHash: String?, isActive: Bool, createdAt: Int,
        lastSignInAt: Int?, changes: Int = 0
    ) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.passwordHash = passwordHash
        self.isActive = isActive
        self.createdAt = createdAt
        self.lastSignInAt = lastSignInAt
        self.changes = changes
    }
}

/// A repertoire, with how many songs it holds.
package struct RepertoireRecord: Sendable, Equatable {
    package var id: String
    package var userID: String
    package var name: String
    package var description: String?
    package var createdAt: Int
    package var updatedAt: Int
    package var songCount: Int
}

/// A song in a repertoire, and when it was put there.
package struct RepertoireEntry: Sendable, Equatable {
    package var songID: String
    package var addedAt: Int
}

/// A favourite recording, and when it was made one.
package struct FavoriteEntry: Sendable, Equatable {
    package var recordingID: String
    package var favoritedAt: Int
}

/// Someone who keeps a recording as a favourite.
package struct Favoriter: Sendable, Equatable {
    package var userID: String
    package var displayName: String?
}

/// What presenting a refresh token came to.
package enum RefreshOutcome: Sendable, Equatable {
    /// It was live: it is spent, and the replacement stands in its place for that user.
    case rotated(userID: String)
    /// It was rotated already: someone holds a copy. Its whole family is revoked.
    case replayed
    /// Unknown, revoked, expired, or its account disabled.
    case refused
}

/// What a change to a list (a repertoire's songs, favourites) came to.
package enum ListChange: Sendable, Equatable {
    /// Done; for favourites, the recording's count of them after it.
    case done(count: Int)
    /// The song or recording was there already (to add) or was not (to remove).
    case unchanged
    /// The list holds as many as it may.
    case full
    /// The repertoire is not this user's, or does not exist.
    case noList
}
