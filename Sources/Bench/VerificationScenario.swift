import Browsing
import CommandSupport
import Layout
import Screens
import Terminal

/// One scenario of `docs/scenarios.md` as the verification runs it: the page its link opens, what
/// its first complete frame shows, and its largest shelf. The bench hands it to each child it
/// starts as JSON, so a child spends nothing before opening the page but its own start.
struct VerificationScenario: Codable, Equatable {
    /// "S1" … "S5"; S6 is two pages, "S6/S2" and "S6/S4", each opened with every shelf open.
    let id: String
    let name: String
    let link: String
    let sort: RecordingsOptions.Sort?
    let playableOnly: Bool?
    /// The shelves open from the link: nil for the product's default (the first opens by
    /// itself), else these keys, or every shelf when `opensEveryShelf`.
    let openShelves: [String]?
    let opensEveryShelf: Bool
    let scrollTo: String?
    /// The page's title, its first line.
    let title: String
    /// The header of the shelf the page opens at: the one it scrolls to, else the first.
    let openingShelfHeader: String
    let shelfCount: Int
    /// The shelf with the most cards, and its header.
    let largestShelf: String
    let largestShelfHeader: String

    init(id: String, name: String, page: BenchScenarios.Page) {
        self.id = id
        self.name = name
        link = page.link
        sort = page.options.sort
        playableOnly = page.options.playableOnly
        opensEveryShelf = page.options.expansion == .all
        openShelves =
            switch page.options.expansion {
            case .first: nil
            case .none, .all: []
            case .keys(let keys): keys
            }
        scrollTo = page.options.scrollTo
        title = page.loadedTexts.first ?? ""
        let header = { (key: String) in page.shelfKeys.firstIndex(of: key).map { page.shelfHeaders[$0] } ?? key }
        openingShelfHeader = header(page.options.scrollTo ?? page.shelfKeys.first ?? "")
        shelfCount = page.shelfKeys.count
        largestShelf = page.largestShelf
        largestShelfHeader = header(page.largestShelf)
    }

    /// S1–S6 in order.
    static func all(_ scenarios: BenchScenarios) -> [VerificationScenario] {
        let plain = [("S1", scenarios.s1), ("S2", scenarios.s2), ("S3", scenarios.s3), ("S4", scenarios.s4)]
        let s6 = [("S2", scenarios.s2), ("S4", scenarios.s4)].map { id, page in
            VerificationScenario(
                id: "S6/\(id)", name: "S6 " + page.name.dropFirst(id.count + 1) + ", all open", page: page.with(.all))
        }
        return plain.map { VerificationScenario(id: $0, name: $1.name, page: $1) }
            + [VerificationScenario(id: "S5", name: scenarios.s5.name, page: scenarios.s5)] + s6
    }

    /// How the page's recordings start out, as `open` and `render` take them.
    var options: RecordingsOptions {
        let expansion: RecordingsOptions.Expansion =
            if opensEveryShelf { .all } else if let openShelves { .keys(openShelves) } else { .first }
        return RecordingsOptions(sort: sort, playableOnly: playableOnly, expansion: expansion, scrollTo: scrollTo)
    }

    /// The first complete frame: nothing on screen waits for the page's loads any more (no
    /// "Loading…", no count shown as "(…)"), and the page's top shows its title or, when it
    /// opens scrolled to a shelf, that shelf's header. Whether the recordings' heading and the
    /// first shelf fit on screen depends on the size: at 40×12 they may not.
    func isComplete(_ engine: LayoutEngine) -> Bool {
        let screen = engine.canvas.lines.joined(separator: "\n")
        guard !screen.contains("Loading…"), !screen.contains("(…)") else { return false }
        guard scrollTo == nil else {
            return engine.accessibilityTree.flattened.contains { $0.role == .button && $0.label == openingShelfHeader }
        }
        return screen.contains(title)
    }
}

/// A terminal size the scenarios run at: the two of `docs/scenarios.md`, and any `--viewport`.
struct VerificationViewport: Equatable, Sendable {
    let size: Size
    /// "ipad", "iphone"; nil for a size given with `--viewport`.
    let name: String?

    static let ipad = VerificationViewport(size: Size(width: 200, height: 60), name: "ipad")
    static let iphone = VerificationViewport(size: Size(width: 60, height: 50), name: "iphone")
    static let defaults = [ipad, iphone]

    /// "200x60", as `--viewport` takes it and `--json` prints it.
    var argument: String { "\(size.width)x\(size.height)" }
    /// "200×60 (ipad)".
    var label: String { "\(size.width)×\(size.height)" + (name.map { " (\($0))" } ?? "") }

    /// A size such as "80x24", from the smallest the application lays out to the largest a
    /// headless terminal takes; one of the two named sizes keeps its name.
    static func parse(_ text: String) throws(CommandError) -> VerificationViewport {
        let smallest = Browser.smallestSize
        let largest = HeadlessTerminal.largestSize
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let columns = parts[0], let rows = parts[1],
            (smallest.width...largest.width).contains(columns), (smallest.height...largest.height).contains(rows)
        else {
            throw .usage(
                "--viewport takes a size such as 80x24, from \(smallest.width)x\(smallest.height) "
                    + "to \(largest.width)x\(largest.height).")
        }
        let size = Size(width: columns, height: rows)
        return defaults.first { $0.size == size } ?? VerificationViewport(size: size, name: nil)
    }
}

/// The bench's options for the verification, taken out of its arguments before the rest are
/// parsed: `--viewport` (repeatable), `--json`, and the hidden ones the bench gives the child
/// processes it starts.
struct VerificationOptions {
    /// The sizes given with `--viewport`, in order.
    var given: [VerificationViewport] = []
    var json = false
    /// In a child: the scenario to run, whether covers are drawn, and when the parent spawned it.
    var child: String?
    var covers = true
    var spawnedAt: UInt64?

    /// The two sizes of `docs/scenarios.md`, then the others given.
    var viewports: [VerificationViewport] {
        given.reduce(into: VerificationViewport.defaults) { all, viewport in
            if !all.contains(viewport) { all.append(viewport) }
        }
    }

    /// Whether any option only the verification takes was given.
    var isSet: Bool { !given.isEmpty || json }

    init(taking arguments: inout [String]) throws(CommandError) {
        while let text = try Arguments.takeOption("viewport", from: &arguments) {
            given.append(try VerificationViewport.parse(text))
        }
        if let index = arguments.firstIndex(of: "--json") {
            arguments.remove(at: index)
            json = true
        }
        child = try Arguments.takeOption("child", from: &arguments)
        if let text = try Arguments.takeOption("covers", from: &arguments) {
            guard text == "on" || text == "off" else { throw .usage("--covers takes on or off.") }
            covers = text == "on"
        }
        if let text = try Arguments.takeOption("spawned-at", from: &arguments) {
            guard let stamp = UInt64(text) else {
                throw .usage("--spawned-at takes the spawn's uptime in nanoseconds.")
            }
            spawnedAt = stamp
        }
    }
}
