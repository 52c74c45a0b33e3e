import Foundation
import TestThreads
import Testing
import Upstream

@testable import Catalog

@Suite("Folding, ids, consensus and cover choice", .testThreads)
struct TextRulesTests {
    @Test(
        "folding ignores case and accents, and drops apostrophes",
        arguments: [
            ("Ain’t Misbehavin’", "aint misbehavin"), ("Ain't", "aint"), ("‘Round Midnight", "round midnight"),
            ("JOSÉ", "jose"), ("Dvořák", "dvorak"), ("Águas de Março", "aguas de marco"), ("a\u{1B}[31mb", "a[31mb"),
        ])
    func folding(input: String, expected: String) {
        #expect(SearchFolding.fold(input) == expected)
    }

    @Test(
        "letters without a decomposition fold to the letters typed for them",
        arguments: [
            ("Bronisław", "bronislaw"), ("Zoë Søren", "zoe soren"), ("BJØRN", "bjorn"), ("Ǿ", "o"),
            ("Æther", "aether"), ("Œuvre", "oeuvre"), ("Straße", "strasse"), ("ĐORĐE", "dorde"),
            ("Þór Guðmundsson", "thor gudmundsson"), ("Kırşehir", "kirsehir"), ("Ħamrun", "hamrun"),
        ])
    func letters(input: String, expected: String) {
        #expect(SearchFolding.fold(input) == expected)
    }

    @Test("ASCII text folds as the general rule folds it, character by character")
    func asciiAsTheGeneralRule() {
        for value in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(value))
            let expected: String =
                switch value {
                case 0..<0x20, 0x7F, UInt8(ascii: "'"), UInt8(ascii: "`"): ""
                default: character.lowercased()
                }
            #expect(SearchFolding.fold("A" + character + "z") == "a" + expected + "z", "0x\(String(value, radix: 16))")
            // With a character beyond ASCII in it, the text takes the general rule.
            #expect(SearchFolding.fold("É" + character + "z") == "e" + expected + "z", "0x\(String(value, radix: 16))")
        }
        #expect(SearchFolding.fold("Don't Blame Me\u{7}") == "dont blame me")
        #expect(SearchFolding.fold("") == "")
    }

    @Test("a search key keeps its fields apart: a query matches within one field only")
    func searchKey() {
        let key = SearchFolding.searchKey(["All of Me", "Gerald Marks, Seymour Simons", "Ain’t It"])
        for query in ["all of me", "MARKS", "seymour simons", "aint it"] {
            #expect(key.contains(SearchFolding.fold(query)), "\(query)")
        }
        for query in ["me · gerald", "·", "me gerald", "me\u{1F}gerald", "simons ain"] {
            #expect(!key.contains(SearchFolding.fold(query)), "\(query)")
        }
    }

    @Test("stable ids are deterministic, distinct per identity, and well-formed version-8 UUIDs")
    func stableIDs() {
        let first = StableID.make("song", "All of Me")
        #expect(first == StableID.make("song", "All of Me"))
        #expect(first != StableID.make("song", "All of You"))
        #expect(first != StableID.make("performer", "All of Me"))
        #expect(UpstreamLimits.isWellFormedID(first))
        let characters = Array(first)
        #expect(characters[14] == "8")
        #expect("89ab".contains(characters[19]))
        #expect(!UpstreamLimits.isWellFormedID("c793763d-afdf-8875-9333-8b8a26b4fe2"))
        #expect(!UpstreamLimits.isWellFormedID("c793763d_afdf-8875-9333-8b8a26b4fe2e"))
        #expect(!UpstreamLimits.isWellFormedID("g793763d-afdf-8875-9333-8b8a26b4fe2e"))
    }

    @Test("folding decomposes accented letters as Foundation's canonical decomposition does")
    func decompositionMatchesFoundation() {
        let ranges: [ClosedRange<UInt32>] = [
            0xC0...0x24F, 0x386...0x3CE, 0x400...0x4FF, 0x1E00...0x1EFF, 0xAC00...0xAC40,
        ]
        var compared = 0
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "x" + String(scalar) + "y"
            #expect(
                SearchFolding.fold(text) == SearchFolding.fold(text.decomposedStringWithCanonicalMapping),
                "U+\(String(value, radix: 16))")
            compared += 1
        }
        #expect(compared == 1_050)
        #expect(SearchFolding.fold("Ångström Café") == "angstrom cafe")
    }
}
