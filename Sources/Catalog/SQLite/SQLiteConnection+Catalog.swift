import SQLite
extension SQLiteStatement: CatalogRow {}

extension SQLiteConnection: CatalogConnection {
    var dialect: CatalogDialect { .sqlite }

    func rows(_ sql: String, _ parameters: [CatalogValue], _ each: (SQLiteStatement) throws -> Void) throws {
        let statement = try statement(sql).bind(parameters.map(Self.value))
        while try statement.step() { try each(statement) }
    }

    /// A list goes in as a JSON array, which `json_each` reads back.
    private static func value(_ parameter: CatalogValue) -> SQLiteValue {
        switch parameter {
        case .integer(let number): .integer(number)
        case .text(let text): .text(text)
        case .integers(let numbers): .text("[" + numbers.map(String.init).joined(separator: ",") + "]")
        case .texts(let texts): .text(SQLiteCatalogStore.encodeStrings(texts))
        }
    }
}
