import Layout

/// A part of a page that could not be loaded: what and why, and a Retry. Nothing is lost by
/// trying again; a catalog that comes back (a file restored, a server up again) loads.
struct LoadFailureNotice: View {
    /// What failed, as it ends "Could not load …" ("this song", "the recordings").
    let subject: String
    let reason: String
    let retry: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            Text("Could not load \(subject): \(reason)").lineLimit(4)
            Button(title: "Retry loading \(subject)", action: retry) { Text("Retry") }
        }
    }
}
