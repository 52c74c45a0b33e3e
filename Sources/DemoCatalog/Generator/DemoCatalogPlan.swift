import Catalog
import StableHashing

/// How many recordings each song gets, and which songs carry Louis Armstrong's 3,231
/// recordings: decided before a single row is written, so the scenario counts are exact by
/// construction rather than by luck.
struct DemoCatalogPlan {
    /// Recordings per song, indexed like `StandardSongs.all`.
    let recordingCounts: [Int]
    /// Armstrong's recordings per song index (only his 99 songs appear).
    let armstrongCounts: [Int: Int]

    init(songs: [StandardSong]) {
        let counts = Self.distributeCounts(songs: songs)
        recordingCounts = counts
        armstrongCounts = Self.allocateArmstrong(songs: songs, counts: counts)
    }

    private static func curveValue(atRank rank: Int) -> Int {
        let curve = DemoCatalogShape.countCurve
        for (lower, upper) in zip(curve, curve.dropFirst()) where rank <= upper.rank {
            let t = Double(rank - lower.rank) / Double(upper.rank - lower.rank)
            return Int((Double(lower.count) + Double(upper.count - lower.count) * t).rounded())
        }
        return curve.last!.count
    }

    /// Ranks songs by a stable hash (pinned songs take the rank whose count is nearest theirs),
    /// reads counts off the skew curve, then spreads the remainder so the total is exact.
    private static func distributeCounts(songs: [StandardSong]) -> [Int] {
        var rankCounts = (0..<songs.count).map(curveValue(atRank:))
        var freeRanks = Set(rankCounts.indices)
        var counts = Array(repeating: 0, count: songs.count)
        var pinnedIndexes = Set<Int>()
        for (index, song) in songs.enumerated() {
            guard let pinned = DemoCatalogShape.pinnedSongCounts[song.title] else { continue }
            let rank = freeRanks.sorted().min { abs(rankCounts[$0] - pinned) < abs(rankCounts[$1] - pinned) }!
            freeRanks.remove(rank)
            rankCounts[rank] = pinned
            counts[index] = pinned
            pinnedIndexes.insert(index)
        }
        let others = songs.indices.filter { !pinnedIndexes.contains($0) }
            .sorted { FNV1a.hash("rank:" + songs[$0].title) < FNV1a.hash("rank:" + songs[$1].title) }
        for (index, rank) in zip(others, freeRanks.sorted()) {
            counts[index] = rankCounts[rank]
        }
        var remainder = DemoCatalogShape.recordingCount - counts.reduce(0, +)
        let adjustable = others.filter { counts[$0] > 60 && counts[$0] < 700 }
        var cursor = 0
        while remainder != 0 {
            let index = adjustable[cursor % adjustable.count]
            counts[index] += remainder > 0 ? 1 : -1
            remainder += remainder > 0 ? -1 : 1
            cursor += 1
        }
        return counts
    }

    /// Tiger Rag 146 and All of Me 24 are fixed; the rest of 3,231 goes to 97 more songs
    /// (his real repertoire first, then songs written before 1971), in proportion to each
    /// song's size and never more than 40% of it.
    private static func allocateArmstrong(songs: [StandardSong], counts: [Int]) -> [Int: Int] {
        let index = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1.title, $0) })
        var chosen: [Int] = DemoCatalogShape.armstrongRepertoire.compactMap { index[$0] }
        let candidates = songs.indices
            .filter { songs[$0].year <= 1971 && !chosen.contains($0) && counts[$0] >= 40 }
            .sorted { FNV1a.hash("armstrong:" + songs[$0].title) < FNV1a.hash("armstrong:" + songs[$1].title) }
        chosen.append(contentsOf: candidates.prefix(DemoCatalogShape.armstrongSongCount - chosen.count))
        precondition(chosen.count == DemoCatalogShape.armstrongSongCount, "not enough songs for Armstrong's 99")

        var allocation: [Int: Int] = [:]
        let tigerRag = index[DemoCatalogShape.tigerRag]!
        let allOfMe = index[DemoCatalogShape.allOfMe]!
        allocation[tigerRag] = DemoCatalogShape.armstrongTigerRagRecordings
        allocation[allOfMe] = DemoCatalogShape.allOfMeArmstrongRecordings
        let flexible = chosen.filter { $0 != tigerRag && $0 != allOfMe }
        var remaining =
            DemoCatalogShape.armstrongRecordingCount - DemoCatalogShape.armstrongTigerRagRecordings
            - DemoCatalogShape.allOfMeArmstrongRecordings
        let capacity = flexible.map { counts[$0] * 2 / 5 }
        let totalCapacity = capacity.reduce(0, +)
        for (slot, song) in flexible.enumerated() {
            let share = max(3, remaining * capacity[slot] / max(1, totalCapacity))
            allocation[song] = min(share, capacity[slot])
        }
        remaining -= flexible.reduce(0) { $0 + allocation[$1]! }
        var cursor = 0
        while remaining != 0 {
            let slot = cursor % flexible.count
            let song = flexible[slot]
            if remaining > 0, allocation[song]! < capacity[slot] {
                allocation[song]! += 1
                remaining -= 1
            } else if remaining < 0, allocation[song]! > 3 {
                allocation[song]! -= 1
                remaining += 1
            }
            cursor += 1
        }
        return allocation
    }
}
