import CLibPQ
import FoundationEssentials
import TextFormatting

extension PostgresConnection: CatalogConnection {
    var dialect: CatalogDialect { .postgres }

    /// The catalog's queries name their parameters as SQLite does (`?1`); PostgreSQL's are `$1`.
    func rows(_ sql: String, _ parameters: [CatalogValue], _ each: (PostgresRow) throws -> Void) throws {
        try prepared(
            sql, spelled: Self.numberedParameters(sql),
            parameters.map(Self.text), types: parameters.map(Self.type), each)
    }

    /// `?` followed by a digit becomes `$`: the one spelling the two databases do not share.
    static func numberedParameters(_ sql: String) -> String {
        var spelled = ""
        var previous: Character?
        for character in sql {
            if let question = previous {
                spelled.append(question == "?" && character.isASCII && character.isNumber ? "$" : question)
            }
            previous = character
        }
        if let previous { spelled.append(previous) }
        return spelled
    }

    /// Each parameter's type, given when the statement is prepared, so that no query needs a cast.
    private static func type(_ parameter: CatalogValue) -> Oid {
        switch parameter {
        case .integer: 20  // int8
        case .text: 25  // text
        case .integers: 1016  // int8[]
        case .texts: 1009  // text[]
        }
    }

    /// A parameter in PostgreSQL's text format; an array element is quoted, with `"` and `\`
    /// escaped.
    private static func text(_ parameter: CatalogValue) -> String {
        switch parameter {
        case .integer(let number): String(number)
        case .text(let text): text
        case .integers(let numbers): "{" + numbers.map(String.init).joined(separator: ",") + "}"
        case .texts(let texts):
            "{" + texts.map(quotedElement).joined(separator: ",") + "}"
        }
    }

    private static func quotedElement(_ text: String) -> String {
        let escaped: String = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "\"" + escaped + "\""
    }
}
