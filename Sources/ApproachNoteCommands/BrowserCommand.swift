import AccountLink
import Application
import Artwork
import Browsing
import Catalog
import CommandSupport
import FoundationEssentials
import Keys
import Layout
import Library
import Platform
import Preferences
import Screens
import Terminal

/// The application itself: `approachnote` opens it on the Songs tab; `approachnote open LINK`
/// opens a page as a sheet over it; `approachnote render LINK` lays a page out once it has
/// loaded and prints it, for scripts.
enum BrowserCommand {
    static let usage =
        "approachnote [open LINK|NAME [page options]] [--server URL] [--headless COLSxROWS] [--control PATH] [--latency MS] [--images MODE] [--profile]"
    static let pageOptionsUsage =
        "[--sort year|name|song] [--playable-only on|off] [--expand none|first|all|KEY…] [--scroll-to KEY]"
    /// How long render waits for a page by default: long enough for a rate-limited server's
    /// waits, short enough that a script does not hang on a dead one.
    static let renderTimeout = 120

    static let renderUsage =
        "approachnote render LINK|NAME [--server URL] [--size COLSxROWS] \(pageOptionsUsage) [--format text|ansi] [--images MODE] [--stats] [--timeout SECONDS]"

    /// The live application, in the terminal or headless (`--headless`, with `--control`);
    /// with `opensLink`, the arguments start with the link to open (`approachnote open LINK`).
    static func run(
        _ arguments: [String], opensLink: Bool, control: String?, access: CatalogAccess, libraryPath: String,
        io: CommandIO, environment: [String: String], config: UserConfig
    ) throws {
        let parsed = try Arguments(arguments, grammar: opensLink ? Grammar.open : Grammar.application)
        let link = try parsed.requirePositionals(opensLink ? 1 : 0, usage: usage).first.map {
            try NamedEntry.link($0, access: access)
        }
        let latency = try latencyMilliseconds(parsed)
        if let link { try PageOptionRules.check(parsed, for: try Arguments.deepLink(link)) }
        let options = try recordingsOptions(parsed)
        let images = try coverArt(parsed)
        let store = try access.openForReading()
        let backend: TerminalBackend
        if let headless = parsed.value("headless") {
            backend = HeadlessTerminal(size: try Arguments.terminalSize(headless, option: "--headless"))
        } else {
            guard let tty = TTYTerminal() else {
                throw CommandError.usage(
                    "ApproachNote needs a terminal; use --headless COLSxROWS (with --control PATH) without one.")
            }
            backend = tty
        }
        // Headless too: a terminating signal must still end the loop, which removes the socket.
        let capabilities = TerminalCapabilities.detect(environment: environment)
        var keyMap = KeyMap.standard
        let keyProblems = config.rebindKeys(&keyMap)
        let loop = MainLoop(
            backend: backend, encoder: FrameEncoder(capabilities: capabilities), handleSignals: true, keyMap: keyMap)
        if let control {
            do {
                try loop.listen(onControlSocket: control)
            } catch {
                throw CommandError.failed("\(error)")
            }
        }
        if parsed.flag("profile") { loop.sampler.start() }
        let (library, libraryNotice) = openLibrary(at: libraryPath)
        let application = BrowserApplication(
            loop: loop, store: store, catalogPath: access.displayedLocation, latencyMilliseconds: latency,
            artwork: coverConfiguration(access, store: store), library: library,
            opener: LinkOpener(placement: config.browser ?? .auto),
            account: accountSetup(access: access, libraryPath: libraryPath, environment: environment),
            mpv: MPVSetup(path: environment["PATH"], audioOutput: audioOutput(environment)))
        let mailbox = application.mailbox
        let watcher = LibraryWatcher(path: libraryPath) { mailbox.post(.libraryChanged) }
        application.browser.account?.start()
        applySettings(of: config, to: application.browser)
        application.browser.keepSettings = SettingsKeeper(file: config.file).keep
        if let images { application.browser.changeSettings { $0.coverArt = images } }
        // A run in a terminal starts where the last left off, and is remembered; a headless one
        // is for scripts and automation, and leaves the user's state alone.
        let state = backend is TTYTerminal ? StateFile<BrowserState>(path: statePath(environment)) : nil
        let (saved, stateNotice) = state?.load() ?? (nil, nil)
        let restoreNotice = saved.flatMap { application.browser.restore($0) }

        application.drawCovers(
            colors: capabilities.colorDepth, probes: backend is TTYTerminal, insideTmux: environment["TMUX"] != nil)
        if let link { application.browser.open(link: link, options: options) }
        for problem in keyProblems { try? io.writeError("approachnote: \(problem)\n") }
        let configNotice = UserConfig.notice(of: config.problems + keyProblems)
        for notice in [configNotice, stateNotice, restoreNotice, libraryNotice].compactMap({ $0 }) {
            application.browser.tell(notice)
        }
        let status = withExtendedLifetime(watcher) { loop.run(application) }
        // Whatever ended the run (q, SIGTERM, SIGHUP), what plays stops with it.
        application.browser.player?.shutdown()
        do {
            try state?.save(application.browser.state)
        } catch {
            try? io.writeError("approachnote: the pages open are not remembered: \(error)\n")
        }
        if status > 128 { throw CommandError.stopped(signal: status - 128) }
    }

    /// The user's library, and what to tell them of it: a damaged file set aside, or why
    /// there is none this run (the application runs on without it).
    private static func openLibrary(at path: String) -> (UserLibrary, String?) {
        do {
            let store = try LibraryStore(path: path)
            let notice = store.setAside.map {
                "Your library at \(path) was damaged; it is set aside as \($0), and a new, empty one is in its place."
            }
            return (try UserLibrary(store: store), notice)
        } catch {
            return (UserLibrary(unavailable: error.description), "Your library cannot be used this run: \(error)")
        }
    }

    /// Where the application remembers its pages between runs.
    /// `APPROACHNOTE_AUDIO_OUTPUT`: the audio output mpv is given (`null` plays to nothing),
    /// when it is one word of letters, digits and `-_,`.
    private static func audioOutput(_ environment: [String: String]) -> String? {
        guard let value = environment["APPROACHNOTE_AUDIO_OUTPUT"], !value.isEmpty, value.count <= 64,
            value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_,".contains($0)) })
        else { return nil }
        return value
    }

    /// The account the library syncs with: the session kept in the state folder, signing in
    /// offered at the catalog's server. None when the state folder cannot be named.
    private static func accountSetup(access: CatalogAccess, libraryPath: String, environment: [String: String])
        -> AccountSetup?
    {
        guard let path = try? UserFolder.state.path("account.json", environment: environment, undecodable: []) else {
            return nil
        }
        let catalogServer = access.server
        return AccountSetup(
            file: AccountFile(path: path), suggestedServer: catalogServer?.server, libraryPath: libraryPath
        ) { server in
            CurlAccountTransport(
                base: server, authorities: server == catalogServer?.server ? catalogServer?.authorities : nil)
        }
    }

    static func statePath(_ environment: [String: String]) -> String {
        StateFile<BrowserState>.defaultPath(named: "state.json", environment: environment)
    }

    /// Covers as the application draws them; `file:` addresses are read only from the user's
    /// own catalog file, never from a server's answers, whether read live or mirrored by
    /// `catalog sync`.
    private static func coverConfiguration(_ access: CatalogAccess, store: any CatalogReading) -> ArtworkConfiguration {
        ArtworkConfiguration(readsFiles: readsFileCovers(fromServer: access.server != nil, origin: try? store.origin()))
    }

    /// Whether covers at `file:` addresses are read, for a catalog read from a server or a file
    /// of this origin.
    static func readsFileCovers(fromServer: Bool, origin: CatalogOrigin?) -> Bool {
        guard !fromServer else { return false }
        if case .synced = origin { return false }
        return true
    }

    /// `--images auto|kitty|sixel|symbols|off`: the cover-art mode, as in Settings.
    private static func coverArt(_ parsed: Arguments) throws -> BrowserSettings.CoverArt? {
        guard let text = parsed.value("images") else { return nil }
        guard let mode = BrowserSettings.CoverArt.allCases.first(where: { $0.configName == text }) else {
            throw CommandError.usage("--images takes auto, kitty, sixel, symbols or off.")
        }
        return mode
    }

    /// The config file's theme and cover art, where it sets them.
    private static func applySettings(of config: UserConfig, to browser: Browser) {
        browser.changeSettings { settings in
            if let theme = config.theme { settings.theme = theme }
            if let images = config.images { settings.coverArt = images }
        }
    }

    /// `render`: the page as it appears once loading has finished, printed once.
    static func render(_ arguments: [String], access: CatalogAccess, io: CommandIO, config: UserConfig) throws {
        let parsed = try Arguments(arguments, grammar: Grammar.render)
        let positionals = try parsed.requirePositionals(1, usage: renderUsage)
        let link = try NamedEntry.link(positionals[0], access: access)
        try PageOptionRules.check(parsed, for: try Arguments.deepLink(link))
        let size =
            try parsed.value("size").map { try Arguments.terminalSize($0, option: "--size") }
            ?? Size(width: 200, height: 60)
        let options = try recordingsOptions(parsed)
        let format = parsed.value("format") ?? "text"
        guard format == "text" || format == "ansi" else { throw CommandError.usage("--format takes text or ansi.") }
        let images = try coverArt(parsed)
        let timeout = try parsed.number("timeout", in: 1...86_400) ?? Self.renderTimeout
        let store = try access.openForReading()
        let headless = HeadlessBrowser(
            store: store, catalogPath: access.displayedLocation, size: size,
            latencyMilliseconds: try latencyMilliseconds(parsed), artwork: coverConfiguration(access, store: store))
        applySettings(of: config, to: headless.browser)
        if let images { headless.browser.changeSettings { $0.coverArt = images } }
        headless.browser.open(link: link, options: options)
        // A server that asks to wait (429, 503 with Retry-After) is waited for, as the
        // application waits, up to the timeout; then the page is printed as far as it came.
        let finished = headless.runUntilIdle(within: Double(timeout)) != nil && !headless.browser.isLoading
        if let message = headless.browser.message { throw CommandError.notFound(message) }
        if let problem = headless.browser.startProblem { throw CommandError.usage(problem) }
        let canvas = headless.engine.canvas
        if format == "ansi" {
            // Kitty or sixel covers (`--images kitty|sixel`) are printed with the page.
            var images = ImageLayer()
            let update = images.update(to: canvas.images, fullRedraw: true)
            let frame = FrameEncoder(colorDepth: .truecolor).encode(canvas, previous: nil, images: update)
            try io.writeFrame(frame)
        } else {
            try io.write(canvas.lines.joined(separator: "\n") + "\n")
        }
        if parsed.flag("stats") { try io.writeError(try CommandJSON.encode(headless.engine.stats)) }
        guard finished else {
            throw CommandError.failed(
                "The page did not finish loading in \(timeout) s (--timeout); it is printed as far as it came. "
                    + "Still waiting for: \(headless.browser.busyWith.joined(separator: "; "))."
            )
        }
        // The page is printed as it shows, its failure notice included; the status says it failed.
        if let failure = headless.browser.loadFailure { throw CommandError.failed(failure) }
    }

    /// `--sort`, `--playable-only`, `--expand` and `--scroll-to`, checked (the sort against the
    /// page already).
    private static func recordingsOptions(_ parsed: Arguments) throws -> RecordingsOptions {
        var options = RecordingsOptions()
        // `PageOptionRules.check` has refused any sort the linked page does not have.
        options.sort = parsed.value("sort").flatMap(RecordingsOptions.Sort.init(rawValue:))
        if let playable = parsed.value("playable-only") {
            guard playable == "on" || playable == "off" else {
                throw CommandError.usage("--playable-only takes on or off.")
            }
            options.playableOnly = playable == "on"
        }
        if let expand = parsed.value("expand") {
            switch expand {
            case "none": options.expansion = .none
            case "first": options.expansion = .first
            case "all": options.expansion = .all
            default: options.expansion = .keys(expand.split(separator: ",").map(String.init))
            }
        }
        options.scrollTo = parsed.value("scroll-to")
        return options
    }

    private static func latencyMilliseconds(_ parsed: Arguments) throws -> Int {
        guard let text = parsed.value("latency") else { return 0 }
        guard let value = Int(text), (0...60_000).contains(value) else {
            throw CommandError.usage("--latency takes milliseconds from 0 to 60000.")
        }
        return value
    }
}
