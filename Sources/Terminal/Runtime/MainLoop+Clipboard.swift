extension MainLoop {
    /// Puts `text` on the clipboard through the terminal (OSC 52); false when it is too long to.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        guard let bytes = ClipboardCopy.sequence(for: text) else { return false }
        backend.write(bytes)
        return true
    }
}
