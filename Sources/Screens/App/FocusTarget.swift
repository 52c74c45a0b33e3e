import Catalog
import Library

/// The controls the application moves the focus to by itself, each given its case as its id
/// (`.id(_:)`): a panel that opens takes the focus, the button that opened it gets it back.
/// An id, not the words a control shows: a repertoire may be named "Done" beside the Done
/// button, or like a song; no two controls on screen share an id.
package enum FocusTarget: Hashable, Sendable {
    /// The field of the `o` prompt.
    case linkPrompt
    /// The search field of the page shown (`/`).
    case search
    /// The song page's Filter button, and its sheet's choices and Done.
    case filter
    case service(StreamingService)
    case filterDone
    /// A repertoire's button: in the song page's chooser, or on the Library tab.
    case repertoire(id: String)
    /// "Add to repertoire…" on a song's page.
    case addToRepertoire
    /// "New repertoire…" on the Library tab, and the field that names a new repertoire there
    /// or in the chooser.
    case newRepertoire
    case newRepertoireName
    /// A repertoire's page: Rename…, its field (a new one each time, so that it starts from
    /// the current name), Delete… and Keep it.
    case rename
    case renameField(serial: Int)
    case delete
    case keep
    /// The Settings tab's Account section: Sign in…, its form's fields and button; Sync now
    /// and Sign out.
    case signIn
    case accountServer
    case accountEmail
    case accountPassword
    case submitSignIn
    case syncNow
    case signOut
    /// The `:` prompt's choices, when a name named none exactly: by place, first to last.
    case nameChoice(index: Int)
    /// A row of a list, by the id the list gives it (its `ForEach` id): a search's first
    /// result.
    case row(id: String)

    /// The id the control carries: the case itself, but for a row, whose id is the list's.
    package var controlID: AnyHashable {
        if case .row(let id) = self { AnyHashable(id) } else { AnyHashable(self) }
    }
}

extension Repertoire {
    /// The id of the repertoire's button.
    var focusTarget: FocusTarget { .repertoire(id: id) }
}
