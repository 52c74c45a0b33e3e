import Artwork

extension BrowserSettings.CoverArt {
    /// How covers are drawn for this setting; nil when they are off. Kitty and sixel images
    /// need the terminal to place them: until it does, they are drawn as colour symbols,
    /// which every terminal shows.
    var output: ArtworkOutput? {
        switch self {
        case .off: nil
        case .auto, .symbols, .kitty, .sixel: .symbols(.truecolor)
        }
    }
}
