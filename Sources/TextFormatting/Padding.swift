extension String {
    /// The text followed by spaces up to `width` characters; a longer text is left whole, so a
    /// column may be pushed right but never loses what it holds.
    public func padded(to width: Int) -> String {
        let length = count
        return length >= width ? self : self + String(repeating: " ", count: width - length)
    }
}
