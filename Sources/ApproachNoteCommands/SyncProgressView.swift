import Browsing
import CatalogSync
import CommandSupport
import Platform
import Synchronization
import TextFormatting

/// The sync's progress: on a terminal one line redrawn in place, with a bar, the rate and the
/// time left; otherwise a line at the end of each phase, and one when the server makes it wait.
package final class SyncProgressView: @unchecked Sendable {
    private let io: CommandIO
    /// Seconds on a monotonic clock: the rate, the time left and how often the line is redrawn
    /// are measured with it (tests give a clock of their own).
    private let now: @Sendable () -> Double
    private let state = Mutex(State())

    /// What the drawing so far leaves for the next: when the line was last drawn, when the
    /// phase began, when a wait was last told, and whether a line is on the terminal.
    private struct State {
        var lastDrawn = 0.0
        var phaseStarted = 0.0
        var lastWaitLine = -Double.infinity
        var drawn = false
    }

    package init(io: CommandIO, now: @escaping @Sendable () -> Double = MonotonicClock.seconds) {
        self.io = io
        self.now = now
    }

    package var show: @Sendable (SyncProgress) -> Void {
        { [self] progress in state.withLock { draw(progress, &$0) } }
    }

    package func clear() {
        state.withLock { state in
            if state.drawn { try? io.clearErrorLine() }
            state.drawn = false
        }
    }

    private func draw(_ progress: SyncProgress, _ state: inout State) {
        let now = now()
        switch progress {
        case .began(let phase, let total):
            state.phaseStarted = now
            line("Syncing \(phase.rawValue): 0 of \(GroupedNumber.text(total))", now: now, &state)
        case .advanced(let phase, let done, let total, _, _, let kept):
            guard io.errorIsTerminal, now - state.lastDrawn >= 0.1 || done == total else { return }
            let elapsed = max(0.001, now - state.phaseStarted)
            let rate = Double(done - kept) / elapsed
            let left = rate > 0 ? Double(total - done) / rate : 0
            let width = 24
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            line(
                "Syncing \(phase.rawValue) \(bar) \(GroupedNumber.text(done))/\(GroupedNumber.text(total)), "
                    + "\(Int(rate.rounded()))/s, \(Self.duration(left)) left", now: now, &state)
        case .waiting(let seconds, let reason):
            guard io.errorIsTerminal || now - state.lastWaitLine >= 5 else { return }
            state.lastWaitLine = now
            let text = "Waiting \(Self.duration(seconds)): \(reason)"
            if io.errorIsTerminal { line(text, now: now, &state) } else { try? io.writeError(text + "\n") }
        case .ended(let phase, let total, let fetched, let unchanged, let kept, let seconds):
            guard !io.errorIsTerminal else { return }
            try? io.writeError(
                "\(phase.rawValue): \(GroupedNumber.text(total)) (\(GroupedNumber.text(fetched)) fetched, "
                    + "\(GroupedNumber.text(unchanged)) unchanged, \(GroupedNumber.text(kept)) kept from the last run) "
                    + "in \(Printf.string("%.1f", seconds)) s\n")
        case .downloading(let bytes, let seconds):
            guard io.errorIsTerminal, now - state.lastDrawn >= 0.1 else { return }
            let rate = seconds > 0 ? Int(Double(bytes) / seconds) : 0
            line(
                "Downloading the catalog file: \(NumberText.megabytes(bytes)), "
                    + "\(NumberText.megabytes(rate))/s", now: now, &state)
        case .writing:
            if io.errorIsTerminal {
                line("Writing the catalog", now: now, &state)
            } else {
                try? io.writeError("Writing the catalog\n")
            }
        }
    }

    /// Redraws the terminal's one line; without a terminal the phases' end lines say it all.
    private func line(_ text: String, now: Double, _ state: inout State) {
        guard io.errorIsTerminal else { return }
        try? io.redrawErrorLine(text)
        state.drawn = true
        state.lastDrawn = now
    }

    private static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
    }
}
