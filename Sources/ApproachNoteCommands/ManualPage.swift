import CommandSupport
import CurlTransfer
import FoundationEssentials
import Keys
import Platform

/// `approachnote manual`: approachnote(1) in roff, made of the same texts as `--help`, the
/// same key table as the `?` panel and the same grammar as the parsers, so none can say
/// something another does not.
enum ManualPage {
    static func roff() -> String {
        var page = [
            #".TH APPROACHNOTE 1 "\#(ProductVersion.date)" "approachnote \#(ProductVersion.number)" "User Commands""#,
            // Option names are not to be broken across lines.
            ".nh",
            ".ad l",
            ".SH NAME",
            #"approachnote \- browse a jazz\-standards catalog: songs, artists and their recordings"#,
            ".SH SYNOPSIS",
        ]
        for command in Grammar.commands {
            page.append(".br")
            page.append(".B approachnote" + command.words.map { " " + $0 }.joined())
            let rest = synopsis(of: command)
            if !rest.isEmpty { page.append(escape(rest)) }
        }
        page += [
            ".SH DESCRIPTION",
            escape(
                "approachnote browses a catalog of jazz standards in the terminal: the songs, the artists who "
                    + "recorded them, and every recording of each, as shelves of recording cards with their covers. "
                    + "With no command it opens the application on the Songs tab. It can also print a page, list a "
                    + "page's recordings, serve the catalog over HTTP with the upstream's API, and read any such server."
            ),
        ]
        page += section("USAGE AND OPTIONS", HelpText.main)
        for (name, text) in [
            ("open", HelpText.open), ("render", HelpText.render), ("recordings", HelpText.recordings),
            ("catalog", HelpText.catalog), ("library", HelpText.library), ("serve", HelpText.serve),
            ("accounts", HelpText.accounts),
            ("config", HelpText.config),
        ] {
            page += subsection(name, text)
        }
        page.append(".SH KEYS")
        for entry in KeyMap.help.map(\.line) {
            page += [".TP", ".B " + escape(entry.keys), escape(entry.action)]
        }
        page += [
            ".SH FILES",
            ".TP",
            escape(UserFolder.data.described("catalog.sqlite")),
            escape("The catalog, generated on first use."),
            ".TP",
            escape(UserFolder.data.described("library.sqlite")),
            escape(
                "Your repertoires and favourite recordings (--library PATH names another); a damaged one is set aside."),
            ".TP", escape(UserFolder.config.described("config")),
            escape("The settings: see the config command."),
            ".TP", escape(UserFolder.state.described("state.json")),
            escape("The tab and the pages open when the application last quit; a damaged one is set aside."),
            ".TP", escape(UserFolder.cache.described("covers")),
            escape("The covers, as they were made or downloaded."),
            ".SH ENVIRONMENT",
            ".TP", ".B APPROACHNOTE_SERVER", escape("Read the catalog from this server, as --server."),
            ".TP", ".B APPROACHNOTE_CA_FILE", escape("Certificate authorities for an https server, as --ca-file."),
            ".TP", ".B BROWSER",
            escape(
                "The program a link opens with; else xdg-open where there is a display. One that draws in the "
                    + "terminal (lynx, w3m, links, elinks, or any with browser = terminal in the config) is given "
                    + "the terminal until it ends."),
            ".TP", ".B " + UserFolder.allCases.map(\.variable).joined(separator: ", "),
            escape("Where the catalog, the config file, the pages open and the covers are kept."),
            ".SH EXIT STATUS", escape(HelpText.exitStatus.replacingPrefix("Exit status: ", with: "")),
            ".SH EXAMPLES",
            ".nf",
            escape("approachnote catalog find song \"All of Me\""),
            escape("approachnote open approachnote://song/<id> --sort name"),
            escape("approachnote render approachnote://artist/<id> --size 80x24 --sort song"),
            escape("approachnote --server https://api.approachnote.com"),
            ".fi",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// A command's operand and options, as the synopsis shows them.
    private static func synopsis(of command: CommandGrammar) -> String {
        var parts: [String] = []
        switch command.operand {
        case .none: break
        case .link: parts.append("LINK")
        case .word(let words): parts.append(words.joined(separator: "|"))
        }
        if let then = command.then { parts.append(then) }
        for option in command.options {
            parts.append("[--" + option.name + (option.value.map { " " + $0 } ?? "") + "]")
        }
        return parts.joined(separator: " ")
    }

    private static func section(_ title: String, _ text: String) -> [String] {
        [".SH " + title, ".nf"]
            + text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }
            + [".fi"]
    }

    private static func subsection(_ title: String, _ text: String) -> [String] {
        [".SS " + title, ".nf"]
            + text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }
            + [".fi"]
    }

    /// Text made safe for roff: backslashes and hyphens escaped, and a line that would begin with
    /// a control character begun with a zero-width one instead.
    static func escape(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
