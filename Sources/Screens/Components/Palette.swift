import Layout

/// The product's colours: the brand indigo for headings, secondary text for details. The
/// frame encoder maps them to what the terminal can show; without colour the bold attribute
/// still sets headings apart.
extension Text {
    /// A section heading ("ALL RECORDINGS (701)").
    func heading() -> Text { bold().foreground(Color.brand) }
    /// Details under a title (a composer, a lifespan).
    func secondary() -> Text { foreground(Color.textSecondary) }
}
