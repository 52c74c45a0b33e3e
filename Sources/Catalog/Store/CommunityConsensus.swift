/// The majority rule for community votes: among non-null votes, the value with the most votes
/// wins; a tie goes to the value whose latest vote is newer. No votes: no consensus (nil).
enum CommunityConsensus {
    struct Vote<Value: Hashable> {
        let value: Value
        /// ISO-8601 timestamp; lexicographic order is chronological order.
        let updatedAt: String
    }

    static func majority<Value: Hashable>(_ votes: [Vote<Value>]) -> Value? {
        var tally: [Value: (count: Int, latest: String)] = [:]
        for vote in votes {
            let current = tally[vote.value] ?? (0, "")
            tally[vote.value] = (current.count + 1, max(current.latest, vote.updatedAt))
        }
        return tally.max { lhs, rhs in
            lhs.value.count != rhs.value.count
                ? lhs.value.count < rhs.value.count : lhs.value.latest < rhs.value.latest
        }?.key
    }
}

/// The front cover a recording shows: a Front image of its default release if there is one,
/// otherwise of any release it is on; Cover Art Archive ("MusicBrainz") images preferred.
enum FrontCoverChoice {
    struct Candidate {
        let releaseID: Int
        let source: String
        let art: CoverArt
    }

    static func choose(_ candidates: [Candidate], defaultReleaseID: Int?) -> CoverArt? {
        candidates.min { lhs, rhs in
            rank(lhs, defaultReleaseID) < rank(rhs, defaultReleaseID)
        }?.art
    }

    private static func rank(_ candidate: Candidate, _ defaultReleaseID: Int?) -> (Int, Int, Int) {
        (
            candidate.releaseID == defaultReleaseID ? 0 : 1,
            candidate.source == "MusicBrainz" ? 0 : 1,
            candidate.releaseID
        )
    }
}
