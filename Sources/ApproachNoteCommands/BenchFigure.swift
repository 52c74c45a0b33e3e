import Foundation

/// One line of the application's bench table: the samples of one measure and, when the
/// product sets one (issue 8, "Speed to reach"), the target its median must stay under.
struct BenchFigure {
    enum Unit: String {
        case milliseconds = "ms"
        case megabytes = "MB"
    }

    let label: String
    let samples: [Double]
    let unit: Unit
    let target: Double?

    init(_ label: String, _ samples: [Double], unit: Unit = .milliseconds, target: Double? = nil) {
        self.label = label
        self.samples = samples.sorted()
        self.unit = unit
        self.target = target
    }

    var median: Double { samples.isEmpty ? 0 : samples[samples.count / 2] }
    var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }
    var maximum: Double { samples.last ?? 0 }
    var passes: Bool? { target.map { median < $0 } }

    static let labelWidth = 74

    static var header: String {
        let columns = ["median", "mean", "max"].map { String(repeating: " ", count: 12 - $0.count) + $0 }
        return "  " + "figure".padding(toLength: labelWidth, withPad: " ", startingAt: 0) + " "
            + columns.joined(separator: " ") + "  target    verdict\n"
    }

    var line: String {
        let value = { (number: Double) in String(format: "%9.3f %@", number, self.unit.rawValue) }
        let goal = target.map { String(format: "< %g %@", $0, unit.rawValue) } ?? ""
        let verdict = passes.map { $0 ? "pass" : "MISS" } ?? ""
        return "  " + label.padding(toLength: max(Self.labelWidth, label.count), withPad: " ", startingAt: 0)
            + " " + [value(median), value(mean), value(maximum)].joined(separator: " ")
            + "  " + goal.padding(toLength: 9, withPad: " ", startingAt: 0) + " " + verdict + "\n"
    }
}
