import Layout

/// The product's colours: the brand indigo for headings, secondary text for details. Views
/// name these; the colour theme decides the shades drawn (`BrowserSettings.Theme.colorScheme`),
/// and the frame encoder maps those to what the terminal can show. Without colour the bold
/// attribute still sets headings apart.
extension Text {
    /// A section heading ("ALL RECORDINGS (701)").
    package func heading() -> Text { bold().foreground(Color.brand) }
    /// Details under a title (a composer, a lifespan).
    func secondary() -> Text { foreground(Color.textSecondary) }
}

extension Color {
    /// The upstream's brand indigo, for headings and the canonical recording's ✦.
    static let brand = Color(hex: 0x363A87)
    /// Text on the light theme, and details under a title.
    static let textPrimary = Color(hex: 0x413737)
    static let textSecondary = Color(hex: 0x675F5F)
    /// The user's ★: an amber, told apart from the brand's indigo on light and dark
    /// backgrounds alike.
    static let favorite = Color(hex: 0xC7840A)
}

extension BrowserSettings.Theme {
    /// The shades each theme draws. The brand indigo and the secondary grey are made for a
    /// light background: on a dark one they would be unreadable, so the dark theme lightens
    /// them, and "Terminal default", which cannot know the background, uses mid shades with a
    /// contrast of at least 4.5:1 on both black and white.
    public var colorScheme: ColorScheme {
        switch self {
        case .terminal:
            ColorScheme(replacements: [Color.brand: Color(hex: 0x666AD1), Color.textSecondary: Color(hex: 0x767676)])
        case .light:
            ColorScheme(foreground: Color.textPrimary, background: Color.white)
        case .dark:
            ColorScheme(
                foreground: Color(hex: 0xE8E6E6), background: Color(hex: 0x16161E),
                replacements: [Color.brand: Color(hex: 0xA9ACF5), Color.textSecondary: Color(hex: 0xB0A9A9)])
        }
    }
}
