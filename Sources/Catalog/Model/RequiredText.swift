extension KeyedDecodingContainer {
    /// Text a value cannot do without (its id, its link): read and cut as any text is
    /// (`String.leniently`), and missing, null, empty or of another form, a failure of the
    /// value, which its list then leaves out (`Defaulted`) rather than showing a row of nothing.
    func decodeRequiredText(forKey key: Key) throws -> String {
        guard let text = try? decode(Defaulted<String>.self, forKey: key).wrappedValue, !text.isEmpty else {
            throw DecodingError.valueNotFound(
                String.self, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "required text"))
        }
        return text
    }
}
