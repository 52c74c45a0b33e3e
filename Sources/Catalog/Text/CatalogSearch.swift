/// Search that forgives: what a query finds in a catalog's names and titles, and how well.
/// A query's words match in any order, each anywhere within a word of one field ("davis
/// miles" finds Miles Davis, "st louis" St. Louis Blues); case, accents, apostrophes and other
/// punctuation do not count (`SearchFolding`); and a word of five letters or more still finds
/// its word misspelt by one letter, or by two from eight ("thelonius" finds Thelonious,
/// "summertim" Summertime). Every field is matched on its own, never two together.
///
/// The Artists list matches 31k stored keys at every key pressed, so matching works on the
/// folded text's bytes and allocates nothing: a word is a run of letters, digits and marks,
/// and a misspelling is counted in bytes.
///
///     CatalogSearch("body soul")?.match(["Body and Soul"]) == .allWords
public struct CatalogSearch: Sendable {
    /// How well an entry matches, best first: the order results are ranked in.
    public enum Match: Int, Comparable, Sendable {
        /// A field is the query, word for word.
        case exact
        /// A field starts with the query.
        case prefix
        /// Each word of the query is within a word of one field.
        case allWords
        /// As `allWords`, with some word misspelt.
        case near

        public static func < (lhs: Match, rhs: Match) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The query's words, folded.
    private let words: [[UInt8]]
    /// The words joined by single spaces: what a field must be, or start with.
    private let phrase: [UInt8]

    /// nil for a query without a letter or a digit: it asks for nothing. Words past the
    /// `mostWords`th are not looked for: a name is matched word by word, and a query of
    /// thousands (a server's search can be sent one) would cost that many passes a key.
    public init?(_ query: String) {
        var words: [[UInt8]] = []
        for word in Self.words(of: Array(SearchFolding.fold(query).utf8)) where !words.contains(word) {
            guard words.count < Self.mostWords else { break }
            words.append(word)
        }
        self.words = words
        guard !words.isEmpty else { return nil }
        phrase = Array(words.joined(separator: [UInt8(ascii: " ")]))
    }

    /// How well the best of `fields` (each as the catalog holds it) matches; nil for none.
    public func match(_ fields: [String]) -> Match? {
        match(searchKey: SearchFolding.searchKey(fields))
    }

    /// As `match`, for a stored search key: the fields already folded, joined by U+001F
    /// (`SearchFolding.searchKey`).
    public func match(searchKey: String) -> Match? {
        var key = searchKey
        return key.withUTF8 { match(searchKey: $0) }
    }

    /// As `match`, for a stored search key's bytes read in place: a catalog ranks its index
    /// search by them without making a key into text.
    public func match(searchKey key: UnsafeBufferPointer<UInt8>) -> Match? {
        // A word too short to be misspelt must be in the key as it is: most keys end here.
        for word in words where word.count < Self.shortestForgiven {
            guard Self.find(word, in: key) else { return nil }
        }
        var best: Match?
        var start = 0
        while start <= key.count {
            let end = key[start...].firstIndex(of: Self.fieldSeparator) ?? key.count
            if let match = matchField(UnsafeBufferPointer(rebasing: key[start..<end])) {
                best = min(best ?? match, match)
                if match == .exact { break }
            }
            start = end + 1
        }
        return best
    }

    /// Words every key this search finds holds as they are (those too short to be forgiven a
    /// misspelling): a database can look for them itself, before any key is matched here.
    public var wordsHeldAsTyped: [String] {
        words.filter { $0.count < Self.shortestForgiven }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether holding `wordsHeldAsTyped` is all a key needs: a single word too short to be
    /// misspelt, which, made of word bytes only, lies within one word of one field wherever
    /// it is found.
    public var isDecidedByWordsHeld: Bool { words.count == 1 && words[0].count < Self.shortestForgiven }

    /// The most words of a query looked for: more than any title has.
    public static let mostWords = 16

    /// Whether the stored search key whose bytes are `key` matches at all: `match` without the
    /// kind, which a list in its own order does not need. A word of the query is made of word
    /// bytes only, so found anywhere in a field it lies within one of the field's words.
    public func finds(searchKey key: UnsafeBufferPointer<UInt8>) -> Bool {
        for word in words where word.count < Self.shortestForgiven {
            guard Self.find(word, in: key) else { return false }
        }
        var start = 0
        while start <= key.count {
            let end = key[start...].firstIndex(of: Self.fieldSeparator) ?? key.count
            let field = UnsafeBufferPointer(rebasing: key[start..<end])
            if words.allSatisfy({ Self.find($0, in: field) }) || matchField(field) != nil { return true }
            start = end + 1
        }
        return false
    }

    /// `entries` best match first (`Match`'s order), in their own order within a kind; those it
    /// does not find at all, last.
    public func ranked<Entry>(_ entries: [Entry], fields: (Entry) -> [String]) -> [Entry] {
        entries.enumerated()
            .map { (rank: match(fields($0.element))?.rawValue ?? Int.max, place: $0.offset, entry: $0.element) }
            .sorted { ($0.rank, $0.place) < ($1.rank, $1.place) }
            .map(\.entry)
    }

    private func matchField(_ field: UnsafeBufferPointer<UInt8>) -> Match? {
        switch Self.compare(phrase, withWordsOf: field) {
        case .same: return .exact
        case .starts: return .prefix
        case .other: break
        }
        var misspelt = false
        for word in words {
            var found = false
            var near = false
            Self.forEachWord(in: field) { fieldWord in
                if Self.find(word, in: fieldWord) {
                    found = true
                    return false
                }
                if !near, Self.isNear(word, fieldWord) { near = true }
                return true
            }
            if found { continue }
            guard near else { return nil }
            misspelt = true
        }
        return misspelt ? .near : .allWords
    }

    private enum Comparison { case same, starts, other }

    /// How `phrase` compares with the field's words joined by single spaces.
    private static func compare(_ phrase: [UInt8], withWordsOf field: UnsafeBufferPointer<UInt8>) -> Comparison {
        var matched = 0
        var differs = false
        forEachWord(in: field) { word in
            if matched > 0 {
                guard matched < phrase.count else { return false }
                guard phrase[matched] == UInt8(ascii: " ") else {
                    differs = true
                    return false
                }
                matched += 1
            }
            for byte in word {
                guard matched < phrase.count else { return false }
                guard phrase[matched] == byte else {
                    differs = true
                    return false
                }
                matched += 1
            }
            return true
        }
        guard !differs, matched == phrase.count else { return .other }
        return wordsEnd(field, after: phrase.count) ? .same : .starts
    }

    /// Whether the field's words, joined by single spaces, are exactly `length` bytes long.
    private static func wordsEnd(_ field: UnsafeBufferPointer<UInt8>, after length: Int) -> Bool {
        var total = -1
        forEachWord(in: field) { word in
            total += 1 + word.count
            return total <= length
        }
        return total == length
    }

    /// Calls `body` with each word of `text` in turn, while it returns true.
    private static func forEachWord(
        in text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        var index = 0
        while index < text.count {
            while index < text.count, case (false, let length) = character(in: text, at: index) { index += length }
            let start = index
            while index < text.count, case (true, let length) = character(in: text, at: index) { index += length }
            if index > start, !body(UnsafeBufferPointer(rebasing: text[start..<index])) { return }
        }
    }

    /// Whether the scalar at `index` is part of a word (a letter, a digit or a mark: folding
    /// leaves no capitals), and its length in bytes. Beyond ASCII the scalar is decoded, so
    /// that quotation marks, dashes and spaces of other kinds part words as ASCII's do.
    private static func character(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (isWord: Bool, length: Int) {
        let lead = text[index]
        switch lead {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return (true, 1)
        case ..<0x80: return (false, 1)
        default: break
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard index + length <= text.count else { return (true, text.count - index) }
        var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
        for offset in 1..<max(length, 1) { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
        guard length > 1, let scalar = Unicode.Scalar(value) else { return (true, length) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return (true, length)
        default:
            return (false, length)
        }
    }

    static func words(of folded: [UInt8]) -> [[UInt8]] {
        var words: [[UInt8]] = []
        folded.withUnsafeBufferPointer { text in
            forEachWord(in: text) { word in
                words.append(Array(word))
                return true
            }
        }
        return words
    }

    private static let fieldSeparator: UInt8 = 0x1F
    private static let shortestForgiven = 5

    /// Whether `needle` occurs in `haystack`.
    private static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= haystack.count else { return false }
        guard let first = needle.first else { return true }
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether `typed` is `word` misspelt: a letter left out, added, changed or two swapped
    /// round count one each; one is forgiven in a word of five letters or more, two from eight.
    static func isNear(_ typed: [UInt8], _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let allowed = typed.count >= 8 ? 2 : typed.count >= shortestForgiven ? 1 : 0
        guard allowed > 0, abs(typed.count - word.count) <= allowed, word.count <= longestCompared else {
            return false
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (word.count + 1)) { rows in
            distance(typed, word, rows: rows, atMost: allowed) <= allowed
        }
    }

    /// Words longer than this are never taken for a misspelling (their table would not be small).
    private static let longestCompared = 64

    /// The optimal-string-alignment distance of `a` and `b`, counted only while it is at most
    /// `limit` (past it, `limit + 1`); `rows` holds three rows of the table.
    private static func distance(
        _ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, rows: UnsafeMutableBufferPointer<Int>, atMost limit: Int
    ) -> Int {
        let width = b.count + 1
        // The row before the previous (for a swap), the previous, and this one, in turn.
        var before = 0
        var previous = width
        var current = 2 * width
        for j in 0..<width { rows[previous + j] = j }
        for i in 1...a.count {
            rows[current] = i
            var smallest = i
            for j in 1..<width {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, rows[before + j - 2] + 1)
                }
                rows[current + j] = best
                smallest = min(smallest, best)
            }
            if smallest > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return rows[previous + b.count]
    }
}
