import TextFormatting

/// A setting the config file may hold: its name, the values it takes, and how the file's
/// header describes it.
public struct ConfigKey: Equatable, Sendable {
    public let name: String
    /// The values it takes, or nil for any text (a path, an address).
    public let values: [String]?
    /// What the header shows after `name =`.
    public let placeholder: String
    public let summary: String

    public init(name: String, values: [String]?, placeholder: String, summary: String) {
        self.name = name
        self.values = values
        self.placeholder = placeholder
        self.summary = summary
    }

    /// Why `value` is not one this key takes, or nil when it is.
    func problem(with value: String) -> String? {
        if value.isEmpty { return "\(name) has no value" }
        guard let values, !values.contains(value) else { return nil }
        return "\(name) takes \(WordList.joined(values, "or")), not '\(value)'"
    }
}
