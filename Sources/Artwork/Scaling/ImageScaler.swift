/// Resamples a region of an image to a new size by area averaging: each output pixel is the
/// mean of the source area it covers, partial pixels weighted by how much of them it covers.
/// That is a box filter wide enough to never alias when shrinking, which is nearly always the
/// case for covers. Colours are averaged weighted by alpha, so transparent pixels do not bleed
/// their (meaningless) colour into the edge of a shape.
public struct ImageScaler: Sendable {
    public init() {}

    public func scale(_ image: RGBAImage, region: PixelRect? = nil, to size: PixelSize) -> RGBAImage {
        ThreadCheck.assertOffMainThread("scaling")
        let region = region ?? PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        precondition(size.width > 0 && size.height > 0, "a scaled image has at least one pixel")
        precondition(
            region.x >= 0 && region.y >= 0 && region.width > 0 && region.height > 0
                && region.x + region.width <= image.width && region.y + region.height <= image.height,
            "the region lies inside the image")
        if region.x == 0, region.y == 0, region.width == image.width, region.height == image.height,
            size.width == image.width, size.height == image.height
        {
            return image
        }
        let columns = Self.footprints(from: region.x, length: region.width, to: size.width)
        let rows = Self.footprints(from: region.y, length: region.height, to: size.height)
        let horizontal = horizontalPass(image, rows: region.y..<(region.y + region.height), columns: columns, width: size.width)
        return verticalPass(horizontal, firstRow: region.y, rows: rows, size: size)
    }

    /// Each output pixel's source pixels along one axis and the share of its area each covers.
    struct Footprint {
        var first: Int
        var weights: [Float]
    }

    static func footprints(from start: Int, length: Int, to count: Int) -> [Footprint] {
        let step = Double(length) / Double(count)
        return (0..<count).map { index in
            let begin = Double(start) + Double(index) * step
            let end = begin + step
            let first = Int(begin.rounded(.down))
            let last = min(start + length - 1, Int((end - 1e-9).rounded(.down)))
            let weights = (first...max(first, last)).map { source in
                Float((min(end, Double(source + 1)) - max(begin, Double(source))) / step)
            }
            return Footprint(first: first, weights: weights)
        }
    }

    /// Alpha-premultiplied floats, four per pixel, for every row of the region.
    private func horizontalPass(_ image: RGBAImage, rows: Range<Int>, columns: [Footprint], width: Int) -> [Float] {
        var output = [Float](repeating: 0, count: rows.count * width * 4)
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for (rowIndex, row) in rows.enumerated() {
                    let sourceRow = row * image.width * 4
                    let targetRow = rowIndex * width * 4
                    for (column, footprint) in columns.enumerated() {
                        var red: Float = 0
                        var green: Float = 0
                        var blue: Float = 0
                        var alpha: Float = 0
                        for (offset, weight) in footprint.weights.enumerated() {
                            let pixel = sourceRow + (footprint.first + offset) * 4
                            let opacity = Float(source[pixel + 3]) * weight
                            red += Float(source[pixel]) * opacity
                            green += Float(source[pixel + 1]) * opacity
                            blue += Float(source[pixel + 2]) * opacity
                            alpha += opacity
                        }
                        let index = targetRow + column * 4
                        target[index] = red
                        target[index + 1] = green
                        target[index + 2] = blue
                        target[index + 3] = alpha
                    }
                }
            }
        }
        return output
    }

    private func verticalPass(_ rowsScaled: [Float], firstRow: Int, rows: [Footprint], size: PixelSize) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let stride = size.width * 4
        rowsScaled.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for (row, footprint) in rows.enumerated() {
                    for column in 0..<size.width {
                        var red: Float = 0
                        var green: Float = 0
                        var blue: Float = 0
                        var alpha: Float = 0
                        for (offset, weight) in footprint.weights.enumerated() {
                            let index = (footprint.first - firstRow + offset) * stride + column * 4
                            red += source[index] * weight
                            green += source[index + 1] * weight
                            blue += source[index + 2] * weight
                            alpha += source[index + 3] * weight
                        }
                        let index = row * stride + column * 4
                        if alpha > 0 {
                            target[index] = Self.byte(red / alpha)
                            target[index + 1] = Self.byte(green / alpha)
                            target[index + 2] = Self.byte(blue / alpha)
                        }
                        target[index + 3] = Self.byte(alpha)
                    }
                }
            }
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    private static func byte(_ value: Float) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
}
