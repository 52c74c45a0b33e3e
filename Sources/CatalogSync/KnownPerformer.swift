import Catalog

/// What a mirror writes of a performer: their summary's, or for one whose summary the server
/// does not show, what its index and recording pages say.
struct KnownPerformer: Equatable {
    var name: String
    var sortName: String?
    var birthDate: String?
    var deathDate: String?

    init(_ entry: PerformerIndexEntry) {
        name = entry.name
        sortName = entry.sortName
    }

    init(_ credit: DetailPerformer) {
        name = credit.name
        sortName = credit.sortName
        birthDate = credit.birthDate
        deathDate = credit.deathDate
    }

    init(_ summary: PerformerSummary) {
        name = summary.name
        sortName = summary.sortName
        birthDate = summary.birthDate
        deathDate = summary.deathDate
    }

    /// This, with what `other` says that this does not.
    func completed(by other: KnownPerformer) -> KnownPerformer {
        var known = self
        known.sortName = sortName ?? other.sortName
        known.birthDate = birthDate ?? other.birthDate
        known.deathDate = deathDate ?? other.deathDate
        return known
    }
}
