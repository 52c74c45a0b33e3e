/// A member of the upstream's answers about something this catalog has no notion of: users'
/// favourites and contributions, transcriptions, a performer's images and external links.
/// Whatever a server sends there is read past and set aside; ours writes what the upstream
/// writes when it has none, so that the upstream's own app reads our answers unchanged.
///
/// `Empty` says which "none" that is: a `NotHeldList` is written `[]`, a `NotHeldObject`
/// `null`.
struct NotHeld<Empty: NotHeldForm>: Codable, Hashable, Sendable {
    init() {}

    init(from decoder: any Decoder) throws {}

    func encode(to encoder: any Encoder) throws {
        try Empty.encodeNone(to: encoder)
    }
}

/// How the upstream writes "none" for a member this catalog does not hold.
protocol NotHeldForm: Hashable, Sendable {
    static func encodeNone(to encoder: any Encoder) throws
}

/// Written `[]`: a list the upstream sends empty when there is nothing (`transcriptions`).
enum EmptyListForm: NotHeldForm {
    static func encodeNone(to encoder: any Encoder) throws {
        _ = encoder.unkeyedContainer()
    }
}

/// Written `null`: an object the upstream sends as null when there is nothing (`external_links`).
enum NullForm: NotHeldForm {
    static func encodeNone(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

/// A list of things the catalog does not hold (`transcriptions`, `favorited_by`).
typealias NotHeldList = NotHeld<EmptyListForm>
/// An object about things the catalog does not hold (`user_contribution`, `external_links`).
typealias NotHeldObject = NotHeld<NullForm>

extension KeyedDecodingContainer {
    /// Missing, null or anything else: there is nothing to read.
    func decode<Empty>(_ type: NotHeld<Empty>.Type, forKey key: Key) throws -> NotHeld<Empty> {
        NotHeld()
    }
}
