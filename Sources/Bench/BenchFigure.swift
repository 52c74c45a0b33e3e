import FoundationEssentials
import TextFormatting

/// One line of the application's bench table: the samples of one measure and, when it has
/// one, the target its median must meet.
struct BenchFigure {
    enum Unit: String, Encodable {
        case milliseconds = "ms"
        case megabytes = "MB"
        case bytes = "B"
        case requestsPerSecond = "/s"
        case requests = "req"
        case ratio = "×"

        /// Whether the figure is a whole number.
        var counts: Bool { self == .bytes || self == .requests }
    }

    /// How the judged value must stand to the target: `under` for times to stay under,
    /// `atMost` for limits that may be reached ("at most 20 bytes" passes at 20), `atLeast` for
    /// rates to reach.
    enum Bound: String, Encodable {
        case under = "<"
        case atMost = "≤"
        case atLeast = "≥"
    }

    /// What the target holds for: most figures the median; frame times and latencies under load
    /// the 99th percentile, since one slow frame in a hundred is a stutter the eye catches
    /// however fast the rest.
    enum Statistic: String, Encodable {
        case median
        case p99
    }

    let label: String
    let samples: [Double]
    let unit: Unit
    let target: Double?
    let judged: Statistic
    let bound: Bound

    init(
        _ label: String, _ samples: [Double], unit: Unit = .milliseconds, target: Double? = nil,
        judged: Statistic = .median, bound: Bound = .under
    ) {
        self.label = label
        self.samples = samples.sorted()
        self.unit = unit
        self.target = target
        self.judged = judged
        self.bound = bound
    }

    var median: Double { samples.isEmpty ? 0 : samples[samples.count / 2] }
    var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }
    var maximum: Double { samples.last ?? 0 }
    /// The nearest-rank 99th percentile: no more than one sample in a hundred above it.
    var p99: Double {
        samples.isEmpty ? 0 : samples[Int((Double(samples.count) * 0.99).rounded(.up)) - 1]
    }
    var judgedValue: Double {
        switch judged {
        case .median: median
        case .p99: p99
        }
    }
    var passes: Bool? {
        target.map { target in
            switch bound {
            case .under: judgedValue < target
            case .atMost: judgedValue <= target
            case .atLeast: judgedValue >= target
            }
        }
    }

    static let labelWidth = 74

    static var header: String {
        let columns = ["median", "mean", "max"].map { String(repeating: " ", count: 12 - $0.count) + $0 }
        return "  " + "figure".padded(to: labelWidth) + " "
            + columns.joined(separator: " ") + "  target    verdict\n"
    }

    var line: String {
        let value = { (number: Double) in
            // Every column 12 characters wide, the unit's symbol included.
            Printf.string("%\(11 - self.unit.rawValue.count).\(self.unit.counts ? 0 : 3)f", number) + " "
                + self.unit.rawValue
        }
        // The columns are the median, mean and maximum: another statistic judged shows beside its target.
        let judgedBy = judged == .p99 ? Printf.string("p99 %.3f ", p99) : ""
        let goal = target.map { judgedBy + bound.rawValue + Printf.string(" %g", $0) + " " + unit.rawValue } ?? ""
        let verdict = passes.map { $0 ? "pass" : "MISS" } ?? ""
        return "  " + label.padded(to: max(Self.labelWidth, label.count))
            + " " + [value(median), value(mean), value(maximum)].joined(separator: " ")
            + "  " + goal.padded(to: max(9, goal.count)) + " " + verdict + "\n"
    }
}

/// With `--json`: the figure's statistics, target and verdict.
extension BenchFigure: Encodable {
    enum CodingKeys: String, CodingKey {
        case label, unit, samples, median, mean, maximum, p99, judged, target, bound, verdict
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(unit, forKey: .unit)
        try container.encode(samples.count, forKey: .samples)
        try container.encode(median, forKey: .median)
        try container.encode(mean, forKey: .mean)
        try container.encode(maximum, forKey: .maximum)
        try container.encode(p99, forKey: .p99)
        try container.encode(judged, forKey: .judged)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encode(bound, forKey: .bound)
        try container.encodeIfPresent(passes.map { $0 ? "pass" : "MISS" }, forKey: .verdict)
    }
}
