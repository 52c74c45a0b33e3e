import Foundation
import TestFixtures

/// The program's Swift modules and their direct dependencies, as `Package.swift` declares them
/// (read through `swift package dump-package`), with the one line per module that says what it
/// owns: the design document's table and layers are made from these.
struct ModuleGraph {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Each module's direct dependencies: ours and the C wrappers.
    let dependencies: [String: [String]]

    /// What each module owns, in a line of the design document's table. A module added to
    /// `Package.swift` gets its line here.
    static let jobs: [String: String] = [
        "StableHashing":
            "64-bit FNV-1a and SplitMix64: hashes and a seeded generator that give the same results on every machine and every run, for the demo catalog's ids and data, the demo covers' art and their names in the cache, and the bench's peer page",
        "SQLite":
            "the connection to a SQLite file, its cached prepared statements and typed values, and its failures classified (busy, full, read-only, damaged) for the messages the catalog, the sync and the library give",
        "Platform":
            "what the operating system gives that Swift's standard library and FoundationEssentials do not: threads of the program's own (`DetachedThread`), starting other programs (`ProcessSpawn`), which thread runs (`ThreadIdentity`), `Pause`, making folders (`Folder`), a bounded read of a file (`BoundedFile`), the home and scratch folders, the program's folders by the XDG rule (`UserFolder`), a connection to a loopback port (`LoopbackSocket`), absolute paths and a file's folder (`FilePath`), the thread CPU and monotonic clocks, and one JSON value read leniently from another program's line (`JSONScalar`)",
        "TextFormatting":
            "the text Foundation's formatters gave: C's `printf` conversions for numbers (`Printf`), padding and trimming, ASCII case-insensitive comparison, UTC stamps and HTTP dates (`UTCTime`), percent-encoding, words listed in a sentence (`WordList`)",
        "Upstream":
            "what the upstream's API accepts, which our server enforces and our clients keep to: the ids a batch may name, the page sizes, the form of an id, the length of a name (`UpstreamLimits`); the account routes' paths (`UpstreamAccountRoutes`)",
        "UntrustedText":
            "the two rules for text from outside (a catalog, a server, the command line, a file): for the screen, nothing that a terminal could take for a control sequence; for a message, quoted, showing exactly what was there, invisible characters included; which links from outside may be followed or played (`WebLink`); and the checks of a text's bytes the screen makes of every text (`TextBytes`)",
        "Signals": "signals turned into bytes on a pipe, for the terminal's main loop and the server's stop",
        "CurlTransfer":
            "one blocking GET through libcurl (loaded on first use by `CCurlLoader`), its outcome as a Swift enum: answered with a status and a body, timed out, too large, unreachable; a download straight into a file",
        "AccountSecurity":
            "the secrets of accounts, through libsodium (loaded on first use by `CSodium`): HS256 account tokens signed and checked (`TokenSigner`), passwords hashed with Argon2id (and bcrypt hashes from the upstream verified through libcrypt, `CPasswordHash`), SHA-256, HMAC-SHA-256, comparisons in constant time, secure random bytes",
        "AccountLink":
            "the client's side of an account (`AccountLink`): signing up, in and out against a server of the upstream's contract, its calls through libcurl (`CurlAccountTransport`), one refresh at a time for a 401, signed out only when the server refuses the session; the session kept in a file only its owner reads (`AccountFile`)",
        "Accounts":
            "the upstream's account routes without HTTP (`AccountService`): sign-up, sign-in, tokens and their rotation, sign-out, passwords, repertoires and favourites, answered in the upstream's fields and words; where accounts live (`AccountStore` over an `AccountDatabase`: their own SQLite file), the rate limits, the slowed and expiring sign-in locks, the bounded hashing pool, the signing key's file",
        "Catalog":
            "the domain's payload types (the upstream API's JSON shapes; `Model/`), the catalog's queries written once for SQLite and PostgreSQL (`CatalogQueries` over a `CatalogConnection`; `Store/`), the file store (`SQLiteCatalogStore`, over `SQLite`; `SQLite/`), the PostgreSQL export and store (`PostgresCatalogStore`; `Postgres/`), the HTTP client of the upstream's `/v1` API (`HTTPCatalog`, through `CurlTransfer`; `HTTP/`), search folding, forgiving search, the bounds of its text and stable ids (`Text/`)",
        "CatalogSync":
            "`catalog sync`: a server's whole catalog mirrored into a file, its catalog file copied whole where it gives one, else page by page and batch by batch at a capped rate, asking only for what changed, resumable after an interruption, the file replaced only when whole",
        "DemoCatalog":
            "the deterministic demo-catalog generator (`Generator/`) and its seed tables: the standards, the well-known performers, the names the others are made from (`DemoData/`)",
        "Browsing":
            "the browsing rules: filters, sorts, grouping into shelves, card text, shelf expansion and a page's starting options, the index lists' letter sections, deep links; the shell-then-hydrate pipeline and its scheduler (`Loading/`) — no terminal code",
        "Layout":
            "the declarative views, the retained node tree, measurement and the convergence rules, lazy stacks, scroll views, text, the cell canvas, focus, hit testing, the accessibility tree — no I/O",
        "Keys":
            "the keys (`Key`, `Modifiers`) and the one key map: every binding's chords, the context it acts in (a text field focused or not), who performs it (the loop or the application), its action and its line in the `?` panel; a value the run loop holds and hands to the application, with the keys the user chose",
        "Preferences":
            "the config file: `key = value` lines read with their problems reported by line, and written back changing only the line that changed, whole or not at all",
        "Terminal":
            "frame encoding (diff, styles, colour depth), input decoding, the terminal device, the main loop (poll, signals, wake-ups, deadlines), the automation socket, headless mode (a terminal in memory), the graphics probe (kitty, sixel), the phase sampler",
        "Artwork":
            "covers: fetched (files, the disk cache, HTTP through libcurl), generated for the demo catalog, decoded (JPEG, PNG), scaled and converted (chafa: kitty, sixel or colour symbols) on a bounded pool of worker threads, with a memory cache",
        "Library":
            "the user's own library file (`LibraryStore`): repertoires and favourite recordings, one durable transaction a change, damaged files set aside; its export and import (`LibraryDocument`), and the watch on the file for other processes' changes (`LibraryWatcher`); the outbox of changes for an account (`LibraryChange`) and what the account holds made the library's (`AccountLibrary`) — nothing of the catalog",
        "LibrarySync":
            "the library synced with an account, two ways (`LibrarySync`): the account read through the upstream's routes and made safe to keep (`AccountLibraryReader`), the outbox sent in order, the conflict rules, and what moved each way (`LibrarySyncReport`)",
        "Playback":
            "playing web links through mpv (`Player`): one mpv for the run, audio only, driven over a socket pair it quits with (`MPVProcess`), the JSON lines it reads and writes (`MPVMessages`), and the now-playing state its reports make",
        "Screens":
            "the application's pages: tabs with navigation stacks, link sheets, the Songs and Artists lists, song, artist and recording pages, the Library tab and repertoire pages and which of the library's entries the catalog holds (`CatalogPresence`), settings (with the account the library syncs with, `AccountSyncing`) and about, the product's colours and themes; catalog calls off the main thread, the ledger of work still out (`WorkLedger`), and the retries of what could not load",
        "Application":
            "`BrowserApplication`, the application the main loop runs: the pages as its view, catalog results and covers arriving as messages and routed to their pages, debounces, the keys no control took (back, tabs, links, retry, help, quit, ★ and repertoires); `HeadlessBrowser`, the application on a headless terminal one loop iteration at a time (`render`)",
        "Server":
            "`approachnote serve`: the HTTP server on libmicrohttpd, the router, the request checks and bodies, the account routes put before the catalog's (`APIService`), the catalog's endpoints (over any `CatalogServing` store, pooled per thread), the response cache, ETags and gzip, the request log",
        "CommandSupport":
            "what the commands and the bench share: the argument parser (`Arguments`), the standard streams (`CommandIO`), `CommandError` and its exit statuses, `CatalogAccess` (opening the catalog, generating the demo one on the first run), `CommandJSON`, `NumberText`",
        "Bench":
            "everything `approachnote-bench` runs: the verification of S1–S6, the catalog, layout, terminal, scale, app, artwork, peer and serve parts, the naive-policy bisection, and the pseudo-terminal and child processes they run `approachnote` in",
        "ApproachNoteCommands":
            "the command line, testable in-process: the commands (`Command`), the application, `open` and `render`, `catalog …`, `library …`, `recordings`, `serve`, `config`, the help text, the manual and the completions",
        "approachnote": "`main`",
        "approachnote-bench": "`main` of the bench, a program of its own, never installed",
    ]

    /// Reads the package at `root`.
    static func read(packageAt root: String) throws -> ModuleGraph {
        // A scratch folder of its own: the package's own build folder may be locked by a build
        // going on beside the tests (scripts/test's release build).
        let scratch = NSTemporaryDirectory() + "approachnote-dump-package-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let output = scratch + "/package.json"
        let status = try ChildProcess(
            ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"], output: output,
            errors: "/dev/null"
        ).wait()
        guard status == 0, let data = FileManager.default.contents(atPath: output),
            let package = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let targets = package["targets"] as? [[String: Any]]
        else { throw Failure(description: "swift package dump-package failed (\(status)) in \(root)") }
        var dependencies: [String: [String]] = [:]
        for target in targets {
            // The program's own modules are those under Sources/ by their name; the C wrappers
            // and the tests' targets name a path of their own.
            guard let name = target["name"] as? String, target["path"] == nil || target["path"] is NSNull,
                ["regular", "executable"].contains(target["type"] as? String)
            else { continue }
            let named = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            dependencies[name] = named
        }
        return ModuleGraph(dependencies: dependencies)
    }

    /// How far up a module sits: 0 for one that needs no module of ours, else one above the
    /// highest it needs.
    func height(_ module: String) -> Int {
        let ours = (dependencies[module] ?? []).filter { dependencies[$0] != nil }
        return ours.map { height($0) + 1 }.max() ?? 0
    }

    /// The modules from the bottom up, each layer in alphabetical order.
    var ordered: [String] {
        dependencies.keys.sorted { (height($0), $0.lowercased()) < (height($1), $1.lowercased()) }
    }

    /// The design document's table: each module, what it owns, what it depends on.
    func table() throws -> String {
        var lines = ["| module | what it owns | depends on |", "|---|---|---|"]
        for module in ordered {
            guard let job = Self.jobs[module] else {
                throw Failure(description: "\(module) has no line in ModuleGraph.jobs: say there what it owns")
            }
            let needs = dependencies[module] ?? []
            let listed = needs.isEmpty ? "—" : needs.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(module)` | \(job) | \(listed) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The modules as layers, the top first, each depending only on layers under it.
    func layers() -> String {
        let top = ordered.map(height).max() ?? 0
        let rows = (0...top).reversed().map { level in
            ordered.filter { height($0) == level }.joined(separator: "   ")
        }
        return "```\n" + rows.joined(separator: "\n") + "\n```"
    }

    /// The graph's edges without those that follow from others, as a Mermaid diagram.
    func graph() -> String {
        func ours(_ module: String) -> [String] { (dependencies[module] ?? []).filter { dependencies[$0] != nil } }
        func reaches(_ from: String, _ to: String) -> Bool {
            ours(from).contains { $0 == to || reaches($0, to) }
        }
        // A Mermaid id has no hyphen: such a module is drawn under its own name as a label.
        func node(_ module: String) -> String {
            module.contains("-") ? module.replacingOccurrences(of: "-", with: "_") + "[\"\(module)\"]" : module
        }
        var lines = ["```mermaid", "graph TD"]
        for module in ordered.reversed() {
            let direct = ours(module)
            for needed in direct where !direct.contains(where: { $0 != needed && reaches($0, needed) }) {
                lines.append("  \(node(module)) --> \(node(needed))")
            }
        }
        return (lines + ["```"]).joined(separator: "\n")
    }
}
