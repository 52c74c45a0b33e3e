import Layout

/// A song's summary or an artist's biography: clamped to a few lines with "Read more" under
/// it, all of it with "Read less". Prose that fits in the clamp shows no button: it wraps at
/// the width it will be drawn at, so the button appears only when something is hidden.
struct ExpandableProse: View {
    static let clampedLines = 3
    static let readMore = "Read more"
    static let readLess = "Read less"

    let text: String
    /// The columns the text is drawn in.
    let width: Int
    let isExpanded: Bool
    let toggle: () -> Void

    var body: some View {
        let fits = TextLayout.lines(text, width: width, lineLimit: nil).count <= Self.clampedLines
        return VStack(spacing: 0) {
            Text(text).lineLimit(fits || isExpanded ? nil : Self.clampedLines)
            if !fits {
                let label = isExpanded ? Self.readLess : Self.readMore
                Button(title: label, action: toggle) { Text(label).underline() }
            }
        }
    }
}
