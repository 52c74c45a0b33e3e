import Layout

/// A part of a page that could not be loaded: what and why, and a Retry. Nothing is lost by
/// trying again; a catalog that comes back (a file restored, a server up again) loads. When
/// the server was away, the notice also counts down to the retry that comes by itself.
struct LoadFailureNotice: View {
    /// Where an automatic retry stands.
    enum Retrying: Equatable {
        case inSeconds(Int)
        /// Under way: the answer is awaited.
        case now

        /// "Retrying in 3 s — r to retry now", or "Retrying now…".
        var text: String {
            switch self {
            case .inSeconds(let seconds): "Retrying in \(seconds) s — r to retry now"
            case .now: "Retrying now…"
            }
        }
    }

    /// What failed, as it ends "Could not load …" ("this song", "the recordings").
    let subject: String
    let reason: String
    var retrying: Retrying?
    let retry: () -> Void

    /// The notice for `retry`'s failure, with its countdown.
    init(subject: String, failure: AutomaticRetry) {
        self.subject = subject
        reason = failure.failure?.description ?? ""
        retrying = failure.state
        retry = { [weak failure] in failure?.retryNow() }
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("Could not load \(subject): \(reason)").lineLimit(4)
            HStack(spacing: 2) {
                Button(title: "Retry loading \(subject)", action: retry) { Text("Retry") }
                if let retrying { Text(retrying.text).dim() }
            }
        }
    }
}
