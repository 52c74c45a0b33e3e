import Artwork
import Dispatch
import FoundationEssentials
import Platform
import Synchronization
import TextFormatting

/// The cost of one card's cover where it matters, for `approachnote-bench`: decode, scale and
/// convert, timed apart, on one thread. Covers are demo covers encoded the way the disk cache
/// stores them; drawing and encoding them is not timed.
enum ArtworkBench {
    struct Result: Sendable, CustomStringConvertible {
        let covers: Int
        let side: Int
        let output: ArtworkOutput
        let decodeMilliseconds: Double
        let scaleMilliseconds: Double
        let convertMilliseconds: Double

        /// Decode + scale + convert, per card, on average.
        var totalMilliseconds: Double { decodeMilliseconds + scaleMilliseconds + convertMilliseconds }

        var description: String {
            "\(covers) covers of \(side) px as \(output.description): "
                + Printf.string(
                    "%.3f ms per card (decode %.3f, scale %.3f, convert %.3f)", totalMilliseconds, decodeMilliseconds,
                    scaleMilliseconds, convertMilliseconds)
        }
    }

    /// Measures `covers` distinct covers of `side` pixels, each rendered `rounds` times. Runs on
    /// a thread of its own, since the main thread must not decode.
    static func measure(
        covers: Int = 146, side: Int = 500, rounds: Int = 5, geometry: ArtGeometry = .card,
        output: ArtworkOutput = .symbols(.truecolor)
    ) throws(ArtworkError) -> Result {
        let outcome = Mutex<Swift.Result<Result, ArtworkError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        DetachedThread.start(name: "artwork bench") {
            let result = Swift.Result { () throws(ArtworkError) -> Result in
                try run(covers: covers, side: side, rounds: rounds, geometry: geometry, output: output)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return try outcome.withLock { $0! }.get()
    }

    private static func run(covers: Int, side: Int, rounds: Int, geometry: ArtGeometry, output: ArtworkOutput)
        throws(ArtworkError) -> Result
    {
        let files = try (0..<covers).map { index throws(ArtworkError) in
            try JPEGEncoder().encode(CoverPainter().paint(seed: "demo-cover://bench/\(index)/front", side: side))
        }
        let decoder = ImageDecoder()
        let scaler = ImageScaler()
        let converter = ArtworkConverter(geometry: geometry, output: output)
        let target = converter.pixelSize
        let minimum = CoverRenderer.decodeMinimum(for: target)
        let clock = ContinuousClock()
        var decoding = Duration.zero
        var scaling = Duration.zero
        var converting = Duration.zero
        for _ in 0..<rounds {
            for file in files {
                let start = clock.now
                let image = try decoder.decode(file, minimumSize: minimum)
                let decoded = clock.now
                let region = PixelRect.filling(aspect: geometry.aspect, width: image.width, height: image.height)
                let scaled = scaler.scale(image, region: region, to: target)
                let resized = clock.now
                _ = try converter.convert(scaled)
                converting += clock.now - resized
                scaling += resized - decoded
                decoding += decoded - start
            }
        }
        let count = Double(covers * rounds)
        func perCard(_ duration: Duration) -> Double {
            (Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15) / count
        }
        return Result(
            covers: covers, side: side, output: output, decodeMilliseconds: perCard(decoding),
            scaleMilliseconds: perCard(scaling), convertMilliseconds: perCard(converting))
    }
}
