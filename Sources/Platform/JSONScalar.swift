/// One JSON value read leniently: a flag, a number, a string, or anything else (null, an
/// array, an object), which never fails to decode. It reads the few members a reader needs
/// from another program's line (mpv's answers, a bench child's report, a server's answer)
/// without a type for the whole of it, and without one member of an unexpected type failing
/// the rest.
///
/// ```swift
/// let line = try JSONDecoder().decode([String: JSONScalar].self, from: data)
/// line["ok"]?.flag  // true
/// ```
package enum JSONScalar: Decodable, Equatable, Sendable {
    case flag(Bool)
    case number(Double)
    case text(String)
    case other

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // A flag first: a decoder may read true as the number 1.
        if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .other
        }
    }

    package var flag: Bool? { if case .flag(let value) = self { value } else { nil } }
    package var number: Double? { if case .number(let value) = self { value } else { nil } }
    package var text: String? { if case .text(let value) = self { value } else { nil } }
}
