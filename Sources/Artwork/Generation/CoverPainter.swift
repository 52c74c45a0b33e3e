import StableHashing

/// Draws a demo cover: abstract, palette-based art in the manner of the upstream app's
/// screenshot mode (a diagonal gradient, a soft glow, a disc with optional vinyl grooves, a
/// band or a wedge, a vignette). Every choice comes from the seed, and every shape is placed
/// in proportions of the side, so one cover looks the same at any size.
public struct CoverPainter: Sendable {
    public init() {}

    func paint(_ address: DemoCoverAddress) -> RGBAImage {
        paint(seed: address.seed, side: address.side)
    }

    public func paint(seed: String, side: Int) -> RGBAImage {
        precondition(side > 0, "a cover has at least one pixel")
        var random = SeededRandom(seed)
        let palette = CoverPalette.all[random.inRange(0...(CoverPalette.all.count - 1))]
        let design = CoverDesign(random: &random)
        var canvas = PaintCanvas(side: side, palette: palette)
        canvas.paintGlow(design.glow, color: palette.accent)
        canvas.paintDisc(design.disc, color: palette.secondAccent)
        if let grooves = design.grooves {
            canvas.paintGrooves(grooves, around: design.disc, color: palette.secondAccent.scaled(0.55))
        }
        switch design.figure {
        case .band(let band): canvas.paintBand(band, color: palette.accent)
        case .wedge(let wedge): canvas.paintWedge(wedge, color: palette.accent)
        }
        canvas.paintVignette()
        return canvas.image()
    }
}

/// The random choices of one cover, in units of the side (0...1 across the square).
struct CoverDesign {
    struct Circle {
        let centerX: Float
        let centerY: Float
        let radius: Float
    }

    struct Band {
        let angle: Float
        let offset: Float
        let thickness: Float
    }

    struct Wedge {
        let points: [(x: Float, y: Float)]
    }

    enum Figure {
        case band(Band)
        case wedge(Wedge)
    }

    let glow: Circle
    let disc: Circle
    /// The grooves' radii, as fractions of the disc's.
    let grooves: [Float]?
    let figure: Figure

    init(random: inout SeededRandom) {
        glow = Circle(
            centerX: random.inRange(0.2...0.8), centerY: random.inRange(0.2...0.8), radius: random.inRange(0.45...0.70))
        disc = Circle(
            centerX: random.inRange(0.32...0.68), centerY: random.inRange(0.32...0.68),
            radius: random.inRange(0.18...0.30))
        if random.unitFloat() < 0.55 {
            let count = random.inRange(3...6)
            grooves = (0..<count).map { 0.38 + 0.55 * Float($0 + 1) / Float(count + 1) }
        } else {
            grooves = nil
        }
        if random.unitFloat() < 0.5 {
            figure = .band(
                Band(
                    angle: random.inRange(-1.1...1.1), offset: random.inRange(-0.3...0.3),
                    thickness: random.inRange(0.07...0.15)))
        } else {
            let corner = random.inRange(0...3)
            let cornerX: Float = corner % 2 == 0 ? 0 : 1
            let cornerY: Float = corner < 2 ? 0 : 1
            let alongX = random.inRange(0.35...0.8)
            let alongY = random.inRange(0.35...0.8)
            figure = .wedge(
                Wedge(points: [
                    (cornerX, cornerY), (abs(cornerX - alongX), cornerY), (cornerX, abs(cornerY - alongY)),
                ]))
        }
    }
}
