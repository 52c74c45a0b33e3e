import ApproachNoteCommands
import Catalog
import CatalogTestSupport
import CommandSupport
import Foundation
import Layout
import Terminal
import TestFixtures
import TestThreads
import Testing

@testable import Bench

/// The verification bench's own logic: it reports what it measured (an idle window that draws
/// is a miss, with its frames), prints targets and verdicts, one JSON object per scenario ×
/// viewport × phase, and refuses bad options. And what it verifies, counted rather than timed:
/// every scenario at both sizes settles.
@Suite("The verification bench", .testThreads)
struct VerificationBenchTests {
    /// A page whose every evaluation asks for another one a few milliseconds later, the way a
    /// view that invalidates itself keeps a loop busy.
    final class RestlessPage: MainLoopApplication {
        weak var loop: MainLoop?
        let restless: Bool

        init(restless: Bool) { self.restless = restless }

        func body() -> Element {
            if restless { loop?.schedule(after: 0.005) {} }
            return Text("tick").element
        }

        func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }
    }

    static let identity = VerificationRun.Identity(scenario: "T", page: "a test page", viewport: "40x12", covers: false)

    /// The page's first frame drawn, then the bench's idle window over it.
    private func idleWindow(restless: Bool) -> VerificationPhase {
        let loop = MainLoop(
            backend: HeadlessTerminal(size: Size(width: 40, height: 12)), encoder: FrameEncoder(colorDepth: .truecolor),
            handleSignals: false)
        let page = RestlessPage(restless: restless)
        page.loop = loop
        loop.start(page)
        loop.iterate(timeoutMilliseconds: 0)
        return VerificationRun.idleWindow(loop, seconds: 0.2, identity: Self.identity).judged(at: .ipad)
    }

    @Test("an idle window whose page keeps invalidating itself is reported with its frames and passes, as misses")
    func restlessIdleWindow() {
        let phase = idleWindow(restless: true)
        #expect(phase.frames > 0 && phase.layoutPasses >= phase.frames, "\(phase)")
        #expect(Set(phase.misses.map(\.figure)).isSuperset(of: ["frames drawn", "layout passes"]))
        let block = VerificationReport.block([phase], viewport: .ipad)
        let lines = block.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("frames drawn \(phase.frames) = 0") && $0.hasSuffix(" MISS") }, "\(block)")
        #expect(
            lines.contains { $0.contains("layout passes \(phase.layoutPasses) = 0") && $0.hasSuffix(" MISS") },
            "\(block)")
    }

    @Test("an idle window over a page left alone draws nothing and lays nothing out")
    func stillIdleWindow() {
        let phase = idleWindow(restless: false)
        #expect(phase.frames == 0 && phase.layoutPasses == 0 && phase.bytesWritten == 0)
        let counted = phase.targets.filter { $0.figure == "frames drawn" || $0.figure == "layout passes" }
        #expect(counted.count == 2 && counted.allSatisfy { $0.met })
    }

    @Test("a target prints beside its figure with a verdict: times to their unit, counts whole, a condition yes or no")
    func targets() {
        let first = VerificationTarget.atMost("first complete frame from spawn", 23.44, 50, unit: "ms")
        #expect(first.text == "first complete frame from spawn 23.4 ms ≤ 50 ms" && first.met)
        let line = VerificationReport.line(first)
        #expect(line.hasPrefix("      " + first.text + "  ") && line.hasSuffix(" pass\n"))
        #expect(line.count == VerificationReport.verdictColumn + "pass\n".count, "verdicts stand in one column")
        let frames = VerificationTarget.exactly("frames drawn", 3, 0)
        #expect(frames.text == "frames drawn 3 = 0" && !frames.met)
        #expect(VerificationReport.line(frames).hasSuffix(" MISS\n"))
        #expect(VerificationTarget.atMost("p99", 1.234, 2, unit: "ms").text == "p99 1.23 ms ≤ 2 ms")
        #expect(VerificationTarget.atMost("memory", 40, 40, unit: "MB").met, "a limit is met at the limit")
        #expect(VerificationTarget.reached(false).text == "reached the end no = yes")
        #expect(VerificationTarget.reached(true).met)
    }

    @Test(
        "a frame is complete once nothing on it waits for the page's loads and its title shows, however small the screen"
    )
    func completeFrame() throws {
        let json =
            #"{"id":"S1","name":"S1","link":"approachnote://song/x","opensEveryShelf":false,"title":"All of Me","#
            + #""openingShelfHeader":"1930s (2)","shelfCount":1,"largestShelf":"1930s","largestShelfHeader":"1930s (2)"}"#
        let scenario = try JSONDecoder().decode(VerificationScenario.self, from: Data(json.utf8))
        let engine = LayoutEngine(size: Size(width: 40, height: 3))
        let screen = { (lines: [String]) in
            engine.render(VStack(spacing: 0) { ForEach(lines, id: \.self) { Text($0).element } })
            return scenario.isComplete(engine)
        }
        #expect(!screen(["Loading…"]))
        #expect(!screen(["All of Me", "ALL RECORDINGS (…)"]))
        #expect(screen(["All of Me", "ALL RECORDINGS (2)"]))
        #expect(screen(["All of Me", "Composed by Gerald Marks"]), "the heading below the screen's end")
        #expect(!screen(["Summertime"]))
    }

    /// A phase with every count at zero but those given.
    private static func phase(
        _ kind: VerificationPhase.Kind, scenario: String = "S1", viewport: String = "200x60", covers: Bool = true
    ) -> VerificationPhase {
        VerificationPhase(
            scenario: scenario, page: "page of \(scenario)", viewport: viewport, covers: covers, phase: kind, wallMs: 1,
            mainThreadMs: [:], frames: 1, layoutPasses: 1, maxPassesPerFrame: 1, passBound: 8, nodesBuilt: 0,
            bytesWritten: 0, diagnostics: 0)
    }

    @Test("a page action's own frame is held to 5 ms at 200×60 only; a diagnostic is a miss at any size")
    func pageActionTargets() {
        var expand = Self.phase(.expandAll)
        expand.actionFrameMs = 7
        expand.diagnostics = 1
        let ipad = expand.judged(at: .ipad)
        #expect(
            ipad.targets.map(\.figure) == [
                "layout diagnostics", "most layout passes in a frame", "the action's frame, main thread",
            ])
        #expect(ipad.misses.map(\.figure) == ["layout diagnostics", "the action's frame, main thread"])
        let iphone = expand.judged(at: .iphone)
        #expect(iphone.misses.map(\.figure) == ["layout diagnostics"])
        #expect(!iphone.targets.contains { $0.figure == "the action's frame, main thread" })
        var fast = Self.phase(.fastScroll)
        fast.frameP99Ms = 1.5
        fast.coversDecodedOnMainThread = 0
        fast.peakMemoryNoCoversMB = 41
        #expect(fast.judged(at: .iphone).misses.map(\.figure) == ["peak memory without covers"])
    }

    @Test(
        "--json prints one object per scenario × viewport × phase, each with its keys and judged; memory without covers comes from the second run"
    )
    func jsonLines() throws {
        let io = CapturedIO()
        var arguments = ["--json", "--viewport", "80x24", "--viewport", "200x60"]
        let options = try VerificationOptions(taking: &arguments)
        #expect(arguments.isEmpty)
        var bench = VerificationBench(access: Self.access, options: options, io: io)
        var runs: [String] = []
        bench.measure = { scenario, viewport, covers in
            runs.append("\(scenario.id) \(viewport.argument) \(covers)")
            let kinds = VerificationPhase.Kind.allCases.filter { $0 != .expandAll || !scenario.opensEveryShelf }
            return kinds.map { kind in
                var phase = Self.phase(kind, scenario: scenario.id, viewport: viewport.argument, covers: covers)
                if kind == .fastScroll { phase.peakMemoryMB = covers ? 45 : 35 }
                return phase
            }
        }
        try bench.run()
        let scenarios = ["S1", "S2", "S3", "S4", "S5", "S6/S2", "S6/S4"]
        let viewports = ["200x60", "60x50", "80x24"]
        #expect(runs == scenarios.flatMap { s in viewports.flatMap { v in ["\(s) \(v) true", "\(s) \(v) false"] } })
        let lines = io.output.split(separator: "\n")
        let objects = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let kinds = VerificationPhase.Kind.allCases.map(\.rawValue)
        let expected = scenarios.flatMap { s in
            viewports.flatMap { v in kinds.filter { $0 != "expand all" || !s.hasPrefix("S6") }.map { "\(s) \(v) \($0)" }
            }
        }
        #expect(objects.map { "\($0["scenario"]!) \($0["viewport"]!) \($0["phase"]!)" } == expected)
        let keys: Set = [
            "scenario", "page", "viewport", "covers", "phase", "wallMs", "mainThreadMs", "frames", "layoutPasses",
            "maxPassesPerFrame", "passBound", "nodesBuilt", "bytesWritten", "diagnostics", "targets",
        ]
        for object in objects {
            #expect(keys.isSubset(of: object.keys), "\(object)")
            #expect((object["targets"] as? [Any])?.isEmpty == false, "every phase is judged: \(object)")
            #expect(object["covers"] as? Bool == true, "the phases printed are those with covers")
        }
        let fast = objects.filter { $0["phase"] as? String == "fast scroll" }
        #expect(fast.count == scenarios.count * viewports.count)
        #expect(fast.allSatisfy { $0["peakMemoryMB"] as? Double == 45 && $0["peakMemoryNoCoversMB"] as? Double == 35 })
    }

    @Test(
        "--viewport takes a size the application lays out, --json goes with the verification only: otherwise a usage error",
        arguments: [
            ["--viewport", "39x12"], ["--viewport", "abc"], ["--viewport", "200x"], ["--viewport", "0x60"],
            ["--viewport", "1001x60"], ["--viewport", "200x60x2"], ["--viewport"], ["--only", "app", "--json"],
            ["--only", "peer", "--viewport", "80x24"], ["--covers", "maybe"],
        ])
    func badOptions(arguments: [String]) {
        let path = NSTemporaryDirectory() + "approachnote-absent-" + UUID().uuidString + "/catalog.sqlite"
        let io = CapturedIO()
        let status = BenchProgram.run(["--catalog", path] + arguments, environment: [:], io: io)
        #expect(status == 2, "\(arguments): \(io.error)")
        #expect(io.error.hasPrefix("approachnote-bench: ") && io.output.isEmpty, "\(arguments): \(io.error)")
        #expect(!FileManager.default.fileExists(atPath: path), "refused before the catalog is touched")
    }

    static var access: CatalogAccess {
        CatalogAccess(location: CatalogLocation(path: SharedDemoCatalog.path), io: CapturedIO())
    }

    static func scenarios() throws -> [VerificationScenario] {
        VerificationScenario.all(try BenchScenarios(store: SharedDemoCatalog.store()))
    }

    @Test("a child prints its phases as JSON lines: S1 at 60×50 without covers, in a process of its own")
    func child() throws {
        let s1 = try #require(try Self.scenarios().first)
        let job = String(decoding: try JSONEncoder().encode(s1), as: UTF8.self)
        let file = NSTemporaryDirectory() + "approachnote-child-" + UUID().uuidString
        defer { unlink(file) }
        let process = try ChildProcess(
            [
                ApproachNoteBinary.bench, "--catalog", SharedDemoCatalog.path, "--child", job,
                "--viewport", "60x50", "--covers", "off",
            ], output: file)
        #expect(process.wait() == 0)
        let output = try String(contentsOfFile: file, encoding: .utf8)
        let phases = try output.split(separator: "\n").map {
            try JSONDecoder().decode(VerificationPhase.self, from: Data($0.utf8))
        }
        #expect(phases.map(\.phase) == VerificationPhase.Kind.allCases, "\(output)")
        #expect(phases.allSatisfy { $0.scenario == "S1" && $0.viewport == "60x50" && !$0.covers })
        #expect(phases.allSatisfy { Set($0.mainThreadMs.keys) == ["input", "state", "layout", "draw", "flush"] })
        let open = phases[0]
        #expect(open.firstFrameMs != nil && open.frames > 0)
        #expect(phases[1].shelves == 11 && phases[1].actionFrameMs != nil)
        // Each action's frame with the main thread's CPU time over it, which work made.
        #expect(phases[1...3].allSatisfy { ($0.actionFrameCPUMs ?? 0) > 0 }, "\(output)")
        #expect(phases[0].actionFrameCPUMs == nil && phases[4].actionFrameCPUMs == nil)
        #expect(phases[2].reachedEnd == true && phases[3].reachedEnd == true && phases[3].shelf != nil)
        #expect(phases[4].idleSeconds == 3 && phases[4].cpuMs != nil)
        let fast = phases[5]
        #expect(fast.events == 180 && fast.frameP99Ms != nil && fast.peakMemoryMB != nil && fast.sampled != nil)
        #expect(fast.coversDecoded == 0, "covers off")
    }

    @Test(
        "under the default policy every scenario settles: no diagnostic, passes within the bound, each action reaches its end, an idle window without frames or passes",
        arguments: [VerificationViewport.ipad, .iphone])
    func everyScenarioSettles(viewport: VerificationViewport) throws {
        for scenario in try Self.scenarios() {
            // Covers change no size and no count asserted here; off, they keep the test short.
            var run = VerificationRun(scenario: scenario, viewport: viewport, covers: false)
            run.idleSeconds = 0.2
            run.fastScrollSeconds = 0.2
            for phase in try run.run(access: Self.access) {
                let what = "\(scenario.id) at \(viewport.label), \(phase.phase.rawValue)"
                #expect(phase.diagnostics == 0, "\(what): \(phase.firstDiagnostic ?? "")")
                #expect(phase.maxPassesPerFrame <= phase.passBound, "\(what)")
                #expect(phase.reachedEnd != false, "\(what)")
                if phase.phase == .idle { #expect(phase.frames == 0 && phase.layoutPasses == 0, "\(what)") }
            }
        }
    }
}
