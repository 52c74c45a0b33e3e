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
        let horizontal = horizontalPass(
            image, rows: region.y..<(region.y + region.height), columns: columns, width: size.width)
        return verticalPass(horizontal, firstRow: region.y, rows: rows, size: size)
    }

    /// Each output pixel's source pixels along one axis, and the share of its area each covers:
    /// output `i` reads `counts[i]` sources from `firsts[i]`, with weights from `offsets[i]` on.
    struct Footprints {
        var firsts: [Int] = []
        var counts: [Int] = []
        var offsets: [Int] = []
        var weights: [Float] = []
    }

    static func footprints(from start: Int, length: Int, to count: Int) -> Footprints {
        let step = Double(length) / Double(count)
        var footprints = Footprints()
        for index in 0..<count {
            let begin = Double(start) + Double(index) * step
            let end = begin + step
            let first = Int(begin.rounded(.down))
            let last = max(first, min(start + length - 1, Int((end - 1e-9).rounded(.down))))
            footprints.firsts.append(first)
            footprints.counts.append(last - first + 1)
            footprints.offsets.append(footprints.weights.count)
            for source in first...last {
                footprints.weights.append(Float((min(end, Double(source + 1)) - max(begin, Double(source))) / step))
            }
        }
        return footprints
    }

    /// Alpha-premultiplied floats, four per pixel, for every row of the region.
    private func horizontalPass(_ image: RGBAImage, rows: Range<Int>, columns: Footprints, width: Int) -> [Float] {
        // Every element is written below, so the buffer is not cleared first.
        var output = [Float](unsafeUninitializedCapacity: rows.count * width * 4) { buffer, initialized in
            initialized = buffer.count
        }
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                columns.weights.withUnsafeBufferPointer { weights in
                    for (rowIndex, row) in rows.enumerated() {
                        let sourceRow = row * image.width * 4
                        let targetRow = rowIndex * width * 4
                        for column in 0..<width {
                            var red: Float = 0
                            var green: Float = 0
                            var blue: Float = 0
                            var alpha: Float = 0
                            var pixel = sourceRow + columns.firsts[column] * 4
                            let offset = columns.offsets[column]
                            for tap in 0..<columns.counts[column] {
                                let opacity = Float(source[pixel + 3]) * weights[offset + tap]
                                red += Float(source[pixel]) * opacity
                                green += Float(source[pixel + 1]) * opacity
                                blue += Float(source[pixel + 2]) * opacity
                                alpha += opacity
                                pixel += 4
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
        }
        return output
    }

    private func verticalPass(_ rowsScaled: [Float], firstRow: Int, rows: Footprints, size: PixelSize) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let stride = size.width * 4
        var sums = [Float](repeating: 0, count: stride)
        rowsScaled.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for row in 0..<size.height {
                        for index in 0..<stride { sums[index] = 0 }
                        let offset = rows.offsets[row]
                        for tap in 0..<rows.counts[row] {
                            let weight = rows.weights[offset + tap]
                            let sourceRow = (rows.firsts[row] - firstRow + tap) * stride
                            for index in 0..<stride { sums[index] += source[sourceRow + index] * weight }
                        }
                        let targetRow = row * stride
                        for column in Swift.stride(from: 0, to: stride, by: 4) {
                            let alpha = sums[column + 3]
                            if alpha > 0 {
                                target[targetRow + column] = Self.byte(sums[column] / alpha)
                                target[targetRow + column + 1] = Self.byte(sums[column + 1] / alpha)
                                target[targetRow + column + 2] = Self.byte(sums[column + 2] / alpha)
                            }
                            target[targetRow + column + 3] = Self.byte(alpha)
                        }
                    }
                }
            }
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    private static func byte(_ value: Float) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
}
