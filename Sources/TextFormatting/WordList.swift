/// Words listed as a sentence lists them: "a", "a or b", "a, b or c".
public enum WordList {
    /// `words` between commas, the last after `conjunction` ("or", "and").
    public static func joined(_ words: [String], _ conjunction: String) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
