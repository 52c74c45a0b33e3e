import Catalog

/// Texts replaced by their ranks in alphabetical order as search folds them
/// (`SearchFolding.fold`): texts that fold alike have the same rank. A page's rows share few
/// titles, so each distinct text is folded once and the rows are then sorted by integers, not
/// by comparing the same long titles again at every step of the sort.
enum FoldedRanks {
    /// `texts[i]`'s rank, for every `i`.
    static func of(_ texts: [String]) -> [Int] {
        var slots: [String: Int] = [:]
        var distinct: [String] = []
        let slotOfText = texts.map { text in
            if let slot = slots[text] { return slot }
            slots[text] = distinct.count
            distinct.append(text)
            return distinct.count - 1
        }
        let folded = distinct.map(SearchFolding.fold)
        var rankOfSlot = [Int](repeating: 0, count: distinct.count)
        var rank = -1
        var previous: String?
        for slot in folded.indices.sorted(by: { folded[$0] < folded[$1] }) {
            if folded[slot] != previous {
                rank += 1
                previous = folded[slot]
            }
            rankOfSlot[slot] = rank
        }
        return slotOfText.map { rankOfSlot[$0] }
    }
}
