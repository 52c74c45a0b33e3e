/// The last link followed, and whether a browser took it or it was copied to the clipboard.
struct LinkNotice: Equatable, Sendable {
    let url: String
    let opened: Bool
}
