import Catalog
import StableHashing

/// A performer as the generator knows it before writing: 1-based id = index + 1.
struct DemoPerformer {
    let name: String
    let sortName: String
    let birthDate: String?
    let deathDate: String?
    let instrumentIDs: [Int]
    let biography: String?
    let isFamous: Bool
    /// Earliest and latest plausible recording years, from life dates.
    let activeYears: ClosedRange<Int>?
}

/// The performer roster: the famous ones first (Louis Armstrong at index 0), then generated
/// musicians with unique, plausible names, up to the catalog's performer count.
enum DemoPerformers {
    static func make() -> [DemoPerformer] {
        var roster: [DemoPerformer] = []
        var names = Set<String>()
        for famous in FamousPerformers.all where names.insert(famous.name).inserted {
            roster.append(
                DemoPerformer(
                    name: famous.name, sortName: famous.sortName, birthDate: famous.birthDate,
                    deathDate: famous.deathDate,
                    instrumentIDs: famous.instruments.compactMap { DemoInstruments.idByName[$0] },
                    biography: famous.biography, isFamous: true,
                    activeYears: activeYears(birth: famous.birthDate, death: famous.deathDate)))
        }
        precondition(roster.first?.name == DemoCatalogShape.armstrong, "Louis Armstrong must come first")
        var random = SeededRandom("performers")
        let given = GeneratedNames.givenNames
        let surnames = GeneratedNames.surnames
        while roster.count < DemoCatalogShape.performerCount {
            let first = random.pick(given)
            let last = random.pick(surnames)
            let middle = random.chance(0.12) ? " \(random.pick(given).prefix(1))." : ""
            let name = "\(first)\(middle) \(last)"
            guard names.insert(name).inserted else { continue }
            var instruments = [DemoInstruments.randomID(&random)]
            if random.chance(0.2) {
                let second = DemoInstruments.randomID(&random)
                if second != instruments[0] { instruments.append(second) }
            }
            var birth: String?
            var death: String?
            if random.chance(0.6) {
                let year = random.inRange(1890...1996)
                birth = date(year, &random)
                if year < 1950, random.chance(0.55) { death = date(min(2025, year + random.inRange(35...90)), &random) }
            }
            roster.append(
                DemoPerformer(
                    name: name, sortName: "\(last), \(first)\(middle)", birthDate: birth, deathDate: death,
                    instrumentIDs: instruments, biography: nil, isFamous: false,
                    activeYears: activeYears(birth: birth, death: death)))
        }
        return roster
    }

    private static func date(_ year: Int, _ random: inout SeededRandom) -> String {
        let month = random.inRange(1...12)
        let day = random.inRange(1...28)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    private static func activeYears(birth: String?, death: String?) -> ClosedRange<Int>? {
        guard let birth, let born = Int(birth.prefix(4)) else { return nil }
        let end = death.flatMap { Int($0.prefix(4)) } ?? 2025
        let start = born + 17
        return start <= end ? start...end : nil
    }
}
