/// The last link followed, and whether a browser took it or it was copied to the clipboard.
public struct LinkNotice: Equatable, Sendable {
    public let url: String
    public let opened: Bool
}
