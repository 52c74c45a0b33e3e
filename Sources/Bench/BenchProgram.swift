import Catalog
import CommandSupport
import FoundationEssentials

/// `approachnote-bench`, the bench's own program: built beside `approachnote` and run from the
/// source tree, never installed. It reads the catalog at `--catalog PATH`, or at the default
/// place (generating the demo catalog there on a first run), and runs `approachnote` beside
/// itself for what it measures in a child process.
package enum BenchProgram {
    package static let name = "approachnote-bench"

    /// Runs the bench on `arguments`; returns the exit status (2 for a usage error).
    package static func run(_ arguments: [String], environment: CommandEnvironment, io: CommandIO) -> Int32 {
        CommandError.exitStatus(program: name, io: io) { try bench(arguments, environment: environment, io: io) }
    }

    /// The process's own arguments, as bytes: any that is not UTF-8 is a usage error.
    package static func run(rawArguments: [[UInt8]], environment: CommandEnvironment, io: CommandIO) -> Int32 {
        CommandError.exitStatus(program: name, io: io) {
            try bench(ProcessText.arguments(rawArguments), environment: environment, io: io)
        }
    }

    private static func bench(_ arguments: [String], environment: CommandEnvironment, io: CommandIO) throws {
        var rest = arguments
        if rest.contains("--help") || rest.contains("-h") { return try io.write(help + "\n") }
        let catalog = try Arguments.takeOption("catalog", from: &rest)
        let location = try CatalogLocation.resolve(
            explicitPath: catalog, environment: environment.values, undecodable: environment.undecodable)
        let access = CatalogAccess(location: location, io: io, isDefaultLocation: catalog == nil)
        try BenchCommand.run(rest, access: access, io: io)
    }

    /// The whole bench's help: its usage and what each part measures.
    package static let help = """
        Usage: \(BenchCommand.usage)

        Times what the pages depend on; use a release build for real figures. With no --only
        (or --only verify), the verification of six scenarios (S1 "All of Me" by year and S2 by
        name, both with Playable only off; S3 Louis Armstrong by year and S4 by song; S5 S4 with
        only its Tiger Rag shelf open and scrolled to; S6 S2 and S4 with every shelf open) at
        200×60 and 60×50 and at each --viewport COLSxROWS, every one in a fresh process of
        approachnote, twice (covers on; covers off, for the memory without
        cover art). Each runs, in order: open (the link to the first complete frame, timed from
        the spawn, and to settled), expand all (every shelf opened at once), scroll to the
        bottom (G), the largest shelf to its last card (End), a 3 s idle window (frames, layout
        passes, CPU time) and a 3 s fast scroll (wheel events over the page and a carousel at 60
        a second: the main thread per frame, covers decoded and on which thread, peak memory).
        Per phase: wall time, the main thread's time by loop phase, frames, layout passes and
        the most in a frame, nodes built, bytes written and diagnostics, each figure beside the
        target it is held to, misses marked; then a summary table. --json prints one object per
        scenario × viewport × phase instead. It takes about five minutes. The other parts:
        catalog: the
        queries (the shell rows of "Summertime", batch hydration of 50 recordings, Louis
        Armstrong's recordings and their grouping, the songs and performers indexes). layout:
        the layout engine on the application's artist page of Louis Armstrong by song, all 99
        shelves open, at 200×60 (first frame, a scroll step, a shelf toggle, retained memory).
        terminal: the application's run loop, headless, on that page (key to frame, a shelf
        toggle's bytes, three idle seconds). scale: an artist page of 1,000 to 1,000,000
        recordings made up in memory, by year and by song, every shelf open (grouping, opening,
        a wheel notch's frame on the page and on a carousel; the frame at 1,000,000 against
        1.5× the one at 1,000). app: the application against its targets, as a table —
        from opening a link to the first complete frame and to settled (S1, S4), opening all
        of S4's shelves and scrolling to its bottom, searching and scrolling the Songs and
        Artists lists, the first frame in a real terminal and render as child processes, and
        the peak memory of the largest pages. artwork: one card's cover decoded, scaled and
        converted on one thread, as colour symbols, kitty and sixel; then, with covers made
        afresh, S5's 146 cards scrolled by Right held at 60 presses a second (the main thread's
        time per frame, the wait for every cover on screen after the last press) and the
        memory cache at the end of S6. peer: the page the Rust immediate-mode peer (tui-rs)
        draws, Louis Armstrong's 99 song shelves of 20×8 cards with truecolour art, in the run
        loop writing to a pseudo-terminal, at 200×60 and 60×50 (first frame, expand all, scroll
        to the bottom, the largest carousel to its last card; bytes written, each frame's time
        split into layout, encoding and write, resident memory), against its targets;
        then the frame encoder on a whole truecolour frame and on one cell changed. serve:
        approachnote serve in a child process on the loopback (the catalog, or with --database a
        PostgreSQL one), one client alone (the Summertime shell and batches of 50, made anew and
        from the server's cache), then --clients keep-alive clients (64) for --seconds (30) on a
        mix of summaries, shells and batches, then on batches alone: requests a second, p50 and
        p99 latency, errors (any answer but the expected 200), the server's peak memory, and
        every request sent found once in its log; --threads is serve's; --json prints one
        object. --only runs
        one part, --iterations sets how many runs its figures take (20); --generation also times
        a full demo catalog generation into a temporary directory. --policy runs a bisection of
        the original app's wedge instead: S4's shelves, all open, as that app drew them, with the
        shelf list and the carousels each eager or lazy, the shelves estimated 1 row and then 12,
        opened and scrolled by wheel notches and pages at 200×60 and 60×50; per combination,
        whether every frame settled, the most passes a frame took, the frames that ran into the
        pass bound, the passes they took with the bound lifted to 1000 (or never) and the node
        blamed. naive models the original app's failure (a child out of view counts as its estimate
        again, a lazy stack measures across only what it has built, a scroll view keeps its
        offset rather than what it showed), and is shown beside default; with --only layout,
        the layout part runs first, under that policy.
        """
}
