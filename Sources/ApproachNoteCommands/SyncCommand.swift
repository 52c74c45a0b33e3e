import Browsing
import Catalog
import CatalogSync
import CommandSupport
import FoundationEssentials
import Glibc
import Platform
import Signals
import TextFormatting

/// `approachnote catalog sync --server URL`: the server's catalog mirrored into the catalog
/// file, with its progress shown, Ctrl-C keeping what was fetched for the next run.
enum SyncCommand {
    static let usage =
        "approachnote catalog sync --server URL [--catalog PATH] [--parallel N] [--rate N] [--give-up-after SECONDS]"

    static func run(_ arguments: Arguments, access: CatalogAccess, io: CommandIO) throws {
        _ = try arguments.requirePositionals(0, usage: usage)
        guard let server = access.server else {
            throw CommandError.usage("Name the server to sync from with --server URL. Usage: \(usage)")
        }
        var policy = SyncPolicy()
        policy.parallel = try arguments.number("parallel", in: 1...16) ?? policy.parallel
        policy.rate = try arguments.number("rate", in: 1...10_000).map(Double.init)
        policy.giveUpAfter =
            try arguments.number("give-up-after", in: 0...86_400).map(Double.init) ?? policy.giveUpAfter
        let stop = StopRequest()
        let view = SyncProgressView(io: io)
        let report: CatalogSync.Report
        do {
            report = try CatalogSync.run(
                from: server, into: access.location, policy: policy, stopRequested: stop.isRequested,
                report: view.show)
        } catch {
            view.clear()
            throw CommandError.failed("\(error)")
        }
        view.clear()
        let counts = report.counts
        var text =
            "Synced the catalog of \(report.server) into \(report.path) "
            + "(\(NumberText.megabytes(CatalogLocation.fileSize(report.path)))) in \(Printf.string("%.1f", report.seconds)) s"
            + "\(report.resumed ? ", continuing the last sync" : ""): \(GroupedNumber.text(counts.songs)) songs, "
            + "\(GroupedNumber.text(counts.recordings)) recordings, \(GroupedNumber.text(counts.performers)) performers; "
            + "\(GroupedNumber.text(report.requests)) requests.\n"
        if report.recordingsWithoutPages > 0 || report.performersWithoutPages > 0 {
            text +=
                "The server has no page of \(GroupedNumber.text(report.recordingsWithoutPages)) recordings and "
                + "\(GroupedNumber.text(report.performersWithoutPages)) performers: they are written from its lists "
                + "(no release details, biographies or dates).\n"
        }
        if report.changes.compared { text += "Changes since the last sync: \(report.changes.summary).\n" }
        try io.write(text)
    }
}

/// Ctrl-C and termination, turned into a request that the sync stop at its next step (the
/// workers finish the request in hand and keep it).
private final class StopRequest: @unchecked Sendable {
    private let pipe = SignalBytePipe([SIGINT, SIGTERM, SIGHUP])
    private let lock = Lock()
    private var requested = false

    var isRequested: @Sendable () -> Bool {
        { [self] in
            lock.withLock {
                if !requested, !pipe.drain().isEmpty { requested = true }
                return requested
            }
        }
    }
}

/// The sync's progress: on a terminal one line redrawn in place, with a bar, the rate and the
/// time left; otherwise a line at the end of each phase, and one when the server makes it wait.
private final class SyncProgressView: @unchecked Sendable {
    private let io: CommandIO
    private let lock = Lock()
    private var lastDrawn = 0.0
    private var phaseStarted = 0.0
    private var lastWaitLine = -Double.infinity
    private var drawn = false

    init(io: CommandIO) { self.io = io }

    var show: @Sendable (SyncProgress) -> Void {
        { [self] progress in lock.withLock { draw(progress) } }
    }

    func clear() {
        lock.withLock {
            if drawn { try? io.clearErrorLine() }
            drawn = false
        }
    }

    private func draw(_ progress: SyncProgress) {
        let now = Date().timeIntervalSinceReferenceDate
        switch progress {
        case .began(let phase, let total):
            phaseStarted = now
            line("Syncing \(phase.rawValue): 0 of \(GroupedNumber.text(total))", now: now)
        case .advanced(let phase, let done, let total, _, _, let kept):
            guard io.errorIsTerminal, now - lastDrawn >= 0.1 || done == total else { return }
            let elapsed = max(0.001, now - phaseStarted)
            let rate = Double(done - kept) / elapsed
            let left = rate > 0 ? Double(total - done) / rate : 0
            let width = 24
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            line(
                "Syncing \(phase.rawValue) \(bar) \(GroupedNumber.text(done))/\(GroupedNumber.text(total)), "
                    + "\(Int(rate.rounded()))/s, \(Self.duration(left)) left", now: now)
        case .waiting(let seconds, let reason):
            guard io.errorIsTerminal || now - lastWaitLine >= 5 else { return }
            lastWaitLine = now
            let text = "Waiting \(Self.duration(seconds)): \(reason)"
            if io.errorIsTerminal { line(text, now: now) } else { try? io.writeError(text + "\n") }
        case .ended(let phase, let total, let fetched, let unchanged, let kept, let seconds):
            guard !io.errorIsTerminal else { return }
            try? io.writeError(
                "\(phase.rawValue): \(GroupedNumber.text(total)) (\(GroupedNumber.text(fetched)) fetched, "
                    + "\(GroupedNumber.text(unchanged)) unchanged, \(GroupedNumber.text(kept)) kept from the last run) "
                    + "in \(Printf.string("%.1f", seconds)) s\n")
        case .writing:
            if io.errorIsTerminal {
                line("Writing the catalog", now: now)
            } else {
                try? io.writeError("Writing the catalog\n")
            }
        }
    }

    /// Redraws the terminal's one line; without a terminal the phases' end lines say it all.
    private func line(_ text: String, now: Double) {
        guard io.errorIsTerminal else { return }
        try? io.redrawErrorLine(text)
        drawn = true
        lastDrawn = now
    }

    private static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
    }
}
