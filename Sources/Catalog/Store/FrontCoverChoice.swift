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
