/// The front cover a recording shows: a Front image of its default release if there is one,
/// otherwise of any release it is on; Cover Art Archive ("MusicBrainz") images preferred.
/// The same order picks a back cover among the default release's other images.
enum FrontCoverChoice {
    /// Where an image stands in that order: lower is better; two images of one release from
    /// sources other than the Cover Art Archive go by source, so that the choice never depends
    /// on the order a database returns them in.
    struct Rank: Comparable {
        fileprivate let key: (Int, Int, Int, String)

        init(releaseID: Int, isMusicBrainz: Bool, defaultReleaseID: Int?, source: String) {
            key = (releaseID == defaultReleaseID ? 0 : 1, isMusicBrainz ? 0 : 1, releaseID, source)
        }

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.key < rhs.key }
        static func == (lhs: Rank, rhs: Rank) -> Bool { lhs.key == rhs.key }
    }

    /// The best image met so far; its art is made only when it is better than the one held.
    struct Best {
        private(set) var rank: Rank?
        private(set) var art: CoverArt?

        mutating func offer(_ rank: Rank, art: () -> CoverArt) {
            if let held = self.rank, held <= rank { return }
            self.rank = rank
            self.art = art()
        }
    }
}
