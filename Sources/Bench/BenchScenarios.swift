import Application
import Browsing
import Catalog
import CommandSupport
import Layout
import Screens

/// The pages of `docs/scenarios.md` the bench opens, found in the catalog by name: each with its
/// link, its starting options, what its first complete frame shows, and its shelf keys (for
/// opening all of them and scrolling to the last).
struct BenchScenarios {
    /// The size of the larger scenario viewport ("ipad").
    static let viewport = Size(width: 200, height: 60)
    static let viewportLabel = "\(viewport.width)×\(viewport.height)"
    /// Where the wheel turns and PgDn aims: the middle of the screen.
    static let middle = Point(x: viewport.width / 2, y: viewport.height / 2)

    struct Page {
        let name: String
        let link: String
        let options: RecordingsOptions
        /// Texts on screen once the page's header and its recordings' header have loaded.
        let loadedTexts: [String]
        let shelfKeys: [String]
        /// The shelves' headers as drawn: "1930s (122)".
        let shelfHeaders: [String]
        /// The shelf with the most cards (the first of those, on a tie).
        let largestShelf: String

        init(
            name: String, link: String, options: RecordingsOptions, loadedTexts: [String],
            shelves: [RecordingShelf<some Sendable>]
        ) {
            self.init(
                name: name, link: link, options: options, loadedTexts: loadedTexts, shelfKeys: shelves.map(\.key),
                shelfHeaders: shelves.map(\.header),
                largestShelf: shelves.max { $0.rows.count < $1.rows.count }?.key ?? "")
        }

        private init(
            name: String, link: String, options: RecordingsOptions, loadedTexts: [String], shelfKeys: [String],
            shelfHeaders: [String], largestShelf: String
        ) {
            self.name = name
            self.link = link
            self.options = options
            self.loadedTexts = loadedTexts
            self.shelfKeys = shelfKeys
            self.shelfHeaders = shelfHeaders
            self.largestShelf = largestShelf
        }

        /// The application at the scenario size showing this page, its loads arrived.
        func loaded(access: CatalogAccess) throws -> HeadlessBrowser {
            let headless = HeadlessBrowser(
                store: try access.open(), catalogPath: access.location.path, size: BenchScenarios.viewport)
            headless.browser.open(link: link, options: options)
            guard headless.runUntilIdle() != nil else { throw BenchError.unsettled(name) }
            return headless
        }

        /// The same page with other shelves open.
        func with(_ expansion: RecordingsOptions.Expansion) -> Page {
            var options = options
            options.expansion = expansion
            return Page(
                name: name, link: link, options: options, loadedTexts: loadedTexts, shelfKeys: shelfKeys,
                shelfHeaders: shelfHeaders, largestShelf: largestShelf)
        }
    }

    /// "All of Me", Playable only off, Sort: Year.
    let s1: Page
    /// "All of Me", Playable only off, Sort: Name.
    let s2: Page
    /// Louis Armstrong, Sort: Year.
    let s3: Page
    /// Louis Armstrong, Sort: Song.
    let s4: Page
    /// S4 with only the "Tiger Rag" shelf open and scrolled to, and that shelf's card count.
    let s5: Page
    let s5Cards: Int
    /// S4's shelves themselves, rows and all: what the peer page draws.
    let s4Shelves: [RecordingShelf<PerformerRecording>]
    /// Summertime and Louis Armstrong, for the catalog queries.
    let summertime: SongIndexEntry
    let armstrong: PerformerIndexEntry

    init(store: SQLiteCatalogStore) throws {
        guard let allOfMe = try store.songs(matching: "All of Me").first(where: { $0.title == "All of Me" }),
            let summertime = try store.songs(matching: "Summertime").first(where: { $0.title == "Summertime" }),
            let armstrong = try store.performers(matching: "Louis Armstrong").first(where: {
                $0.name == "Louis Armstrong"
            }),
            let yearRows = try store.songShell(id: allOfMe.id, sort: .year)?.recordings,
            let nameRows = try store.songShell(id: allOfMe.id, sort: .name)?.recordings,
            let armstrongRows = try store.performerRecordings(id: armstrong.id)?.recordings
        else {
            throw CommandError.failed(
                "The bench needs the demo catalog (All of Me, Summertime, Louis Armstrong); "
                    + "generate it with 'approachnote catalog generate'.")
        }
        self.summertime = summertime
        self.armstrong = armstrong
        let everyRecording = SongRecordingFilters(playableOnly: false)
        let byYear = SongRecordingsSection(sort: .year, filters: everyRecording).content(of: yearRows)
        let byName = SongRecordingsSection(sort: .name, filters: everyRecording).content(of: nameRows)
        let byDecade = ArtistRecordingsSection(sort: .year).content(of: armstrongRows)
        let bySong = ArtistRecordingsSection(sort: .song).content(of: armstrongRows)
        let song = "approachnote://song/\(allOfMe.id)"
        let songTexts = [allOfMe.title, "ALL RECORDINGS (\(GroupedNumber.text(byYear.total)))"]
        s1 = Page(
            name: "S1 \(allOfMe.title)", link: song, options: RecordingsOptions(sort: .year, playableOnly: false),
            loadedTexts: songTexts, shelves: byYear.shelves)
        s2 = Page(
            name: "S2 \(allOfMe.title)/name", link: song,
            options: RecordingsOptions(sort: .name, playableOnly: false), loadedTexts: songTexts,
            shelves: byName.shelves)
        let artist = "approachnote://artist/\(armstrong.id)"
        s3 = Page(
            name: "S3 \(armstrong.name)/year", link: artist, options: RecordingsOptions(sort: .year),
            loadedTexts: [armstrong.name, "RECORDINGS (\(GroupedNumber.text(byDecade.total)))"],
            shelves: byDecade.shelves)
        s4 = Page(
            name: "S4 \(armstrong.name)/song", link: artist,
            options: RecordingsOptions(sort: .song),
            loadedTexts: [armstrong.name, "RECORDINGS (\(GroupedNumber.text(bySong.total)))"], shelves: bySong.shelves)
        let tigerRag = "Tiger Rag"
        guard let shelf = bySong.shelves.first(where: { $0.key == tigerRag }) else {
            throw CommandError.failed("The bench needs Louis Armstrong's “\(tigerRag)” shelf in the demo catalog.")
        }
        s5 = Page(
            name: "S5 \(armstrong.name)/\(tigerRag)", link: s4.link,
            options: RecordingsOptions(sort: .song, expansion: .keys([tigerRag]), scrollTo: tigerRag),
            loadedTexts: s4.loadedTexts, shelves: bySong.shelves)
        s5Cards = shelf.rows.count
        s4Shelves = bySong.shelves
    }
}
