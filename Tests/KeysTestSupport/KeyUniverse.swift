import Keys

/// The keys the key map's tests try, with every combination of modifiers: each key a binding
/// names, its neighbours, and the characters that stretch the patterns (an accented letter, the
/// numbers that are not ASCII digits, a character outside the Basic Multilingual Plane).
package enum KeyUniverse {
    package static let modifierSets: [Modifiers] = (0..<8).map { Modifiers(rawValue: UInt8($0)) }

    package static let keys: [Key] =
        (0x20...0x7E).map { .character(Character(Unicode.Scalar(UInt8($0)))) }
        + ["é", "١", "④", "😀"].map { .character($0) }
        + [
            .enter, .tab, .backTab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
            .insert, .delete,
        ]
        + (1...12).map { .function($0) }

    /// Every key with every set of modifiers.
    package static let chords: [(key: Key, modifiers: Modifiers)] = keys.flatMap { key in
        modifierSets.map { (key, $0) }
    }
}
