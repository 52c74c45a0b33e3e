/// The keys and modifiers a binding answers to: a key with exactly its modifiers, or a looser
/// pattern (any modifiers, a numbered character, any character).
public struct KeyChord: Hashable, Sendable {
    package enum KeyPattern: Hashable, Sendable {
        case key(Key)
        /// A character whose `wholeNumberValue` is in the range: "1", but also "١" or "④".
        case numbered(ClosedRange<Int>)
        /// Any character at all (typing).
        case anyCharacter
    }

    package enum ModifierPattern: Hashable, Sendable {
        case exactly(Modifiers)
        case any
        /// None, or Shift alone: how a capital or a shifted symbol may arrive.
        case atMostShift
    }

    package let keys: KeyPattern
    package let modifiers: ModifierPattern

    package init(keys: KeyPattern, modifiers: ModifierPattern) {
        self.keys = keys
        self.modifiers = modifiers
    }

    public static func key(_ key: Key, _ modifiers: Modifiers = []) -> KeyChord {
        KeyChord(keys: .key(key), modifiers: .exactly(modifiers))
    }

    public static func character(_ character: Character, _ modifiers: Modifiers = []) -> KeyChord {
        .key(.character(character), modifiers)
    }

    public static func anyModifiers(_ key: Key) -> KeyChord { KeyChord(keys: .key(key), modifiers: .any) }

    public func matches(_ key: Key, _ modifiers: Modifiers) -> Bool {
        switch self.modifiers {
        case .exactly(let required): guard modifiers == required else { return false }
        case .any: break
        case .atMostShift: guard modifiers.isSubset(of: .shift) else { return false }
        }
        switch (keys, key) {
        case (.key(let bound), _): return bound == key
        case (.numbered(let range), .character(let character)):
            return character.wholeNumberValue.map { range.contains($0) } ?? false
        case (.anyCharacter, .character): return true
        case (.numbered, _), (.anyCharacter, _): return false
        }
    }
}
