import Browsing
import Catalog
import Keys
import Layout
import Library

/// The Library tab: the user's repertoires (each opens its page) with a field to make a new
/// one, and the favourite recordings, newest first (each opens the recording). An entry the
/// catalog no longer holds says so, and stays.
final class LibraryPage: PanelPage {
    let route = Route.library
    private let context: PageContext
    private let loads: PageLoads
    private let presence: LibraryPresenceCheck
    /// The new repertoire's name, while its field shows.
    private var naming: String?

    static let newRepertoireLabel = "New repertoire…"
    static let nameFieldLabel = "Name of the new repertoire"

    init(context: PageContext) {
        self.context = context
        loads = PageLoads(loader: context.loader)
        presence = LibraryPresenceCheck(loads: loads, library: context.library)
    }

    var isLoading: Bool { loads.isLoading }
    var isCountingDown: Bool { loads.isCountingDown }
    func left() { loads.cancelAll() }

    private var library: LibrarySnapshot { context.library.snapshot }

    func closePanel() -> Bool {
        guard naming != nil else { return false }
        naming = nil
        context.focus(.newRepertoire)
        return true
    }

    private func startNaming() {
        naming = ""
        context.focus(.newRepertoireName)
    }

    private func create() {
        guard let made = context.library.createRepertoire(named: naming ?? "") else { return }
        naming = nil
        context.focus(.repertoire(id: made.id))
    }

    func favorite(focused: [AnyHashable]) -> FavoriteRecording? {
        guard let card = focusedCard(focused) else { return nil }
        return library.favorites.first { $0.id == card }
    }

    func body() -> Element {
        presence.refresh()
        return ScrollView(.vertical) {
            VStack(spacing: 0) {
                Text("Your library").heading()
                if let reason = context.library.unavailable {
                    Text(reason).bold()
                } else if let account = context.account, account.session != nil {
                    Text(AccountSection.syncLine(account, state: context.library.syncState)).secondary().lineLimit(2)
                } else {
                    Text("Kept on this computer, apart from any catalog.").secondary()
                }
                Text(" ")
                repertoires
                Text(" ")
                favorites
                if presence.failure.failure != nil {
                    Text(" ")
                    LoadFailureNotice(subject: "which entries the catalog holds", failure: presence.failure)
                }
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id(ScrollArea.page)
    }

    @ViewBuilder private var repertoires: Element {
        HStack(spacing: 2) {
            Text("REPERTOIRES (\(GroupedNumber.text(library.repertoires.count)))").heading()
            Button(Self.newRepertoireLabel) { [weak self] in self?.startNaming() }.id(FocusTarget.newRepertoire)
        }
        if let naming {
            HStack(spacing: 1) {
                Text("Name:").bold()
                TextField(
                    Self.nameFieldLabel, text: naming, onChange: { [weak self] in self?.naming = $0 },
                    onSubmit: { [weak self] in self?.create() }
                )
                .id(FocusTarget.newRepertoireName)
                .frame(maxWidth: Proposal.unlimited)
            }
            Text("Enter makes it; Esc does not.").dim()
        }
        if library.repertoires.isEmpty {
            Text("None yet: make one here, or with “Add to repertoire…” on a song's page.").dim()
        }
        ForEach(library.repertoires, id: \.focusTarget) { [context] repertoire in
            Button(title: repertoire.name, action: { context.push(.repertoire(id: repertoire.id)) }) {
                Text("\(repertoire.name) · \(GroupedNumber.counted(repertoire.songs.count, "song"))").lineLimit(1)
            }
            .element
        }
    }

    @ViewBuilder private var favorites: Element {
        Text("FAVOURITE RECORDINGS (\(GroupedNumber.text(library.favorites.count)))").heading()
        if library.favorites.isEmpty {
            Text("None yet: \(context.keyMap.keys(for: .favorite)) on a recording's card or page marks it ★.").dim()
        }
        ForEach(library.favorites, id: \.id) { [context, presence] favorite in
            let missing = presence.presence.missingRecordings.contains(favorite.id)
            return Button(
                title: FavoriteLine.text(favorite),
                action: {
                    if missing {
                        context.tell(LibraryPage.missing(favorite.songTitle))
                    } else {
                        context.push(.recording(id: favorite.id))
                    }
                }
            ) {
                HStack(spacing: 1) {
                    Text("★").foreground(Color.favorite)
                    Text(FavoriteLine.text(favorite)).lineLimit(1)
                    if missing { Text("· \(CatalogPresence.notInCatalog)").dim().lineLimit(1) }
                }
            }
            .element
            .reportsVisibility(VisibleCard(id: favorite.id, hydrates: false, coverURL: nil))
        }
    }

    static func missing(_ title: String) -> String {
        "“\(title)” is \(CatalogPresence.notInCatalog); it stays in your library until you take it out."
    }
}

/// How a favourite is named in a list: the song, the artist, the album and the year.
enum FavoriteLine {
    static func text(_ favorite: FavoriteRecording) -> String {
        [favorite.songTitle, favorite.artist, RecordingCardText.album(favorite.albumTitle)].compactMap { $0 }
            .joined(separator: " · ") + (favorite.recordingYear.map { " (\($0))" } ?? "")
    }
}
