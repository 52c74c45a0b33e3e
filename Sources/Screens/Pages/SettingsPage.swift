import Artwork
import Layout
import TextFormatting

/// Settings: colour theme, cover-art mode, where the catalog is, each under its label, and the
/// account the library syncs with.
final class SettingsPage: PanelPage {
    let route = Route.settings
    private let settings: () -> BrowserSettings
    private let change: ((inout BrowserSettings) -> Void) -> Void
    /// How covers are drawn now (the mode on this terminal); nil when they are not.
    private let coverOutput: () -> ArtworkOutput?
    private let context: PageContext
    /// The sign-in form, while it is open.
    private var form: SignInForm?

    init(
        settings: @escaping () -> BrowserSettings, change: @escaping ((inout BrowserSettings) -> Void) -> Void,
        coverOutput: @escaping () -> ArtworkOutput?, context: PageContext
    ) {
        self.settings = settings
        self.change = change
        self.coverOutput = coverOutput
        self.context = context
    }

    var isLoading: Bool { false }
    func left() {}

    func closePanel() -> Bool {
        // Signed in, the form is not shown: Esc is the page's.
        guard form != nil, context.account?.session == nil else { return false }
        form = nil
        context.focus(.signIn)
        return true
    }

    private var accountActions: AccountSection.Actions {
        AccountSection.Actions(
            openForm: { [weak self] in
                guard let self else { return }
                form = SignInForm(server: context.account?.server ?? "")
                context.focus(form?.server.isEmpty == false ? .accountEmail : .accountServer)
            },
            edit: { [weak self] change in
                guard let self, var form else { return }
                change(&form)
                self.form = form
            },
            submit: { [weak self] in self?.submit() },
            cancel: { [weak self] in _ = self?.closePanel() },
            syncNow: { [weak self] in self?.context.account?.syncNow() },
            signOut: { [weak self] in
                self?.form = nil
                self?.context.account?.signOut()
                self?.context.focus(.signIn)
            })
    }

    /// The form's sign-in; the password leaves the form as it goes.
    private func submit() {
        guard var form, let account = context.account else { return }
        var server = form.server.trimmingWhitespaceAndNewlines()
        // One server, one spelling: the command line's (no slash at the end).
        while server.hasSuffix("/") { server.removeLast() }
        let email = form.email.trimmingWhitespaceAndNewlines()
        guard server.hasPrefix("http://") || server.hasPrefix("https://"), !email.isEmpty, !form.password.isEmpty else {
            context.tell("Sign in needs the server's address (http:// or https://), your email and your password.")
            return
        }
        account.signIn(server: server, email: email, password: form.password)
        form.password = ""
        self.form = form
    }

    func body() -> Element {
        let current = settings()
        let change = change
        return VStack(spacing: 0) {
            Text("Settings").heading()
            Text(" ")
            Text("Colour theme").bold()
            SegmentedPicker(
                "Colour theme", options: BrowserSettings.Theme.allCases.map(\.rawValue),
                selected: BrowserSettings.Theme.allCases.firstIndex(of: current.theme) ?? 0
            ) { index in change { $0.theme = BrowserSettings.Theme.allCases[index] } }
            Text("Cover art").bold()
            SegmentedPicker(
                "Cover art", options: BrowserSettings.CoverArt.allCases.map(\.rawValue),
                selected: BrowserSettings.CoverArt.allCases.firstIndex(of: current.coverArt) ?? 0
            ) { index in change { $0.coverArt = BrowserSettings.CoverArt.allCases[index] } }
            Text(Self.describe(coverOutput())).secondary()
            Text(" ")
            Text("Catalog").bold()
            Text(current.catalogPath).secondary()
            if let account = context.account {
                Text(" ")
                AccountSection(
                    account: account, state: context.library.syncState,
                    form: account.session == nil ? form : nil, actions: accountActions)
            }
        }
        .padding(horizontal: 1, vertical: 0)
    }
}

extension SettingsPage {
    /// What Auto chose, or what the named mode means here.
    static func describe(_ output: ArtworkOutput?) -> String {
        switch output {
        case nil: "Covers are not drawn."
        case .kitty?: "Covers are drawn as kitty images."
        case .sixel?: "Covers are drawn as sixel images."
        case .symbols(let colors)?: "Covers are drawn as symbols (\(colors))."
        }
    }
}
