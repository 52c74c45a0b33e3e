import Artwork
import Browsing
import Catalog
import CommandSupport
import DemoCatalog
import FoundationEssentials
import Glibc
import Layout
import Terminal
import TextFormatting

/// `approachnote-bench`: times what the pages depend on, so speed is measured, never asserted
/// in tests. By default it runs the verification of its six scenarios (`VerificationBench`,
/// `VerificationScenario.all`); the other parts' figures are the median (and the fastest) of N
/// runs after one warm-up, or a table against their targets.
package enum BenchCommand {
    static let parts = [
        "verify", "catalog", "layout", "terminal", "scale", "app", "artwork", "peer", "serve", "accounts", "sync",
    ]
    package static let usage =
        "approachnote-bench [--catalog PATH] [--viewport COLSxROWS]… [--json] [--iterations N] [--only \(parts.joined(separator: "|"))] [--policy default|naive] [--generation] [--seconds N] [--clients N] [--threads N] [--database postgres://…] [--peer PATH]"
    /// The options only `--only serve` and `--only accounts` take.
    static let serveOptions: Set = ["seconds", "clients", "threads", "database"]

    package static let grammar = CommandGrammar(
        [],
        options: [
            .valued("viewport", "COLSxROWS"), .flag("json"), .valued("iterations", "N"),
            .valued("only", "PART", choices: parts), .valued("policy", "POLICY", choices: ["default", "naive"]),
            .flag("generation"), .valued("seconds", "N"), .valued("clients", "N"), .valued("threads", "N"),
            .valued("database", "URL"), .valued("peer", "PATH"),
        ])

    package static func run(_ arguments: [String], access: CatalogAccess, io: CommandIO) throws {
        var arguments = arguments
        let verification = try VerificationOptions(taking: &arguments)
        if let job = verification.child {
            return try VerificationBench.child(job, options: verification, access: access, io: io)
        }
        if let path = try Arguments.takeOption("peer-page", from: &arguments) {
            // The page both programs read, for a profile of either (scripts/order-functions).
            let store = try access.open()
            return try PeerData(BenchScenarios(store: store).s4Shelves).tsv.write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        if let page = try Arguments.takeOption("peer-child", from: &arguments) {
            guard verification.given.count == 1 else {
                throw CommandError.usage("--peer-child runs at one --viewport.")
            }
            return try PeerChild.run(page: page, size: verification.given[0].size)
        }
        // `VerificationOptions` took --viewport and --json already.
        let parsed = try Arguments(arguments, grammar: grammar)
        _ = try parsed.requirePositionals(0, usage: usage)
        let only = parsed.value("only")
        guard only == nil || parts.contains(only!) else {
            throw CommandError.usage("--only takes \(WordList.joined(parts, "or")).")
        }
        guard only == "serve" || only == "accounts" || serveOptions.allSatisfy({ parsed.value($0) == nil }) else {
            throw CommandError.usage(
                "--seconds, --clients, --threads and --database are for --only serve and accounts.")
        }
        guard only == "peer" || parsed.value("peer") == nil else {
            throw CommandError.usage("--peer is for --only peer.")
        }
        var iterations = 20
        if let text = parsed.value("iterations") {
            guard let number = Int(text), (1...10_000).contains(number) else {
                throw CommandError.usage("--iterations takes a whole number from 1 to 10000.")
            }
            iterations = number
        }
        let policy = try PolicyBench.policy(parsed.value("policy"), only: only)
        guard
            (only == nil && policy == nil) || only == "verify" || !verification.isSet
                || (only == "serve" && verification.given.isEmpty)
        else {
            throw CommandError.usage(
                "--viewport is for the verification (bench without --only or --policy), --json for it and --only serve."
            )
        }
        if parsed.flag("generation") { try benchGeneration(io: io) }
        if policy == nil, only == nil || only == "verify" {
            return try VerificationBench(access: access, options: verification, io: io).run()
        }
        let runs = { (part: String) in only == part }
        let timer = BenchTimer(io: io, iterations: iterations)
        if runs("scale") { return try ScaleBench.run(timer: timer) }

        if runs("sync") { return try SyncBench(access: access, io: io).run() }
        if runs("accounts") {
            return try AccountsBench(
                access: access, options: try ServeBench.Options(parsed, json: verification.json), io: io
            ).run()
        }
        let store = try access.open()
        let scenarios = try BenchScenarios(store: store)
        if let policy {
            return try PolicyBench.run(
                policy: policy, layout: only == "layout", access: access, scenarios: scenarios, timer: timer)
        }
        if runs("catalog") { try benchCatalog(store: store, scenarios: scenarios, timer: timer) }
        if runs("layout") { try LayoutBench.run(access: access, scenarios: scenarios, timer: timer) }
        if runs("terminal") { try TerminalBench.run(access: access, scenarios: scenarios, timer: timer) }
        if runs("app") { try AppBench(access: access, scenarios: scenarios, io: io, iterations: iterations).run() }
        if runs("artwork") {
            try benchArtwork(io: io)
            try CoverBench(access: access, scenarios: scenarios, io: io, iterations: iterations).run()
        }
        if runs("peer") {
            try benchPeer(PeerData(scenarios.s4Shelves), path: parsed.value("peer"), io: io, iterations: iterations)
        }
        if runs("serve") {
            try ServeBench(
                access: access, store: store, scenarios: scenarios,
                options: try ServeBench.Options(parsed, json: verification.json), iterations: iterations, io: io
            ).run()
        }
    }

    /// Our page beside the peer's in fresh processes of both, when the peer can be found or
    /// built; then our page's own figures, frame by frame, in this process. A round per
    /// iteration: a fresh process's frame reaches the pseudo-terminal early or late as the
    /// kernel schedules the reader, so one round's ratio varies several-fold, and a median
    /// needs many rounds to hold still from one run to the next.
    private static func benchPeer(_ data: PeerData, path: String?, io: CommandIO, iterations: Int) throws {
        do {
            let peer = try PeerProgram.locate(path)
            try PeerComparison(data: data, peer: peer, rounds: iterations, io: io).run()
        } catch let unavailable as PeerProgram.Unavailable {
            try io.write("No peer to measure beside: \(unavailable). Ours alone follows.\n")
        }
        try PeerBench(data: data, io: io, iterations: iterations).run()
    }

    /// One card's cover: decode, scale and convert on one thread, per output, against its
    /// target (under 1 ms a card in symbols, printed with the figures).
    private static func benchArtwork(io: CommandIO) throws {
        try io.write("Cover art per card (146 demo covers, 5 rounds, one thread; target under 1 ms in symbols)\n")
        let outputs: [ArtworkOutput] = [.symbols(.truecolor), .symbols(.indexed256), .kitty, .sixel]
        for output in outputs {
            let result: ArtworkBench.Result
            do {
                result = try ArtworkBench.measure(output: output)
            } catch {
                throw CommandError.failed("The cover-art bench failed: \(error.message)")
            }
            try io.write("  \(result)\n")
        }
    }

    private static func benchCatalog(store: SQLiteCatalogStore, scenarios: BenchScenarios, timer: BenchTimer) throws {
        try timer.io.write("Catalog queries (\(timer.iterations) runs each; median / fastest)\n")
        let summertime = scenarios.summertime.id
        let shell = try store.songShell(id: summertime, sort: .year)!.recordings
        try timer.report("shell rows, Summertime (\(shell.count) rows)") {
            _ = try store.songShell(id: summertime, sort: .year)
        }
        let batch = Array(shell.prefix(50).map(\.id))
        try timer.report("batch hydration, \(batch.count) ids") { _ = try store.hydrate(ids: batch) }
        let armstrong = scenarios.armstrong.id
        let recordings = try store.performerRecordings(id: armstrong)!.recordings
        try timer.report("performer recordings query, Louis Armstrong (\(recordings.count))") {
            _ = try store.performerRecordings(id: armstrong)
        }
        for sort in ArtistRecordingSort.allCases {
            let section = ArtistRecordingsSection(sort: sort)
            try timer.report("grouping \(recordings.count) recordings by \(sort.label.lowercased())") {
                _ = section.content(of: recordings)
            }
        }
        try timer.report("song grouping, Summertime by year (\(shell.count))") {
            _ = SongRecordingsSection(sort: .year).content(of: shell)
        }
        let performerCount = try store.performers().count
        try timer.report("performers index (\(performerCount) rows)") { _ = try store.performers() }
        let matchingA = try store.performers(matching: "a").count
        try timer.report("performers index, search \"a\" (\(matchingA) rows)") {
            _ = try store.performers(matching: "a")
        }
        try timer.report("performers index, search \"son\"") { _ = try store.performers(matching: "son") }
        try timer.report("songs index") { _ = try store.songs() }
        try timer.report("songs index, search \"ain’t\"") { _ = try store.songs(matching: "ain’t") }
    }

    private static func benchGeneration(io: CommandIO) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("approachnote-bench-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let location = CatalogLocation(path: directory + "/catalog.sqlite")
        let report = try DemoCatalogGenerator.generate(at: location, force: true)
        try io.write(
            "Demo catalog generation: " + Printf.string("%.2f", report.seconds) + " s, "
                + NumberText.megabytes(report.bytes) + "\n")
    }
}
