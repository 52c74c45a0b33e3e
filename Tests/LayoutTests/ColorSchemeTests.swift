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

    @Test("each named colour is replaced by its own shade, as a foreground and as a background; others stay")
    func severalReplacements() {
        let grey = Color(hex: 0x767676)
        let lightGrey = Color(hex: 0xB0A9A9)
        let red = Color(hex: 0xFF0000)
        let scheme = ColorScheme(replacements: [Self.accent: Self.lighter, grey: lightGrey])
        let engine = LayoutEngine(size: Size(width: 3, height: 1))
        engine.render(
            HStack(spacing: 0) {
                Text("a").foreground(Self.accent).background(grey)
                Text("b").foreground(grey).background(red)
                Text("c").foreground(red)
            }
            .colorScheme(scheme))
        let canvas = engine.canvas
        #expect(canvas[0, 0].style == Style(foreground: Self.lighter, background: lightGrey))
        #expect(canvas[1, 0].style == Style(foreground: lightGrey, background: red))
        #expect(canvas[2, 0].style == Style(foreground: red))
    }
}
