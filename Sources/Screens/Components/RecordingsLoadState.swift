import Browsing
import Layout

/// Beside a recordings heading: "Reloading…" while a new shell is on its way, and, when some
/// recordings could not be loaded after every retry, how many, with a Retry — and, while the
/// server is away, the countdown to the retry that comes by itself.
struct RecordingsLoadState<Shell: Sendable>: View {
    let hydration: RecordingHydration<Shell>

    var body: some View {
        HStack(spacing: 2) {
            if let indicator = hydration.indicator { Text(indicator).dim() }
            if !hydration.failedIDs.isEmpty {
                Text("⚠ \(GroupedNumber.text(hydration.failedIDs.count)) could not load").bold()
                Button("Retry") { [hydration] in hydration.rowsFailure.retryNow() }
                if let retrying = hydration.rowsFailure.state { Text(retrying.text).dim() }
            }
        }
    }
}
