import Foundation
import Testing

@testable import ApproachNoteCommands
@testable import Layout

/// `bench --policy`: the option's values and where it may go, and the bisection it prints on
/// the demo catalog's S4 shelves. The counts are the engine's, so they are exact.
@Suite("The bench's layout policy and its bisection")
struct PolicyBenchTests {
    @Test("--policy takes default or naive, alone or with --only layout; anything else is a usage error")
    func parsing() throws {
        #expect(try PolicyBench.policy(nil, only: nil) == nil)
        #expect(try PolicyBench.policy("naive", only: nil) == .naive)
        #expect(try PolicyBench.policy("default", only: "layout") == .default)
        let refused = [
            (["bench", "--policy", "lazy"], "--policy takes default or naive, not 'lazy'."),
            (["bench", "--policy", "Naive"], "--policy takes default or naive, not 'Naive'."),
            (["bench", "--policy"], "Option --policy needs a value."),
            (
                ["bench", "--policy", "naive", "--only", "peer"],
                "--policy goes alone or with --only layout, not with --only peer."
            ),
            (["bench", "--policy=naive", "--policy", "default"], "Option --policy is given twice."),
        ]
        for (arguments, message) in refused {
            let io = CapturedIO()
            // Refused before any catalog is opened: this path does not exist.
            let status = ApproachNoteCommand.run(
                ["--catalog", "/nonexistent/catalog.sqlite"] + arguments, environment: [:], io: io)
            #expect(status == 2, "\(arguments)")
            #expect(io.error.hasPrefix("approachnote: \(message)\n"), "\(arguments): \(io.error)")
            #expect(io.output.isEmpty)
        }
    }

    static let outerStack = "ScrollView[id: \(BisectionPage.pageID)]/LazyVStack[0]"

    @Test(
        "on S4's shelves at 200×60: default settles all four; naive settles the eager shelf list and not the lazy one")
    func bisection() throws {
        let shelves = try BenchScenarios(store: SharedDemoCatalog.store()).s4Shelves
        let viewport = Size(width: 200, height: 60)
        func outcome(_ index: Int, _ policy: LayoutPolicy) -> PolicyBench.Outcome {
            PolicyBench.outcome(
                shelves: shelves, combination: PolicyBench.combinations[index], policy: policy, viewport: viewport)
        }
        for (index, maxPasses) in [1, 2, 2, 2].enumerated() {
            let standard = outcome(index, .default)
            #expect(standard.settled && standard.maxPasses == maxPasses, "\(PolicyBench.combinations[index].label)")
            #expect(standard.frames == [.wheel: 10, .page: 10])
        }
        for (index, maxPasses) in [1, 3].enumerated() {
            let naive = outcome(index, .naive)
            #expect(naive.settled && naive.maxPasses == maxPasses, "\(PolicyBench.combinations[index].label)")
        }
        // The lazy shelf list: wheel notches settle, every page but one runs into the bound,
        // and the outer stack is blamed; the page seems to end after three or four.
        for (index, pages) in [(2, 3), (3, 4)] {
            let naive = outcome(index, .naive)
            #expect(!naive.settled && naive.maxPasses == LayoutEngine.maxPassesPerFrame)
            #expect(naive.atBound == [.wheel: 0, .page: 3] && naive.frames == [.wheel: 10, .page: pages])
            #expect(naive.firstDiagnostic?.nodePath == Self.outerStack)
        }
    }

    @Test("bench --policy naive prints both policies side by side at both sizes, and what the engine blamed")
    func table() {
        let naive = SharedDemoCatalog.run(["bench", "--policy", "naive"])
        #expect(naive.status == 0, "\(naive.error)")
        let lines = naive.output.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasSuffix("default policy                                  naive policy") }.count == 2)
        for combination in PolicyBench.combinations {
            let rows = lines.filter { $0.hasPrefix("  \(combination.label) ") }
            #expect(rows.count == 2, "\(combination.label): \(naive.output)")
            let eager = !combination.lazyShelves
            for row in rows {
                let verdicts = row.split(separator: " ").filter { $0 == "yes" || $0 == "no" }
                #expect(verdicts == (eager ? ["yes", "yes"] : ["yes", "no"]), "\(row)")
            }
        }
        let blamed = lines.drop { !$0.hasPrefix("First diagnostics") }.dropFirst()
        #expect(blamed.count == 4)
        #expect(blamed.allSatisfy { $0.contains(", naive: \(Self.outerStack) (") })

        let standard = SharedDemoCatalog.run(["bench", "--policy", "default"])
        #expect(standard.status == 0)
        #expect(!standard.output.contains("naive") && !standard.output.contains("First diagnostics"))
        #expect(standard.output.split(separator: "\n").filter { $0.hasSuffix(" —") }.count == 8)
    }
}
