import TestThreads
import Testing

@testable import Layout

/// A colour scheme recolours what is drawn inside it and nothing outside.
@Suite("Colour schemes", .testThreads)
struct ColorSchemeTests {
    static let accent = Color(hex: 0x363A87)
    static let lighter = Color(hex: 0xA9ACF5)
    static let scheme = ColorScheme(
        foreground: Color(hex: 0xEEEEEE), background: Color(hex: 0x111111), replacements: [accent: lighter])

    @Test("named colours are replaced, unnamed ones take the scheme's, cells outside keep the terminal's")
    func recolours() {
        let engine = LayoutEngine(size: Size(width: 8, height: 3))
        engine.render(
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Text("Head").bold().foreground(Self.accent)
                    Text("Body")
                }
                .frame(width: 8)
                .colorScheme(Self.scheme)
                Text("Out").foreground(Self.accent)
            })
        let canvas = engine.canvas
        #expect(canvas[0, 0].style == Style(bold: true, foreground: Self.lighter, background: Color(hex: 0x111111)))
        #expect(canvas[0, 1].style == Style(foreground: Color(hex: 0xEEEEEE), background: Color(hex: 0x111111)))
        #expect(canvas[7, 1].style.background == Color(hex: 0x111111), "blank cells take the background too")
        #expect(canvas[0, 2].style == Style(foreground: Self.accent))
    }
}
