import Browsing
import Catalog
import CatalogSync
import CommandSupport
import FoundationEssentials
import Glibc
import Signals
import Synchronization
import TextFormatting

/// `approachnote catalog sync --server URL`: the server's catalog mirrored into the catalog
/// file, with its progress shown, Ctrl-C keeping what was fetched for the next run.
enum SyncCommand {
    static let usage =
        "approachnote catalog sync --server URL [--catalog PATH] [--parallel N] [--rate N] [--give-up-after SECONDS] "
        + "[--allow-removals] [--page-by-page] [--full]"

    static func run(_ arguments: Arguments, access: CatalogAccess, io: CommandIO) throws {
        _ = try arguments.requirePositionals(0, usage: usage)
        guard let server = access.server else {
            throw CommandError.usage("Name the server to sync from with --server URL. Usage: \(usage)")
        }
        var policy = SyncPolicy()
        policy.parallel = try arguments.number("parallel", in: SyncPolicy.parallelRange) ?? policy.parallel
        policy.rate = try arguments.number("rate", in: 1...10_000).map(Double.init)
        policy.giveUpAfter =
            try arguments.number("give-up-after", in: 0...86_400).map(Double.init) ?? policy.giveUpAfter
        policy.allowsRemovals = arguments.flag("allow-removals")
        policy.pageByPage = arguments.flag("page-by-page")
        policy.rereadsAll = arguments.flag("full")
        let stop = StopRequest()
        let view = SyncProgressView(io: io)
        let report: CatalogSync.Report
        do {
            report = try CatalogSync.run(
                from: server, into: access.location, policy: policy, stopRequested: stop.isRequested,
                report: view.show)
        } catch {
            view.clear()
            // Stopped by the user, the sync still says what it kept; the status says how it ended.
            if error.isInterruption, let signal = stop.signal {
                throw CommandError.stopped(signal: signal, message: "\(error)")
            }
            throw CommandError.failed("\(error)")
        }
        view.clear()
        let counts = report.counts
        var text =
            "Synced the catalog of \(report.server) into \(report.path) "
            + "(\(NumberText.megabytes(CatalogLocation.fileSize(report.path)))) in \(Printf.string("%.1f", report.seconds)) s"
            + "\(report.resumed ? ", continuing the last sync" : ""): \(GroupedNumber.text(counts.songs)) songs, "
            + "\(GroupedNumber.text(counts.recordings)) recordings, \(GroupedNumber.text(counts.performers)) performers; "
            + "\(GroupedNumber.counted(report.requests, "request")).\n"
        if report.recordingsWithoutPages > 0 || report.performersWithoutPages > 0 {
            text +=
                "The server has no page of \(GroupedNumber.text(report.recordingsWithoutPages)) recordings and "
                + "\(GroupedNumber.text(report.performersWithoutPages)) performers: they are written from its lists "
                + "(no release details, biographies or dates).\n"
        }
        if report.changes.compared { text += "Changes since the last sync: \(report.changes.summary).\n" }
        if !report.countDifferences.isEmpty {
            text += "The copy holds other counts than the server reports:\n"
            for difference in report.countDifferences {
                text +=
                    "  \(difference.name): \(GroupedNumber.text(difference.copy)) of \(GroupedNumber.text(difference.server))"
                    + " (\(difference.reason))\n"
            }
        }
        if counts.songs > 0,
            (try? SQLiteCatalogStore.open(CatalogLocation(path: report.path)).holdsAlternateTitles()) == false
        {
            text +=
                "The server gave no song another title (as \"Round About Midnight\" for \"'Round Midnight\"): "
                + "searches of this copy find songs by their titles and composers only.\n"
        }
        try io.write(text)
    }
}

/// Ctrl-C and termination, turned into a request that the sync stop at its next step (the
/// workers finish the request in hand and keep it).
private final class StopRequest: @unchecked Sendable {
    private let pipe = SignalBytePipe([SIGINT, SIGTERM, SIGHUP])
    /// The first signal that asked the sync to stop.
    private let requested = Mutex<Int32?>(nil)

    var isRequested: @Sendable () -> Bool {
        { [self] in
            requested.withLock { requested in
                if requested == nil { requested = pipe.drain().first }
                return requested != nil
            }
        }
    }

    var signal: Int32? { requested.withLock { $0 } }
}
