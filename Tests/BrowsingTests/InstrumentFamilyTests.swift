import TestThreads
import Testing

@testable import Browsing

@Suite("Instrument families", .testThreads)
struct InstrumentFamilyTests {
    @Test(
        "the first matching rule wins, in the upstream's order",
        arguments: [
            ("Bass Guitar", InstrumentFamily.guitar), ("Electric Guitar", .guitar), ("Tenor Saxophone", .saxophone),
            ("Flugelhorn", .trumpet), ("Trumpet", .trumpet), ("Trombone", .trombone), ("Piano", .piano),
            ("Electric Piano", .piano), ("Organ Piano", .organ), ("Hammond Organ", .organ), ("Double Bass", .bass),
            ("Drums", .drums), ("Percussion", .drums), ("Bass Clarinet", .bass), ("Clarinet", .clarinet),
            ("Alto Flute", .flute), ("Vibraphone", .vibraphone), ("vibes", .vibraphone), ("Vocals", .vocals),
            ("Lead Voice", .vocals), ("Backing Singer", .vocals),
        ])
    func mapping(name: String, family: InstrumentFamily) {
        #expect(InstrumentFamily.family(for: name) == family)
    }

    @Test("brass bass, percussion with more words and unknown instruments belong to no family")
    func unmapped() {
        for name in ["Brass Bass", "Percussion Section", "Tuba", "Violin", ""] {
            #expect(InstrumentFamily.family(for: name) == nil, "\(name)")
        }
    }

    @Test("parsing a family name ignores case")
    func parsing() {
        #expect(InstrumentFamily(name: "bass") == .bass)
        #expect(InstrumentFamily(name: "SAXOPHONE") == .saxophone)
        #expect(InstrumentFamily(name: "kazoo") == nil)
    }
}
