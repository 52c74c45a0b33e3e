/// Four colours that go together: the background's top and bottom, and two accents. Curated
/// rather than random so every generated cover looks designed.
struct CoverPalette {
    let backgroundTop: LinearColor
    let backgroundBottom: LinearColor
    let accent: LinearColor
    let secondAccent: LinearColor

    init(_ top: UInt32, _ bottom: UInt32, _ accent: UInt32, _ secondAccent: UInt32) {
        backgroundTop = LinearColor(hex: top)
        backgroundBottom = LinearColor(hex: bottom)
        self.accent = LinearColor(hex: accent)
        self.secondAccent = LinearColor(hex: secondAccent)
    }

    static let all: [CoverPalette] = [
        CoverPalette(0x1B2A49, 0x0B1020, 0xE8A33D, 0xF2E8CF),
        CoverPalette(0x363A87, 0x14163A, 0xF25C54, 0xF7E1D7),
        CoverPalette(0x2E4A3F, 0x0F1E19, 0xD9B44A, 0xEDE6D6),
        CoverPalette(0x7A1F2B, 0x2B0A10, 0xF2C14E, 0xF7F3E3),
        CoverPalette(0xE9D8C4, 0xB79B7E, 0x1F3B57, 0xC8553D),
        CoverPalette(0x0F4C5C, 0x062028, 0xFB8B24, 0xE36414),
        CoverPalette(0x3D2C5E, 0x16102A, 0x5FD3C6, 0xF4D35E),
        CoverPalette(0xF4EBD9, 0xD8C3A5, 0x8E3B46, 0x2D3047),
        CoverPalette(0x222222, 0x050505, 0xE63946, 0xF1FAEE),
        CoverPalette(0x5B8E7D, 0x24433A, 0xF4E285, 0xBC4B51),
    ]
}

/// A colour as the painter mixes it: components in 0...1.
struct LinearColor {
    var red: Float
    var green: Float
    var blue: Float

    init(red: Float, green: Float, blue: Float) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init(hex: UInt32) {
        self.init(
            red: Float((hex >> 16) & 0xFF) / 255, green: Float((hex >> 8) & 0xFF) / 255, blue: Float(hex & 0xFF) / 255)
    }

    func mixed(with other: LinearColor, _ amount: Float) -> LinearColor {
        LinearColor(
            red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount)
    }

    func scaled(_ factor: Float) -> LinearColor {
        LinearColor(red: red * factor, green: green * factor, blue: blue * factor)
    }
}
