import Layout
import Library

/// A song page's "Add to repertoire…" panel: a button a repertoire (a ✓ on those that hold the
/// song already, which take it out again), and a field to name a new one that is made with the
/// song in it.
package struct RepertoireChooser: View {
    package static let title = "Add to repertoire"
    package static let newName = "New repertoire's name"
    package static let done = "Done"

    let songTitle: String
    let songID: String
    let repertoires: [Repertoire]
    /// What is typed in the new repertoire's field.
    let typed: String
    let type: (String) -> Void
    /// A repertoire's id: the song goes in, or comes out when it is in.
    let toggle: (String) -> Void
    let create: () -> Void
    let close: () -> Void

    package var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 2) {
                Text("\(Self.title): \(songTitle)").bold().lineLimit(1)
                Spacer()
                Button(Self.done, action: close)
            }
            if repertoires.isEmpty {
                Text("No repertoires yet: name the first below.").secondary()
            }
            for repertoire in repertoires {
                let holds = repertoire.contains(song: songID)
                Button(title: repertoire.name, action: { [toggle] in toggle(repertoire.id) }) {
                    Text((holds ? "✓ " : "+ ") + repertoire.name + (holds ? " (in it; Enter takes it out)" : ""))
                        .lineLimit(1)
                }
                .id(FocusTarget.repertoire(id: repertoire.id))
            }
            // An id of its own: a repertoire made above it must not move the field, and the
            // focus with it, to another identity.
            HStack(spacing: 1) {
                Text("New:").bold()
                TextField(Self.newName, text: typed, onChange: type, onSubmit: create)
                    .id(FocusTarget.newRepertoireName)
                    .frame(maxWidth: Proposal.unlimited)
            }
            .id("new-repertoire")
            Text("Enter makes the repertoire with the song in it; Esc closes.").dim()
        }
        .padding(horizontal: 1, vertical: 0)
        .border()
        .focusSection(.panel)
        .id(Self.panelID)
    }

    /// The panel's id on the page, which scrolls it into view whole when it opens.
    package static let panelID = "repertoire-chooser"
}
