import ApplicationTestSupport
import ApproachNoteCommands
import CatalogTestSupport
import CommandSupport
import Foundation
import TestThreads
import Testing

@testable import Bench
@testable import Layout

/// `bench --policy`: the option's values and where it may go, and the bisection it prints on
/// the demo catalog's S4 shelves. The counts are the engine's, so they are exact.
@Suite("The bench's layout policy and its bisection", .testThreads)
struct PolicyBenchTests {
    @Test("--policy takes default or naive, alone or with --only layout; anything else is a usage error")
    func parsing() throws {
        #expect(try PolicyBench.policy(nil, only: nil) == nil)
        #expect(try PolicyBench.policy("naive", only: nil) == .naive)
        #expect(try PolicyBench.policy("default", only: "layout") == .default)
        let refused = [
            (["--policy", "lazy"], "--policy takes default or naive, not 'lazy'."),
            (["--policy", "Naive"], "--policy takes default or naive, not 'Naive'."),
            (["--policy"], "Option --policy needs a value."),
            (
                ["--policy", "naive", "--only", "peer"],
                "--policy goes alone or with --only layout, not with --only peer."
            ),
            (["--policy=naive", "--policy", "default"], "Option --policy is given twice."),
        ]
        for (arguments, message) in refused {
            let io = CapturedIO()
            // Refused before any catalog is opened: this path does not exist.
            let status = BenchProgram.run(
                ["--catalog", "/nonexistent/catalog.sqlite"] + arguments, environment: [:], io: io)
            #expect(status == 2, "\(arguments)")
            #expect(io.error.hasPrefix("approachnote-bench: \(message)\n"), "\(arguments): \(io.error)")
            #expect(io.output.isEmpty)
        }
    }

    static let outerStack = "ScrollView[id: \(BisectionPage.pageID)]/LazyVStack[0]"

    @Test(
        "on S4's shelves at 200×60: default settles all four; naive settles the eager shelf list and not the lazy one")
    func bisection() throws {
        let shelves = try BenchScenarios(store: SharedDemoCatalog.store()).s4Shelves
        func outcome(_ index: Int, estimate: Int, _ policy: LayoutPolicy) -> PolicyBench.Outcome {
            PolicyBench.outcome(
                shelves: shelves, combination: PolicyBench.combinations[index], shelfEstimate: estimate,
                policy: policy, viewport: Size(width: 200, height: 60))
        }
        // Shelves estimated at one row or at twelve, a page down past the list's estimated end
        // lands where it was sent in the second pass: the first builds as far past the screen as
        // the scroll was cut short.
        for (estimate, passes) in [(1, [1, 2, 2, 2]), (12, [1, 2, 2, 2])] {
            for (index, maxPasses) in passes.enumerated() {
                let standard = outcome(index, estimate: estimate, .default)
                #expect(
                    standard.settled && standard.maxPasses == maxPasses,
                    "estimate \(estimate), \(index): \(standard.maxPasses) passes")
                #expect(standard.frames == [.wheel: 10, .page: 10])
            }
            for (index, maxPasses) in [1, 3].enumerated() {
                let naive = outcome(index, estimate: estimate, .naive)
                #expect(naive.settled && naive.maxPasses == maxPasses, "estimate \(estimate), \(index)")
            }
        }
        // The lazy shelf list estimated short: wheel notches settle, pages run into the bound
        // (the page seems to end after three or four), and would settle in 23 or 25 passes.
        for (index, pages, unbounded) in [(2, 3, 23), (3, 4, 25)] {
            let naive = outcome(index, estimate: 1, .naive)
            #expect(!naive.settled && naive.maxPasses == LayoutEngine.maxPassesPerFrame)
            #expect(naive.atBound == [.wheel: 0, .page: 3] && naive.frames == [.wheel: 10, .page: pages])
            #expect(naive.unboundedPasses == unbounded)
            #expect(naive.firstDiagnostic?.nodePath == Self.outerStack)
        }
        // Estimated tall: wheel notches run into the bound too, and some frame never settles.
        for (index, pages) in [(2, 2), (3, 3)] {
            let naive = outcome(index, estimate: 12, .naive)
            #expect(naive.atBound == [.wheel: 2, .page: pages] && naive.unboundedPasses == nil)
            #expect(naive.firstDiagnostic?.nodePath == Self.outerStack)
        }
    }

    @Test("bench --policy naive prints both policies side by side, per estimate and size, and what the engine blamed")
    func table() {
        let naive = SharedBench.run(["--policy", "naive"])
        #expect(naive.status == 0, "\(naive.error)")
        let lines = naive.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains(" default policy ") && $0.hasSuffix(" naive policy") }.count == 4)
        for combination in PolicyBench.combinations {
            let rows = lines.filter { $0.hasPrefix("  \(combination.label) ") }
            #expect(rows.count == 4, "\(combination.label): \(naive.output)")
            let eager = !combination.lazyShelves
            for row in rows {
                let verdicts = row.split(separator: " ").filter { $0 == "yes" || $0 == "no" }
                #expect(verdicts == (eager ? ["yes", "yes"] : ["yes", "no"]), "\(row)")
            }
        }
        let blamed = lines.drop { !$0.hasPrefix("First diagnostics") }.dropFirst()
        #expect(blamed.count == 8)
        #expect(blamed.allSatisfy { $0.contains(", naive: \(Self.outerStack) (") })

        let standard = SharedBench.run(["--policy", "default"])
        #expect(standard.status == 0)
        #expect(!standard.output.contains("naive") && !standard.output.contains("First diagnostics"))
        #expect(standard.output.split(separator: "\n").filter { $0.hasSuffix(" —") }.count == 16)
    }
}
