import Catalog

/// The order a mirror numbers its releases in, so that the covers it shows are the server's.
///
/// A recording's cover is its default release's front, else a Cover Art Archive front, else
/// the front of the release with the lowest internal number; that last tie is broken by the
/// server's own numbering, which the API never shows. Each recording page says which release
/// won, so each page gives "the winner comes before every release it tied with"; the releases
/// are numbered in the order they were first met, moved only as far as those constraints ask.
struct ReleaseNumbering {
    private var releases: [ReleasePayload] = []
    private var place: [String: Int] = [:]
    /// For each release (by place), the releases that must be numbered before it.
    private var before: [Int: Set<Int>] = [:]

    /// Takes in one recording page: its releases, and which of them its cover came from.
    mutating func add(_ detail: RecordingDetail) {
        for release in detail.releases where place[release.id] == nil {
            place[release.id] = releases.count
            releases.append(release)
        }
        let fronts = detail.releases.filter(\.hasFront)
        guard
            let winner = fronts.first(where: {
                $0.coverArtSmall == detail.albumArtSmall && $0.coverArtMedium == detail.albumArtMedium
                    && $0.coverArtLarge == detail.albumArtLarge
            }), winner.id != detail.defaultReleaseId, let first = place[winner.id]
        else { return }
        for rival in fronts
        where rival.id != winner.id && rival.id != detail.defaultReleaseId
            && rival.isCoverArtArchive == winner.isCoverArtArchive
        {
            if let later = place[rival.id] { before[later, default: []].insert(first) }
        }
    }

    /// Every release met, each once, in the order to number them from 1.
    func ordered() -> [ReleasePayload] {
        var order: [ReleasePayload] = []
        order.reserveCapacity(releases.count)
        // 0: not yet placed, 1: being placed (a cycle, which a consistent server never gives,
        // is cut there), 2: placed.
        var state = [UInt8](repeating: 0, count: releases.count)
        for start in releases.indices where state[start] == 0 {
            var stack: [(node: Int, pending: [Int])] = [(start, Array(before[start] ?? []).sorted())]
            state[start] = 1
            while let top = stack.last {
                if let next = top.pending.last {
                    stack[stack.count - 1].pending.removeLast()
                    guard state[next] == 0 else { continue }
                    state[next] = 1
                    stack.append((next, Array(before[next] ?? []).sorted()))
                } else {
                    stack.removeLast()
                    state[top.node] = 2
                    order.append(releases[top.node])
                }
            }
        }
        return order
    }
}

extension ReleasePayload {
    fileprivate var hasFront: Bool { coverArtSmall != nil || coverArtMedium != nil || coverArtLarge != nil }
    fileprivate var isCoverArtArchive: Bool { coverArtSource == "MusicBrainz" }
}
