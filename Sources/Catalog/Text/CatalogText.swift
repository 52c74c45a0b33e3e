import UntrustedText

/// How long a catalog's text may be once read, whoever wrote it: a server's answer, a mirror,
/// a file. Pages sort, compare and lay out names by the hundred, and a title of 200,000
/// characters in each of a song's rows held the main thread for seconds, though the screen
/// shows a line of it. So text is cut where it enters, not only where it is drawn: a name or a
/// title at a line on the widest terminal, any other text (a biography, notes, a link) at the
/// pages of prose the screen would keep of it. What is cut ends in "…".
///
///     CatalogText.bounded(String(repeating: "a", count: 600), field: "title").count == 513
public enum CatalogText {
    /// The most scalars a name or a title keeps: the screen's label.
    public static let longestName = UntrustedText.labelLimit
    /// The most scalars any other text keeps: the screen's page of prose.
    public static let longestText = UntrustedText.screenLimit

    /// `text` cut to what a field of this name keeps (see `isName`); a field not named keeps
    /// what any other text keeps. The name is asked for only when the text is longer than a
    /// name may be: a decoder makes it anew at each call, for every text it reads.
    public static func bounded(_ text: String, field: @autoclosure () -> String?) -> String {
        guard text.utf8.count > min(longestName, longestText) else { return text }
        return bounded(text, limit: field().map(isName) == true ? longestName : longestText)
    }

    /// A name or a title, as a row of the catalog reads one.
    public static func name(_ text: String) -> String { bounded(text, limit: longestName) }

    /// Names read as a list (a song's other titles), each cut as a name.
    public static func names(_ texts: [String]) -> [String] { texts.map(name) }

    /// Whether the upstream's field of this name holds a name or a title: the API spells each
    /// so (`title`, `album_title`, `name`, `sort_name`, `artist_credit`, `composer`, …), in its
    /// answers and in our tables alike.
    public static func isName(_ field: String) -> Bool {
        field.hasSuffix("title") || field.hasSuffix("name") || field.hasSuffix("credit")
            || ["composer", "instrument", "role", "label"].contains(field)
    }

    /// `text`, or its first characters holding at most `limit` scalars and then "…". Short
    /// text (the common case) is returned as it is, without a walk over its characters.
    static func bounded(_ text: String, limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var kept = 0
        var end = text.startIndex
        for index in text.indices {
            kept += text[index].unicodeScalars.count
            guard kept <= limit else { return String(text[..<end]) + "…" }
            end = text.index(after: index)
        }
        return text
    }
}
