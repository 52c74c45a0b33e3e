import Catalog
import StableHashing

/// The instruments of the demo catalog, with how often a generated musician plays each as
/// their first instrument. Names include the awkward ones the family rules must handle
/// ("Bass Guitar" is a guitar, "Percussion" is drums).
enum DemoInstruments {
    static let all: [(name: String, category: String, weight: Int)] = [
        ("Piano", "Keyboards", 14), ("Double Bass", "Strings", 14), ("Drums", "Percussion", 14),
        ("Vocals", "Voice", 11), ("Tenor Saxophone", "Woodwinds", 9), ("Trumpet", "Brass", 9),
        ("Guitar", "Strings", 7), ("Alto Saxophone", "Woodwinds", 6), ("Trombone", "Brass", 5),
        ("Clarinet", "Woodwinds", 2), ("Vibraphone", "Percussion", 2), ("Organ", "Keyboards", 1),
        ("Hammond Organ", "Keyboards", 1), ("Bass Guitar", "Strings", 2), ("Electric Guitar", "Strings", 1),
        ("Baritone Saxophone", "Woodwinds", 1), ("Soprano Saxophone", "Woodwinds", 1), ("Flute", "Woodwinds", 1),
        ("Percussion", "Percussion", 2), ("Cornet", "Brass", 1), ("Flugelhorn", "Brass", 1),
        ("Violin", "Strings", 1), ("Banjo", "Strings", 1), ("Tuba", "Brass", 1), ("Keyboards", "Keyboards", 1),
        ("Bass Clarinet", "Woodwinds", 0), ("French Horn", "Brass", 0), ("Harmonica", "Reeds", 0),
        ("Harp", "Strings", 0), ("Cello", "Strings", 0), ("Conga", "Percussion", 1), ("Electric Piano", "Keyboards", 1),
        ("Synthesizer", "Keyboards", 0), ("Steel Drums", "Percussion", 0), ("Brass Bass", "Brass", 0),
    ]

    /// 1-based ids, as stored.
    static let idByName: [String: Int] = Dictionary(
        uniqueKeysWithValues: all.enumerated().map { ($1.name, $0 + 1) })

    static let vocalsID = idByName["Vocals"]!

    private static let cumulative: [Int] = all.reduce(into: []) { $0.append(($0.last ?? 0) + $1.weight) }

    static func randomID(_ random: inout SeededRandom) -> Int {
        let target = random.below(cumulative.last!)
        return cumulative.firstIndex { $0 > target }! + 1
    }
}
