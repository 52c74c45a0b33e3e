import Dispatch
import FoundationEssentials
import Glibc
import Platform

/// Starts the desktop's browser on a link: the first command of `$BROWSER` that is found (a
/// list separated by colons, each a command and its words, `%s` standing for the link, else
/// the link added as the last word), else `xdg-open` when there is a display to open it on.
/// Over ssh or on a console there is neither, and `open` says so by returning false.
///
/// The link is one word of the command, never read by a shell, and only a web link that the
/// page checked (`WebLink`) gets here: a catalog's text cannot become a command or an option.
///
/// A browser that draws in the terminal (lynx, w3m, links, elinks) is given the terminal until
/// it ends (`runInTerminal`), as git gives it to a pager; any other starts apart from it.
package struct LinkOpener {
    package let environment: [String: String]
    package let placement: BrowserPlacement

    package init(
        environment: [String: String] = ProcessInfo.processInfo.environment, placement: BrowserPlacement = .auto
    ) {
        self.environment = environment
        self.placement = placement
    }

    /// Whether the command (one of `command(for:)`'s) draws in the terminal.
    package func runsInTerminal(_ words: [String]) -> Bool {
        switch placement {
        case .terminal: true
        case .desktop: false
        case .auto:
            words.first.map { Self.terminalBrowsers.contains(String($0.split(separator: "/").last ?? "")) } ?? false
        }
    }

    /// Browsers that draw in the terminal they are started from. Debian's `www-browser` is
    /// the text-mode browser of its alternatives.
    static let terminalBrowsers: Set = ["lynx", "w3m", "links", "links2", "elinks", "browsh", "www-browser"]

    /// The words to run for `url`, or nil without an opener.
    package func command(for url: String) -> [String]? {
        if let browsers = environment["BROWSER"], !browsers.isEmpty {
            for entry in browsers.split(separator: ":") {
                var words = entry.split(separator: " ").map(String.init)
                guard let program = words.first, executable(program) != nil else { continue }
                if words.contains(where: { $0.contains("%s") }) {
                    words = words.map { $0.replacing("%s", with: url) }
                } else {
                    words.append(url)
                }
                return words
            }
        }
        let display = environment["DISPLAY"] ?? environment["WAYLAND_DISPLAY"] ?? ""
        guard !display.isEmpty, executable("xdg-open") != nil else { return nil }
        return ["xdg-open", url]
    }

    /// Starts the opener on `url`, apart from the terminal (its own process group, so the
    /// terminal's signals are not its; its output to /dev/null; no signal of ours blocked);
    /// false when there is none or it could not start.
    package func open(_ url: String) -> Bool {
        guard let words = command(for: url) else { return false }
        // The opener may outlive us (a browser): it keeps none of our files, sockets or terminal.
        guard let child = spawn(words, apart: true) else { return false }
        // Reaped when it ends, so no opener is left behind as a zombie.
        DispatchQueue.global(qos: .utility).async {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0, errno == EINTR {}
        }
        return true
    }

    /// Runs the command in this terminal, in the foreground, and waits for it to end: the
    /// terminal must be given back to its normal mode first (`MainLoop.lendTerminal`). Returns
    /// whether it started.
    package func runInTerminal(_ words: [String]) -> Bool {
        guard let child = spawn(words, apart: false) else { return false }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return true
    }

    /// Starts `words`, apart from the terminal or in it (`ProcessSpawn`). Returns its pid.
    private func spawn(_ words: [String], apart: Bool) -> pid_t? {
        ProcessSpawn.start(words, path: environment["PATH"], apart: apart)
    }

    /// The path of `program`: itself when it names a path, else the first match on `PATH`.
    private func executable(_ program: String) -> String? {
        ProcessSpawn.executable(program, path: environment["PATH"])
    }
}
