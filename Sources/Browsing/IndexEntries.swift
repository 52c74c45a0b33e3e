import Catalog
import UntrustedText

/// A row of an index list: a letter's section heading, or an entry.
package enum IndexRow: Hashable, Sendable {
    case section(String)
    case entry(id: String, title: String, detail: String?)

    package var key: String {
        switch self {
        case .section(let letter): "section-\(letter)"
        case .entry(let id, _, _): id
        }
    }
}

/// What an index list shows: the entries, each with the letter it is filed under, in letter
/// sections that follow the entries' order, "#" (no letter) last; or a search's entries, best
/// match first, without sections.
package struct IndexEntries: Sendable {
    package struct Entry: Sendable {
        package let id: String
        package let title: String
        package let detail: String?
        package let letter: String

        /// The title and detail are made safe and bounded to a line's worth here, on the
        /// catalog's thread: a row shows one line of each, and a title of thousands of
        /// characters would otherwise be measured on the main thread whenever its row is built.
        package init(id: String, title: String, detail: String?, letter: String) {
            self.id = id
            self.title = UntrustedText.forScreen(title, limit: UntrustedText.labelLimit)
            self.detail = detail.map { UntrustedText.forScreen($0, limit: UntrustedText.labelLimit) }
            self.letter = letter
        }
    }

    package let entries: [Entry]
    /// The rows: a heading before each letter's first entry, "#" entries after all letters.
    /// Made with the entries, on the catalog's thread: for 31k artists they take milliseconds
    /// the main thread should not spend.
    package let rows: [IndexRow]
    /// The section letters in order: the jump index.
    package let letters: [String]

    /// `sectioned`: the whole list, in letter sections; otherwise a search's results, ranked,
    /// whose order no section may break.
    package init(entries: [Entry], sectioned: Bool = true) {
        self.entries = entries
        guard sectioned else {
            rows = entries.map { .entry(id: $0.id, title: $0.title, detail: $0.detail) }
            letters = []
            return
        }
        var rows: [IndexRow] = []
        var letters: [String] = []
        var others: [Entry] = []
        rows.reserveCapacity(entries.count + 27)
        func append(_ entry: Entry) {
            if entry.letter != letters.last {
                rows.append(.section(entry.letter))
                letters.append(entry.letter)
            }
            rows.append(.entry(id: entry.id, title: entry.title, detail: entry.detail))
        }
        for entry in entries {
            if entry.letter == "#" { others.append(entry) } else { append(entry) }
        }
        others.forEach(append)
        self.rows = rows
        self.letters = letters
    }

    /// The letter a name is filed under: its first letter, folded ("Éclipse" → E), or "#".
    /// Only the leading characters are folded, one at a time until one folds to something
    /// (an apostrophe folds to nothing): folding a whole name costs microseconds, and the
    /// Artists list files 31k names on every search.
    package static func letter(of name: String) -> String {
        // Most names start with an ASCII letter that no mark follows: its capital, without
        // looking up any Unicode property.
        let bytes = name.utf8
        if let first = bytes.first, let capital = asciiCapital(first),
            bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true
        {
            return capital
        }
        for character in name where !character.isWhitespace {
            if character.isASCII && character.isLetter { return character.uppercased() }
            guard let first = SearchFolding.fold(String(character)).first(where: { !$0.isWhitespace }) else {
                continue
            }
            return first.isLetter && first.isASCII ? first.uppercased() : "#"
        }
        return "#"
    }

    private static func asciiCapital(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): String(UnicodeScalar(byte))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): String(UnicodeScalar(byte - 32))
        default: nil
        }
    }
}
