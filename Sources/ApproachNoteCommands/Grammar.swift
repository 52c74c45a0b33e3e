import Browsing
import Catalog
import CommandSupport
import Screens

/// Every command and option of `approachnote`: what the parsers accept, what the manual lists
/// and what the shell completions offer.
enum Grammar {
    /// The options any command takes, before or after it.
    static let global: [CommandOption] = [
        .valued("catalog", "PATH"), .valued("library", "PATH"), .valued("control", "PATH"), .valued("server", "URL"),
        .valued("ca-file", "PATH"),
        .flag("help"), .flag("version"),
    ]

    static let images = CommandOption.valued(
        "images", "MODE", choices: BrowserSettings.CoverArt.allCases.map(\.configName))
    static let latency = CommandOption.valued("latency", "MS")
    static let sort = CommandOption.valued("sort", "SORT", choices: RecordingsOptions.Sort.allCases.map(\.rawValue))
    static let playableOnly = CommandOption.valued("playable-only", "on|off", choices: ["on", "off"])
    /// How a linked page's recordings start out (`open` and `render`).
    static let pageOptions: [CommandOption] = [
        sort, playableOnly,
        .valued("expand", "SHELVES", choices: ["none", "first", "all"]), .valued("scroll-to", "KEY"),
    ]

    static let application = CommandGrammar(
        [], options: [.valued("headless", "COLSxROWS"), latency, images, .flag("profile")])
    static let open = CommandGrammar(["open"], operand: .link, options: application.options + pageOptions)
    static let render = CommandGrammar(
        ["render"], operand: .link,
        options: pageOptions + [
            .valued("size", "COLSxROWS"), .valued("format", "FORMAT", choices: ["text", "ansi"]), latency, images,
            .flag("stats"), .valued("timeout", "SECONDS"),
        ])
    static let recordings = CommandGrammar(
        ["recordings"], operand: .link,
        options: [
            sort, playableOnly, .valued("service", "SERVICES", choices: StreamingService.allCases.map(\.rawValue)),
            .valued("performance", "TYPE", choices: PerformanceType.allCases.map(\.rawValue)),
            .valued("instrument", "FAMILY", choices: InstrumentFamily.allCases.map(\.rawValue)),
            .valued("role", "ROLE", choices: ArtistRole.allCases.map(\.rawValue)), .valued("search", "TEXT"),
            .flag("json"),
        ])
    static let catalogGenerate = CommandGrammar(["catalog", "generate"], options: [.flag("force")])
    static let catalogInfo = CommandGrammar(["catalog", "info"], options: [.flag("json")])
    static let catalogFind = CommandGrammar(
        ["catalog", "find"], operand: .word(["song", "artist"]), then: "QUERY", options: [.flag("json")])
    static let catalogExport = CommandGrammar(["catalog", "export"], options: [.valued("database", "URL")])
    static let catalogSync = CommandGrammar(
        ["catalog", "sync"],
        options: [
            .valued("parallel", "N"), .valued("rate", "N"), .valued("give-up-after", "SECONDS"),
            .flag("allow-removals"), .flag("page-by-page"), .flag("full"),
        ])
    static let serve = CommandGrammar(
        ["serve"],
        options: [
            .valued("listen", "HOST:PORT"), .valued("threads", "N"), .valued("database", "URL"),
            .valued("per-client", "N"), .valued("accounts", "PATH"), .valued("auth-key-file", "PATH"),
            .flag("show-favoriters"), .flag("trust-forwarded-for"),
        ])
    static let accountsList = CommandGrammar(
        ["accounts", "list"], options: [.valued("accounts", "PATH"), .valued("database", "URL")])
    static let accountsChange = AccountsCommand.changes.map { word in
        CommandGrammar(
            ["accounts", word], then: "EMAIL",
            options: [.valued("accounts", "PATH"), .valued("database", "URL")]
                + (word == "delete" ? [.flag("yes")] : []))
    }
    static let account = ["register", "login", "logout", "status", "change-password"].map { word in
        CommandGrammar(
            ["account", word], then: ["register", "login"].contains(word) ? "EMAIL" : nil,
            options: [.valued("account-server", "URL")]
                + (["register", "login", "change-password"].contains(word) ? [.flag("password-stdin")] : [])
                + (word == "register" ? [.valued("display-name", "NAME")] : []))
    }
    static let libraryList = CommandGrammar(["library", "list"], options: [.flag("json")])
    static let libraryAdd = CommandGrammar(
        ["library", "add"], operand: .word(LibraryCommand.kinds), then: "ID|NAME",
        options: [.valued("to", "REPERTOIRE")])
    static let libraryRemove = CommandGrammar(
        ["library", "remove"], operand: .word(LibraryCommand.kinds), then: "ID|NAME",
        options: [.valued("from", "REPERTOIRE")])
    static let libraryExport = CommandGrammar(["library", "export"], options: [.valued("output", "FILE")])
    static let libraryImport = CommandGrammar(["library", "import"], then: "FILE", options: [])
    static let librarySync = CommandGrammar(["library", "sync"], options: [.valued("account-server", "URL")])
    static let config = CommandGrammar(["config"], options: [])
    static let manual = CommandGrammar(["manual"], options: [])
    static let completions = CommandGrammar(
        ["completions"], operand: .word(Completions.Shell.allCases.map(\.rawValue)), options: [])

    /// Every command, the application itself first.
    static let commands: [CommandGrammar] =
        [
            application, open, render, recordings, catalogGenerate, catalogInfo, catalogFind, catalogExport,
            catalogSync,
            libraryList, libraryAdd, libraryRemove, libraryExport, libraryImport, librarySync, serve, accountsList,
        ] + accountsChange + account + [
            config, manual, completions,
        ]
}
