import Browsing
import Catalog
import Keys
import Layout
import Library

/// One of the user's repertoires: its songs in the user's order, each with how many of its
/// recordings are favourites, opened by Enter or a click; beside each, buttons to move it up
/// or down and to take it out (K, J and d on the focused song). Rename asks for the new name
/// in place; Delete asks first.
package final class RepertoirePage: PanelPage, OrderedListPage {
    let route: Route
    private let id: String
    private let context: PageContext
    private let loads: PageLoads
    private let presence: LibraryPresenceCheck
    private var panel: Panel?
    /// A number per opening of the rename field: each opening is a new field, its cursor after
    /// the name it starts with.
    private var renameSerial = 0

    private enum Panel: Equatable {
        /// The new name as typed.
        case rename(String)
        case confirmDelete
    }

    package static let renameLabel = "Rename…"
    package static let deleteLabel = "Delete…"
    package static let nameFieldLabel = "The repertoire's new name"
    package static let confirmLabel = "Delete it"
    package static let keepLabel = "Keep it"
    package static let playAllLabel = "▶ Play all backing tracks"
    package static let noBackingTracks = "None of these songs has a backing track in this catalog."

    init(id: String, context: PageContext) {
        self.id = id
        route = .repertoire(id: id)
        self.context = context
        loads = PageLoads(loader: context.loader)
        presence = LibraryPresenceCheck(loads: loads, library: context.library)
    }

    var isLoading: Bool { loads.isLoading }
    var isCountingDown: Bool { loads.isCountingDown }
    func left() { loads.cancelAll() }

    private var repertoire: Repertoire? { context.library.snapshot.repertoire(id: id) }

    func closePanel() -> Bool {
        guard let open = panel else { return false }
        panel = nil
        context.focus(open == .confirmDelete ? .delete : .rename)
        return true
    }

    // MARK: Changes

    private func rename() {
        guard case .rename(let name) = panel, context.library.rename(repertoire: id, to: name) else { return }
        panel = nil
        context.focus(.rename)
    }

    /// The page goes with its repertoire, back to the Library tab.
    private func delete() {
        panel = nil
        context.library.delete(repertoire: id)
        if repertoire == nil { context.close(route) }
    }

    private func move(_ song: String, by offset: Int) {
        guard let index = repertoire?.songs.firstIndex(where: { $0.id == song }) else { return }
        context.library.move(song: song, in: id, to: index + offset)
    }

    /// The focused song's row, among the focused control's reports.
    private func focusedSong(_ focused: [AnyHashable]) -> String? {
        focused.lazy.compactMap { ($0.base as? RepertoireRow)?.songID }.first
    }

    func moveEntry(later: Bool, focused: [AnyHashable]) -> Bool {
        guard let song = focusedSong(focused) else { return false }
        move(song, by: later ? 1 : -1)
        return true
    }

    func removeEntry(focused: [AnyHashable]) -> Bool {
        guard let song = focusedSong(focused) else { return false }
        remove(song)
        return true
    }

    private func remove(_ song: String) { context.library.remove(song: song, from: id) }

    /// Every backing track of the repertoire's songs, song after song in the user's order,
    /// played through mpv from the first, with next and previous: asked of the catalog first,
    /// off the main thread.
    private func playAll() {
        guard let songs = repertoire?.songs.map(\.id), !songs.isEmpty else { return }
        let context = context
        loads.load { catalog in
            try songs.flatMap { try catalog.songVideos(id: $0, type: SongVideo.backingTrack) }
        } then: { result in
            switch result {
            case .success(let tracks):
                let items = BackingTracks.items(tracks)
                if items.isEmpty { context.tell(Self.noBackingTracks) } else { context.play(items, 0) }
            case .failure(let failure):
                context.tell("Could not find the backing tracks: \(failure.description)")
            }
        }
    }

    // MARK: View

    func body() -> Element {
        presence.refresh()
        return ScrollView(.vertical) {
            VStack(spacing: 0) {
                if let repertoire {
                    content(repertoire)
                } else {
                    Text("This repertoire is no longer in your library.").bold()
                }
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id(ScrollArea.page)
    }

    @ViewBuilder private func content(_ repertoire: Repertoire) -> Element {
        let count = repertoire.songs.count
        Text(repertoire.name).heading()
        HStack(spacing: 2) {
            Text("Repertoire · \(GroupedNumber.counted(count, "song"))").secondary()
            Button(Self.renameLabel) { [weak self] in
                guard let self else { return }
                panel = .rename(repertoire.name)
                renameSerial += 1
                context.focus(.renameField(serial: renameSerial))
            }
            .id(FocusTarget.rename)
            Button(Self.deleteLabel) { [weak self] in
                self?.panel = .confirmDelete
                self?.context.focus(.keep)
            }
            .id(FocusTarget.delete)
            if count > 0 { Button(Self.playAllLabel) { [weak self] in self?.playAll() } }
        }
        switch panel {
        case .rename(let name):
            HStack(spacing: 1) {
                Text("New name:").bold()
                TextField(
                    Self.nameFieldLabel, text: name, onChange: { [weak self] in self?.panel = .rename($0) },
                    onSubmit: { [weak self] in self?.rename() }
                )
                .id(FocusTarget.renameField(serial: renameSerial))
                .frame(maxWidth: Proposal.unlimited)
            }
            Text("Enter renames it; Esc keeps the name.").dim()
        case .confirmDelete:
            Text("Delete “\(repertoire.name)” and its list of \(GroupedNumber.counted(count, "song"))?").bold()
                .lineLimit(2)
            Text("The songs stay in the catalog; your favourites stay too.").secondary()
            HStack(spacing: 2) {
                Button(Self.confirmLabel) { [weak self] in self?.delete() }
                Button(Self.keepLabel) { [weak self] in _ = self?.closePanel() }.id(FocusTarget.keep)
            }
        case nil:
            EmptyView()
        }
        Text(" ")
        if repertoire.songs.isEmpty {
            Text(
                "No songs yet: open a song and choose “Add to repertoire…” (\(context.keyMap.keys(for: .addToRepertoire)))."
            )
            .dim()
        }
        ForEach(Array(repertoire.songs.enumerated()), id: \.element.id) { [self] index, song in
            row(song, at: index, of: count)
        }
        if presence.failure.failure != nil {
            Text(" ")
            LoadFailureNotice(subject: "which songs the catalog holds", failure: presence.failure)
        }
    }

    private func row(_ song: RepertoireSong, at index: Int, of count: Int) -> Element {
        let context = context
        let missing = presence.presence.missingSongs.contains(song.id)
        let favorites = context.library.snapshot.favoriteCount(ofSong: song.id)
        return HStack(spacing: 1) {
            Button(
                title: song.title,
                action: {
                    if missing {
                        context.tell(LibraryPage.missing(song.title))
                    } else {
                        context.push(.song(id: song.id, anchor: nil))
                    }
                }
            ) {
                HStack(spacing: 1) {
                    Text("\(index + 1).").dim()
                    Text(song.title + (song.composedYear.map { " (\($0))" } ?? "")).lineLimit(1)
                    if favorites > 0 { Text("· \(favorites) ★").foreground(Color.favorite) }
                    if missing { Text("· \(CatalogPresence.notInCatalog)").dim().lineLimit(1) }
                }
            }
            Spacer()
            Button(
                title: "Move \(song.title) up", isEnabled: index > 0,
                action: { [weak self] in self?.move(song.id, by: -1) }
            ) {
                Text("↑")
            }
            Button(
                title: "Move \(song.title) down", isEnabled: index + 1 < count,
                action: { [weak self] in self?.move(song.id, by: 1) }
            ) {
                Text("↓")
            }
            Button(title: "Take \(song.title) out", action: { [weak self] in self?.remove(song.id) }) { Text("Remove") }
        }
        .frame(maxWidth: Proposal.unlimited)
        // Every control of the row stands for its song, for the keys that act on the focused one.
        .reportsVisibility(RepertoireRow(songID: song.id))
    }
}

/// A repertoire's row, for the keys that act on the song whose control has the focus.
struct RepertoireRow: Hashable {
    let songID: String
}
