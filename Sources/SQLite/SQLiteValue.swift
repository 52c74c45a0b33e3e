import FoundationEssentials

/// A value bound to a statement's parameter.
package enum SQLiteValue {
    case null
    case integer(Int)
    case real(Double)
    case text(String)
    case blob(Data)

    package static func optional(_ text: String?) -> SQLiteValue { text.map(SQLiteValue.text) ?? .null }
    package static func optional(_ number: Int?) -> SQLiteValue { number.map(SQLiteValue.integer) ?? .null }
    package static func bool(_ flag: Bool) -> SQLiteValue { .integer(flag ? 1 : 0) }
}
