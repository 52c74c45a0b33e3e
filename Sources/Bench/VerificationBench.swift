import CommandSupport
import FoundationEssentials
import Glibc
import TextFormatting

/// `approachnote-bench` with no `--only`: the scenarios' verification, measured. Every
/// scenario at every viewport runs in a fresh process of the bench (`--child`), twice:
/// with covers, for every figure, and without, for the peak memory held to its target (40 MB)
/// without cover art. The children print their phases as JSON lines; this process judges them
/// against the targets and prints them.
struct VerificationBench {
    let access: CatalogAccess
    let options: VerificationOptions
    let io: CommandIO
    /// One scenario at one viewport, with covers or without: a child process, but for tests of
    /// what the bench makes of the phases.
    var measure: (VerificationScenario, VerificationViewport, _ covers: Bool) throws -> [VerificationPhase]

    init(access: CatalogAccess, options: VerificationOptions, io: CommandIO) {
        self.access = access
        self.options = options
        self.io = io
        measure = { scenario, viewport, covers in try Self.child(scenario, viewport, covers: covers, access: access) }
    }

    /// Runs per figure of the scale section: its frames are sampled within each run already.
    static let scaleIterations = 5

    func run() throws {
        let started = BenchClock.now()
        let runs = try scenarioRuns()
        guard !options.json else { return }
        // Beyond the scenarios: the page's size (ScaleBench), then the original app's failure
        // reproduced (PolicyBench).
        let timer = BenchTimer(io: io, iterations: Self.scaleIterations)
        try io.write("\n")
        try ScaleBench.run(timer: timer)
        try io.write("\n")
        let scenarios = try BenchScenarios(store: try access.open())
        try PolicyBench.table(policy: .naive, shelves: scenarios.s4Shelves, io: io)
        let misses = runs.joined().flatMap(\.misses).count
        try io.write(
            "\nSummary (first frame from spawn; settled from spawn; the page actions: their own frame's main "
                + "thread; memory: the process's peak, VmHWM)\n\n" + VerificationReport.summary(runs) + "\n"
                + "Verification: \(runs.count) runs in "
                + Printf.string("%.1f", BenchClock.milliseconds(since: started) / 1_000)
                + " s; " + (misses == 0 ? "every target met" : "\(misses) target\(misses == 1 ? "" : "s") missed")
                + ".\n")
    }

    /// Every scenario at every viewport, printed as each one ends: its phases, judged.
    private func scenarioRuns() throws -> [[VerificationPhase]] {
        let scenarios = VerificationScenario.all(try BenchScenarios(store: try access.open()))
        let viewports = options.viewports
        if !options.json {
            try io.write(
                VerificationReport.title(viewports: viewports, processes: 2 * scenarios.count * viewports.count))
        }
        var runs: [[VerificationPhase]] = []
        for scenario in scenarios {
            for viewport in viewports {
                var phases = try measure(scenario, viewport, true)
                let bare = try measure(scenario, viewport, false)
                if let index = phases.firstIndex(where: { $0.phase == .fastScroll }) {
                    phases[index].peakMemoryNoCoversMB = bare.first { $0.phase == .fastScroll }?.peakMemoryMB
                }
                phases = phases.map { $0.judged(at: viewport) }
                runs.append(phases)
                if options.json {
                    for phase in phases { try io.write(try VerificationReport.json(phase)) }
                } else {
                    try io.write(VerificationReport.block(phases, viewport: viewport))
                }
            }
        }
        return runs
    }

    /// Runs `bench --child` for one scenario at one viewport and reads the phases it prints.
    private static func child(
        _ scenario: VerificationScenario, _ viewport: VerificationViewport, covers: Bool, access: CatalogAccess
    ) throws -> [VerificationPhase] {
        let job = String(decoding: try JSONEncoder().encode(scenario), as: UTF8.self)
        let arguments = [
            "--catalog", access.location.path, "--child", job, "--viewport", viewport.argument, "--covers",
            covers ? "on" : "off",
        ]
        let what = "\(scenario.id) at \(viewport.argument)\(covers ? "" : " without covers")"
        let (status, output, errors) = try spawn(arguments)
        guard status == 0 else {
            let reason = errors.split(separator: "\n").last.map(String.init) ?? "no message"
            let ending = status & 0x7F == 0 ? "with status \(status >> 8)" : "by signal \(status & 0x7F)"
            throw BenchError.child("\(what) ended \(ending): \(reason)")
        }
        do {
            return try output.split(separator: "\n").map {
                try JSONDecoder().decode(VerificationPhase.self, from: Data($0.utf8))
            }
        } catch {
            throw BenchError.child("\(what) printed what is not a phase: \(error)")
        }
    }

    /// This binary with `arguments` and `--spawned-at` the moment just before its spawn; its
    /// exit status and what it wrote to its standard output and error.
    private static func spawn(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "approachnote-verification-\(getpid())-\(UUID().uuidString)"
        ).path
        let (outputPath, errorPath) = (scratch + ".out", scratch + ".err")
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let binary = try ChildRun.bench()
        let (pid, _) = try ChildRun.spawn(
            binary, arguments + ["--spawned-at", String(BenchClock.now())], actions: &actions)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return (status, read(outputPath), read(errorPath))
    }

    /// In the child: the scenario (JSON, from the parent) at the one viewport given, its phases
    /// printed as JSON lines.
    static func child(_ job: String, options: VerificationOptions, access: CatalogAccess, io: CommandIO) throws {
        let scenario: VerificationScenario
        do {
            scenario = try JSONDecoder().decode(VerificationScenario.self, from: Data(job.utf8))
        } catch {
            throw CommandError.usage("--child takes a scenario as the bench describes it in JSON.")
        }
        guard options.given.count <= 1 else { throw CommandError.usage("--child runs at one --viewport.") }
        let run = VerificationRun(
            scenario: scenario, viewport: options.given.first ?? .ipad, covers: options.covers)
        for phase in try run.run(access: access, spawnedAt: options.spawnedAt) {
            try io.write(try VerificationReport.json(phase))
        }
    }
}
