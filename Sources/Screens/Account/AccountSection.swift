import Layout
import Library
import UntrustedText

/// The sign-in form's fields, while it is open on the Settings tab.
struct SignInForm: Equatable {
    var server: String
    var email = ""
    var password = ""
}

/// The Settings tab's Account section: who is signed in and the library's last sync, with
/// Sync now and Sign out; or Sign in…, whose form asks for the server, the email and the
/// password (shown as `•`).
struct AccountSection: View {
    let body: Element

    init(account: AccountSyncing, state: LibrarySyncState?, form: SignInForm?, actions: Actions) {
        body =
            VStack(spacing: 0) {
                Text("Account").bold()
                if let session = account.session {
                    Text(
                        "Signed in as \(UntrustedText.forScreen(session.email, limit: 255)) at "
                            + UntrustedText.forScreen(session.server, limit: 255)
                    )
                    .lineLimit(2)
                    Text(Self.syncLine(account, state: state)).secondary().lineLimit(2)
                    HStack(spacing: 2) {
                        Button("Sync now", action: actions.syncNow).id(FocusTarget.syncNow)
                        Button("Sign out", action: actions.signOut).id(FocusTarget.signOut)
                    }
                } else if let form {
                    Self.formRows(form, account: account, actions: actions)
                } else {
                    Text("Not signed in. Signed in, your library is synced with your account.").secondary()
                    Button("Sign in…", action: actions.openForm).id(FocusTarget.signIn)
                    if let problem = account.problem { Text(UntrustedText.forScreen(problem)).bold().lineLimit(3) }
                }
            }
            .element
    }

    /// What the section's controls do; the page keeps the form.
    struct Actions {
        let openForm: () -> Void
        let edit: ((inout SignInForm) -> Void) -> Void
        let submit: () -> Void
        let cancel: () -> Void
        let syncNow: () -> Void
        let signOut: () -> Void
    }

    @ViewBuilder private static func formRows(_ form: SignInForm, account: AccountSyncing, actions: Actions) -> Element
    {
        HStack(spacing: 1) {
            Text("Server:  ").bold()
            TextField("http://…", text: form.server, onChange: { text in actions.edit { $0.server = text } })
                .id(FocusTarget.accountServer).frame(maxWidth: Proposal.unlimited)
        }
        HStack(spacing: 1) {
            Text("Email:   ").bold()
            TextField("you@example.com", text: form.email, onChange: { text in actions.edit { $0.email = text } })
                .id(FocusTarget.accountEmail).frame(maxWidth: Proposal.unlimited)
        }
        HStack(spacing: 1) {
            Text("Password:").bold()
            TextField(
                "Password", text: form.password, masked: true,
                onChange: { text in actions.edit { $0.password = text } }, onSubmit: actions.submit
            )
            .id(FocusTarget.accountPassword).frame(maxWidth: Proposal.unlimited)
        }
        HStack(spacing: 2) {
            Button(account.isSigningIn ? "Signing in…" : "Sign in", action: actions.submit).id(FocusTarget.submitSignIn)
            Button("Cancel", action: actions.cancel)
        }
        if let problem = account.problem { Text(UntrustedText.forScreen(problem)).bold().lineLimit(3) }
        Text("Enter on the password signs in; Esc closes the form.").dim()
    }

    /// The library's sync in a line: under way, when it last was, what waits, or why not.
    static func syncLine(_ account: AccountSyncing, state: LibrarySyncState?) -> String {
        if account.isSyncing { return "Syncing your library…" }
        let waits = LibrarySyncState.waitingWords(state?.waiting ?? 0)
        if let problem = account.problem {
            return "The last sync stopped: \(problem) \(waits.prefix(1).uppercased() + waits.dropFirst())."
        }
        guard let lastSync = state?.lastSync else { return "The library has not synced yet; \(waits)." }
        return "Library last synced at \(lastSync); \(waits)."
    }
}
