import Application
import Catalog
import CommandSupport
import FoundationEssentials
import Layout
import Screens
import Terminal

/// The Songs and Artists lists of the running application: a search character typed and
/// erased, timed from the moment its debounce fires to the updated list drawn (the query runs
/// on another thread; the main thread's share is shown apart), and the 31k artists scrolled a
/// page (PgDn) or a wheel step per frame.
struct ListBench {
    let access: CatalogAccess
    let io: CommandIO
    let iterations: Int

    /// What is typed into the search fields: the commonest letter, so the list changes most.
    static let typed = "a"
    static let erase = "\u{7F}"
    static let pageDown = "\u{1B}[6~"

    func run() throws {
        let store = try access.open()
        let headless = HeadlessBrowser(store: store, catalogPath: access.location.path, size: BenchScenarios.viewport)
        guard headless.runUntilIdle() != nil else { throw BenchError.unsettled("the Songs list") }
        let songs = try store.songs().count
        let songMatches = try store.songs(matching: Self.typed).count
        try search(headless, field: "Search songs…", noun: "Songs", all: songs, matching: songMatches)

        headless.browser.select(.artists)
        headless.loop.invalidate()
        guard headless.runUntilIdle() != nil else { throw BenchError.unsettled("the Artists list") }
        let artists = try store.performers().count
        let artistMatches = try store.performers(matching: Self.typed).count
        try search(headless, field: "Search artists…", noun: "Artists", all: artists, matching: artistMatches)
        try scroll(headless, artists: artists)
    }

    private func write(_ figure: BenchFigure) throws { try io.write(figure.line) }

    /// Types the character and erases it again, `iterations` times each after a warm-up.
    private func search(_ headless: HeadlessBrowser, field: String, noun: String, all: Int, matching: Int) throws {
        guard headless.engine.focus(label: field) else { throw BenchError.missingFrame("the field \(field)") }
        var typed = (total: [Double](), mainThread: [Double]())
        var erased = (total: [Double](), mainThread: [Double]())
        for run in 0...iterations {
            let typing = try afterDebounce(headless, keys: Self.typed)
            let erasing = try afterDebounce(headless, keys: Self.erase)
            guard run > 0 else { continue }
            typed.total.append(typing.total)
            typed.mainThread.append(typing.mainThread)
            erased.total.append(erasing.total)
            erased.mainThread.append(erasing.mainThread)
        }
        try write(
            BenchFigure(
                "\(noun): type “\(Self.typed)” (\(matching) of \(all)), debounce to list drawn", typed.total, target: 30
            ))
        try write(BenchFigure("\(noun): … of which the main thread", typed.mainThread))
        try write(BenchFigure("\(noun): erase it (all \(all)), debounce to list drawn", erased.total, target: 30))
        try write(BenchFigure("\(noun): … of which the main thread", erased.mainThread))
    }

    /// Sends `keys` to the focused search field and waits out its debounce, when the list
    /// reloads (from the catalog, or at once for the whole list). Times from then to the loop
    /// idle with the new list drawn, in all and on the main thread.
    private func afterDebounce(_ headless: HeadlessBrowser, keys: String) throws -> (total: Double, mainThread: Double)
    {
        let loop = headless.loop
        let typed = BenchClock.now()
        loop.inject(Array(keys.utf8))
        guard headless.runUntil({ loop.stats.lastDeadlineFired > typed }) != nil else {
            throw BenchError.missingFrame("the search's debounce")
        }
        let busy = loop.stats.busyMicroseconds
        guard let drawn = headless.runUntilIdle() else { throw BenchError.unsettled("the search") }
        return (
            BenchClock.milliseconds(since: loop.stats.lastDeadlineFired, until: drawn),
            Double(loop.stats.busyMicroseconds - busy) / 1_000
        )
    }

    /// PgDn from the top of the list to its end, then the wheel back up as many frames: the
    /// main thread's time per frame.
    private func scroll(_ headless: HeadlessBrowser, artists: Int) throws {
        let loop = headless.loop
        var pages: [Double] = []
        while pages.count < 5_000 {
            let frames = loop.stats.framesDrawn
            loop.inject(Array(Self.pageDown.utf8))
            let time = try AppBench.mainThreadTime(loop)
            guard loop.stats.framesDrawn != frames else { break }
            pages.append(time)
        }
        // An SGR mouse report of the wheel turned up over the middle of the list (1-based).
        let wheelUp = "\u{1B}[<64;\(BenchScenarios.middle.x + 1);\(BenchScenarios.middle.y + 1)M"
        var wheel: [Double] = []
        for _ in 0..<pages.count {
            loop.inject(Array(wheelUp.utf8))
            wheel.append(try AppBench.mainThreadTime(loop))
        }
        try write(
            BenchFigure("Artists: PgDn through all \(artists) (\(pages.count) frames), per frame", pages, target: 2))
        try write(BenchFigure("Artists: wheel back up (\(wheel.count) frames), per frame", wheel, target: 2))
    }
}
