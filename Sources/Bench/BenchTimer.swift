import CommandSupport
import Dispatch
import FoundationEssentials
import TextFormatting

/// Times a piece of work N times after one warm-up and prints one line: the median and the
/// fastest run, in milliseconds.
struct BenchTimer {
    let io: CommandIO
    let iterations: Int

    func report(_ label: String, _ body: () throws -> Void) throws {
        try body()
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(BenchClock.milliseconds(since: start))
        }
        samples.sort()
        let line =
            "  " + label.padded(to: max(58, label.count))
            + Printf.string(" %9.3f ms  %9.3f ms\n", samples[samples.count / 2], samples[0])
        try io.write(line)
    }
}

/// The monotonic clock the run loop stamps its frames with.
package enum BenchClock {
    package static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    package static func milliseconds(since start: UInt64, until end: UInt64 = now()) -> Double {
        Double(end &- start) / 1_000_000
    }
}
