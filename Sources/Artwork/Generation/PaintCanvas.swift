/// The painter's working surface: linear RGB floats, one layer composited over the next with
/// anti-aliased edges (a pixel's coverage falls off over one pixel at a shape's boundary).
struct PaintCanvas {
    let side: Int
    private let scale: Float
    private var red: [Float]
    private var green: [Float]
    private var blue: [Float]

    /// Starts with the palette's diagonal gradient, top left to bottom right.
    init(side: Int, palette: CoverPalette) {
        self.side = side
        scale = Float(side)
        let count = side * side
        red = [Float](repeating: 0, count: count)
        green = red
        blue = red
        let span = Float(max(1, 2 * side - 2))
        for y in 0..<side {
            for x in 0..<side {
                let color = palette.backgroundTop.mixed(with: palette.backgroundBottom, Float(x + y) / span)
                let index = y * side + x
                red[index] = color.red
                green[index] = color.green
                blue[index] = color.blue
            }
        }
    }

    mutating func paintGlow(_ glow: CoverDesign.Circle, color: LinearColor) {
        let centerX = glow.centerX * scale
        let centerY = glow.centerY * scale
        let radius = glow.radius * scale
        paint(color: color) { x, y in
            let distance = ((x - centerX) * (x - centerX) + (y - centerY) * (y - centerY)).squareRoot()
            let falloff = max(0, 1 - distance / radius)
            return 0.16 * falloff * falloff
        }
    }

    mutating func paintDisc(_ disc: CoverDesign.Circle, color: LinearColor) {
        let centerX = disc.centerX * scale
        let centerY = disc.centerY * scale
        let radius = disc.radius * scale
        paint(color: color) { x, y in
            let distance = ((x - centerX) * (x - centerX) + (y - centerY) * (y - centerY)).squareRoot()
            return 0.92 * Self.coverage(radius - distance)
        }
    }

    mutating func paintGrooves(_ grooves: [Float], around disc: CoverDesign.Circle, color: LinearColor) {
        let centerX = disc.centerX * scale
        let centerY = disc.centerY * scale
        let radii = grooves.map { $0 * disc.radius * scale }
        let halfWidth = max(0.5, scale / 300)
        paint(color: color) { x, y in
            let distance = ((x - centerX) * (x - centerX) + (y - centerY) * (y - centerY)).squareRoot()
            var strongest: Float = 0
            for radius in radii { strongest = max(strongest, Self.coverage(halfWidth - abs(distance - radius))) }
            return 0.6 * strongest
        }
    }

    mutating func paintBand(_ band: CoverDesign.Band, color: LinearColor) {
        let normalX = -Self.sine(band.angle)
        let normalY = Self.cosine(band.angle)
        let center = 0.5 * scale
        let offset = band.offset * scale
        let halfThickness = 0.5 * band.thickness * scale
        paint(color: color) { x, y in
            let distance = abs((x - center) * normalX + (y - center) * normalY - offset)
            return 0.85 * Self.coverage(halfThickness - distance)
        }
    }

    mutating func paintWedge(_ wedge: CoverDesign.Wedge, color: LinearColor) {
        let points = wedge.points.map { (x: $0.x * scale, y: $0.y * scale) }
        let area =
            (points[1].x - points[0].x) * (points[2].y - points[0].y)
            - (points[1].y - points[0].y) * (points[2].x - points[0].x)
        let orientation: Float = area < 0 ? -1 : 1
        let edges = (0..<3).map { index -> (x: Float, y: Float, normalX: Float, normalY: Float) in
            let start = points[index]
            let end = points[(index + 1) % 3]
            let length = max(
                0.0001, ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot())
            return (
                start.x, start.y, -(end.y - start.y) / length * orientation, (end.x - start.x) / length * orientation
            )
        }
        paint(color: color) { x, y in
            var inside = Float.greatestFiniteMagnitude
            for edge in edges { inside = min(inside, (x - edge.x) * edge.normalX + (y - edge.y) * edge.normalY) }
            return 0.85 * Self.coverage(inside)
        }
    }

    /// Darkens towards the corners, as a printed sleeve photographed in soft light.
    mutating func paintVignette() {
        let center = 0.5 * scale
        let reach = center * 1.4142
        for y in 0..<side {
            for x in 0..<side {
                let dx = Float(x) + 0.5 - center
                let dy = Float(y) + 0.5 - center
                let t = min(1, max(0, ((dx * dx + dy * dy).squareRoot() / reach - 0.55) / 0.45))
                let factor = 1 - 0.35 * t * t * (3 - 2 * t)
                let index = y * side + x
                red[index] *= factor
                green[index] *= factor
                blue[index] *= factor
            }
        }
    }

    func image() -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for index in 0..<(side * side) {
            pixels[index * 4] = Self.byte(red[index])
            pixels[index * 4 + 1] = Self.byte(green[index])
            pixels[index * 4 + 2] = Self.byte(blue[index])
        }
        return RGBAImage(width: side, height: side, pixels: pixels)
    }

    /// Blends `color` over every pixel with the opacity `alpha` gives for the pixel's centre.
    private mutating func paint(color: LinearColor, alpha: (Float, Float) -> Float) {
        for y in 0..<side {
            for x in 0..<side {
                let opacity = alpha(Float(x) + 0.5, Float(y) + 0.5)
                guard opacity > 0 else { continue }
                let index = y * side + x
                red[index] += (color.red - red[index]) * opacity
                green[index] += (color.green - green[index]) * opacity
                blue[index] += (color.blue - blue[index]) * opacity
            }
        }
    }

    /// How much of a pixel a shape covers, given how far (in pixels) its centre is inside.
    private static func coverage(_ inside: Float) -> Float { min(1, max(0, inside + 0.5)) }

    private static func byte(_ value: Float) -> UInt8 { UInt8(min(255, max(0, (value * 255).rounded()))) }

    /// Polynomials rather than the C library's sine, so a cover's bytes never depend on which libm
    /// the machine has; a few terms are exact enough for angles within ±π/2.
    private static func sine(_ angle: Float) -> Float {
        let squared = angle * angle
        return angle * (1 - squared / 6 * (1 - squared / 20 * (1 - squared / 42 * (1 - squared / 72))))
    }

    private static func cosine(_ angle: Float) -> Float {
        let squared = angle * angle
        return 1 - squared / 2 * (1 - squared / 12 * (1 - squared / 30 * (1 - squared / 56)))
    }
}
