/// What a sync changed since the last one, entity by entity: the songs, recordings and
/// performers added, removed, or whose own answer (song page, recording page, performer
/// summary) is not the same.
public struct SyncChanges: Sendable, Equatable {
    public struct Kind: Sendable, Equatable {
        public let name: String
        public var added: [String] = []
        public var removed: [String] = []
        public var updated: [String] = []
        /// How many the last sync kept.
        public var before = 0

        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && updated.isEmpty }
    }

    /// False for the first sync into this work file: there was nothing to compare with.
    public let compared: Bool
    public let kinds: [Kind]

    static let kindNames = ["songs", "recordings", "performers"]

    init(previous: [String: [String: String]], current: [String: [String: String]], firstSync: Bool) {
        compared = !firstSync
        kinds = Self.kindNames.map { name in
            let before = previous[name] ?? [:]
            let after = current[name] ?? [:]
            var kind = Kind(name: name)
            kind.before = before.count
            kind.added = after.keys.filter { before[$0] == nil }.sorted()
            kind.removed = before.keys.filter { after[$0] == nil }.sorted()
            kind.updated = after.compactMap { id, digest in before[id].flatMap { $0 == digest ? nil : id } }.sorted()
            return kind
        }
    }

    /// Kinds compared elsewhere (the catalog files' tables); every kind not given changed nothing.
    init(compared: Bool, kinds: [Kind]) {
        self.compared = compared
        self.kinds = Self.kindNames.map { name in
            compared ? kinds.first { $0.name == name } ?? Kind(name: name) : Kind(name: name)
        }
    }

    public var isEmpty: Bool { kinds.allSatisfy(\.isEmpty) }

    /// The share of what the last sync kept that a sync may remove without being told it may.
    public static let largestRemovedShare = 0.1

    /// The first kind of which this sync would remove more than `largestRemovedShare`.
    public var sweepingRemoval: Kind? {
        guard compared else { return nil }
        return kinds.first { Double($0.removed.count) > Self.largestRemovedShare * Double($0.before) }
    }

    /// "recordings: 3 updated; songs: 1 added", or "nothing changed".
    public var summary: String {
        let parts = kinds.filter { !$0.isEmpty }.map { (kind: Kind) -> String in
            let tallies: [(word: String, count: Int)] = [
                ("added", kind.added.count), ("removed", kind.removed.count), ("updated", kind.updated.count),
            ]
            let counts: [String] = tallies.filter { $0.count > 0 }.map { "\($0.count) \($0.word)" }
            return kind.name + ": " + counts.joined(separator: ", ")
        }
        return parts.isEmpty ? "nothing changed" : parts.joined(separator: "; ")
    }
}
