import Application
import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import Keys
import KeysTestSupport
import Layout
import Library
import Playback
import Screens
import ScreensTestSupport
import Terminal
import TestFixtures
import TestThreads
import Testing

/// The key map against the application itself, keys sent as a terminal sends them: every
/// binding in the table acts, and no key without one does.
@Suite("The key map, in the application", .testThreads)
struct KeyMapTests {
    /// Where a binding's action shows. Each stage is one harness, put back where the next
    /// binding must act before each key.
    enum Stage: CaseIterable, Sendable {
        /// The Songs tab, its search field, the link prompt and the help.
        case songs
        /// All of Me, opened by a link, with its shelves of cards.
        case song
        /// A repertoire's page: All of Me, Summertime and Tiger Rag, in that order before each key.
        case repertoire
        /// The Songs tab while the server is away, counting down to a retry.
        case outage
        /// Three tones playing through mpv, the second paused at 0:15 before each key.
        case playing
        /// The loop running, for the keys that end it.
        case run
        /// Nowhere a headless terminal shows.
        case none
    }

    /// How to see a binding act: where, how to get there before each key, and what it does.
    struct Probe {
        var stage: Stage
        var prepare: (BrowserHarness, Sample) throws -> Void = { _, _ in }
        /// What must hold once the key has settled, besides a change of state.
        var expect: (BrowserHarness, Sample) -> Void = { _, _ in }
        /// Redraw alone changes nothing but the bytes: the whole screen written again.
        var repaintsOnly = false
        /// For the keys that end the loop: the status it ends with.
        var exitStatus: Int32?
    }

    /// A key as a test sends it: the key, its modifiers and its bytes.
    struct Sample: CustomStringConvertible {
        let key: Key
        let modifiers: Modifiers
        let bytes: [UInt8]
        var description: String { "\(key) \(modifiers.rawValue)" }
    }

    /// What a key may change that the user sees or the next key meets.
    struct Fingerprint: Equatable {
        let canvas: Canvas
        let focus: String?
        let cursor: Int?
        let route: Route?
        let inSheet: Bool?
        let showsHelp: Bool
        let tab: Tab
        let message: String?
        let pageOffset: Int?

        init(_ harness: BrowserHarness) {
            canvas = harness.engine.canvas
            focus = harness.engine.focusedLabel
            cursor = harness.engine.focusedTextCursor
            route = harness.browser.current?.route
            inSheet = harness.browser.current?.inSheet
            showsHelp = harness.browser.showsHelp
            tab = harness.browser.tab
            message = harness.browser.message
            pageOffset = harness.engine.scrollOffset(of: ScrollArea.page)
        }
    }

    /// What the loop did: frames drawn and bytes written. Kept apart from the state: a key
    /// that changes nothing may still draw a frame, and that frame alone is not acting.
    struct Activity: Equatable {
        let frames: Int
        let bytes: Int

        init(_ harness: BrowserHarness) {
            frames = harness.loop.stats.framesDrawn
            bytes = harness.loop.stats.bytesWritten
        }
    }

    @Test("the bytes the tests send decode to the key they stand for")
    func bytesDecode() {
        for (key, modifiers) in KeyUniverse.chords {
            guard let bytes = KeyBytes.bytes(key, modifiers) else { continue }
            var decoder = InputDecoder()
            #expect(decoder.feed(bytes) + decoder.flushPendingEscape() == [.key(key, modifiers)], "\(key) \(modifiers)")
        }
    }

    @Test("the numbered chords number the tabs")
    func numbersAreTabs() {
        let numbered = KeyMap.standard.bindings.flatMap(\.chords).compactMap { chord -> ClosedRange<Int>? in
            if case .numbered(let range) = chord.keys { range } else { nil }
        }
        #expect(numbered == [1...Tab.allCases.count])
    }

    @Test("every binding in the table acts", arguments: Stage.allCases)
    func everyBindingActs(stage: Stage) throws {
        let bindings = KeyMap.standard.bindings.filter { Self.probe($0.action).stage == stage }
        let harness: BrowserHarness? =
            switch stage {
            case .songs: try BrowserHarness()
            case .song: try Self.allOfMe()
            case .repertoire: try BrowserHarness()
            case .outage:
                try BrowserHarness(store: HTTPCatalog(address: "http://127.0.0.1:\(LoopbackSockets.closedPort())"))
            case .playing: try BrowserHarness(plays: true)
            case .run, .none: nil
            }
        for binding in bindings {
            let probe = Self.probe(binding.action)
            let samples = Self.samples(of: binding)
            #expect(!samples.isEmpty, "\(binding.action) has no key a terminal sends")
            for sample in samples {
                let context = "\(binding.action), \(sample)"
                if let status = probe.exitStatus {
                    try Self.expectExit(status, after: sample, context)
                } else if let harness {
                    try probe.prepare(harness, sample)
                    try #require(harness.loop.isIdle, "\(context): not ready")
                    let state = Fingerprint(harness)
                    let activity = Activity(harness)
                    harness.loop.inject(sample.bytes)
                    harness.settle()
                    let changed = Fingerprint(harness) != state
                    if probe.repaintsOnly {
                        #expect(!changed, "\(context) changed the state")
                        #expect(Activity(harness).bytes > activity.bytes, "\(context) wrote nothing")
                    } else {
                        #expect(changed, "\(context) did nothing")
                        probe.expect(harness, sample)
                    }
                }
            }
        }
    }

    @Test("no key acts without a binding: on a list, a page, in a field, the help, a panel, the link prompt")
    func nothingElseActs() throws {
        let songs = try BrowserHarness()
        try #require(songs.engine.focusedLabel == nil)
        try Self.expectNothingActs(in: songs, "the Songs list with nothing focused")
        songs.keys("/")
        songs.keys("ab")
        try Self.expectNothingActs(in: songs, "the search field holding “ab”")
        try Self.songsRoot(songs)
        songs.browser.toggleHelp()
        songs.loop.invalidate()
        try Self.expectNothingActs(in: songs, "the help")
        try Self.songsRoot(songs)
        Self.openLinkPrompt(songs)
        try Self.expectNothingActs(in: songs, "the link prompt")

        let song = try Self.allOfMe(size: Size(width: 60, height: 50))
        try Self.focusSecondCard(song)
        try Self.expectNothingActs(in: song, "All of Me with a card focused")
        #expect(song.press("Filter"))
        try Self.expectNothingActs(in: song, "the Filter sheet")
    }

    // MARK: Probes

    /// Tones served from loopback for the playing stage, for the whole run.
    private static let tones: TestHTTPServer? = try? TestHTTPServer(routes: [
        "/tone.wav": .respond(status: 200, contentType: "audio/wav", body: AudioFixtures.tone(seconds: 30))
    ])

    /// Three tones playing, the second paused at 0:15, as the line shows once mpv has loaded it
    /// (its length is known then): the pause and the seek are asked at once, as the file loads.
    private static func playTones(_ harness: BrowserHarness) throws {
        let server = try #require(tones)
        let player = try #require(harness.browser.player)
        let items = (1...3).map { PlayItem(title: "Tone \($0)", url: server.url("/tone.wav")) }
        try player.play(items, from: 1)
        player.togglePause()
        player.seek(by: 15)
        harness.loop.invalidate()
        try #require(
            harness.iterate { harness.lines.contains { $0.hasPrefix(" ❚❚ Tone 2") && $0.contains("0:15 / 0:30") } })
        harness.settle()
    }

    private static func probe(_ action: KeyAction) -> Probe {
        switch action {
        case .type, .edit:
            Probe(stage: .songs) { harness, _ in try linkPromptHoldingABC(harness) }
        case .leaveSearch:
            Probe(
                stage: .songs,
                prepare: { harness, _ in
                    try songsRoot(harness)
                    try #require(harness.engine.focus(label: "Search songs…"))
                    harness.loop.invalidateLayout()
                    harness.settle()
                },
                expect: { harness, _ in
                    #expect(harness.engine.focusedTextCursor == nil, "the focus left the search")
                    #expect(harness.engine.focusedLabel != nil)
                })
        case .focusNext, .focusPrevious, .toggleHelp:
            Probe(stage: .songs) { harness, _ in try songsRoot(harness) }
        case .redraw:
            Probe(stage: .songs, prepare: { harness, _ in try songsRoot(harness) }, repaintsOnly: true)
        case .back:
            // The help closes first: something to go back from without loading a page.
            Probe(stage: .songs) { harness, _ in
                try songsRoot(harness)
                harness.browser.toggleHelp()
                harness.loop.invalidate()
                harness.settle()
            }
        case .askForLink:
            Probe(stage: .songs) { harness, _ in
                try songsRoot(harness)
            } expect: { harness, _ in
                #expect(harness.engine.focusedLabel == Browser.linkPromptLabel)
            }
        case .focusSearch:
            Probe(stage: .songs) { harness, _ in
                try songsRoot(harness)
            } expect: { harness, _ in
                #expect(harness.engine.focusedLabel == "Search songs…")
            }
        case .selectTab:
            // The tab before the key is never the one the key picks.
            Probe(stage: .songs) { harness, sample in
                try songsRoot(harness)
                harness.browser.select(tab(numbered: sample) == .settings ? .songs : .settings)
                harness.loop.invalidate()
                harness.settle()
            } expect: { harness, sample in
                #expect(harness.browser.tab == tab(numbered: sample))
            }
        case .moveFocus, .focusEdge(_, .focused):
            Probe(stage: .song) { harness, _ in try focusSecondCard(harness) }
        case .focusEdge(let edge, .outermost(let axis)):
            Probe(stage: .song) { harness, _ in
                harness.engine.focusEdge(edge == .start ? .end : .start, of: .outermost(axis))
                harness.loop.invalidateLayout()
                harness.settle()
            }
        case .activate:
            Probe(stage: .song) { harness, _ in
                pageTop(harness)
                try #require(harness.engine.focus(label: "Playable only?"))
                harness.loop.invalidateLayout()
                harness.settle()
            }
        case .scrollPage(let down):
            Probe(stage: .song) { harness, _ in
                pageTop(harness)
                if !down {
                    let center = Point(x: harness.loop.backend.size.width / 2, y: harness.loop.backend.size.height / 2)
                    try #require(harness.engine.scroll(at: center, axis: .vertical, by: 20))
                    harness.loop.invalidateLayout()
                    harness.settle()
                }
            }
        case .retry:
            // At 2 s, a retry that fails shows 4 s; the countdown alone would show 1 s.
            Probe(stage: .outage) { harness, _ in
                try #require(harness.iterate(until: "Retrying in 2 s"))
                harness.settle()
            } expect: { harness, _ in
                #expect(harness.screen.contains("Retrying in 4 s"))
            }
        case .setAllShelves(let open):
            // From the other state: every shelf open before `-`, none before `+`.
            Probe(stage: .song) { harness, _ in
                harness.browser.setAllShelves(open: !open)
                harness.loop.invalidate()
                harness.settle()
            } expect: { harness, _ in
                let headers = harness.engine.accessibilityTree.flattened.filter {
                    $0.states.contains(.expanded) || $0.states.contains(.collapsed)
                }
                #expect(!headers.isEmpty && headers.allSatisfy { $0.states.contains(open ? .expanded : .collapsed) })
            }
        case .recallSearch(let older):
            // In the search field, with a search in the history; for Ctrl-N, one recalled already.
            Probe(stage: .songs) { harness, _ in
                try songsRoot(harness)
                _ = harness.browser.restore(BrowserState(tab: "Songs", searchHistory: ["blue"]))
                try #require(harness.engine.focus(label: "Search songs…"))
                // An empty field: what an earlier sample recalled is erased.
                harness.keys("\u{15}")
                if !older { #expect(harness.browser.recallSearch(older: true)) }
                harness.loop.invalidate()
                harness.settle()
            } expect: { harness, _ in
                #expect(harness.lines[0] == (try? ListHeading.songs(searching: older ? "blue" : "")))
            }
        case .toggleFavorite:
            Probe(stage: .song) { harness, _ in
                try focusSecondCard(harness)
            } expect: { harness, _ in
                #expect(harness.browser.library.snapshot.favorites.count == 1)
                #expect(harness.screen.contains("★"))
            }
        case .addToRepertoire:
            Probe(stage: .song) { harness, _ in
                pageTop(harness)
            } expect: { harness, _ in
                #expect(harness.screen.contains("Add to repertoire: All of Me"))
            }
        case .moveEntry(let later):
            Probe(stage: .repertoire) { harness, _ in
                try probeRepertoire(harness)
            } expect: { harness, _ in
                #expect(
                    probeOrder(harness)
                        == (later
                            ? ["All of Me", "Tiger Rag", "Summertime"] : ["Summertime", "All of Me", "Tiger Rag"]))
            }
        case .removeEntry:
            Probe(stage: .repertoire) { harness, _ in
                try probeRepertoire(harness)
            } expect: { harness, _ in
                #expect(probeOrder(harness) == ["All of Me", "Tiger Rag"])
            }
        case .undo:
            // Summertime taken out by the page's own button: u puts it back in its place.
            Probe(stage: .repertoire) { harness, _ in
                try probeRepertoire(harness)
                try #require(harness.press("Take Summertime out"))
            } expect: { harness, _ in
                #expect(probeOrder(harness) == ["All of Me", "Summertime", "Tiger Rag"])
            }
        case .playShelf:
            // No player here: the shelf's first recording with a YouTube link opens as a link
            // does. Each sample plays another shelf, so that each opens another link.
            Probe(stage: .song) { harness, sample in
                pageTop(harness)
                let headers = harness.shelfHeaders
                let binding = try #require(KeyMap.standard.bindings.first { $0.action == .playShelf })
                let shelf = try #require(samples(of: binding).firstIndex { $0.bytes == sample.bytes })
                try #require(harness.engine.focus(label: headers[shelf % headers.count]))
                harness.loop.invalidateLayout()
                harness.settle()
            } expect: { harness, _ in
                #expect(harness.screen.contains("https://www.youtube.com/"), "\(harness.screen)")
            }
        case .togglePause:
            Probe(stage: .playing) { harness, _ in
                try playTones(harness)
            } expect: { harness, _ in
                // Playing on from 0:15, the line counts on as a loaded machine lets it.
                #expect(harness.lines.contains { $0.hasPrefix(" ▶ Tone 2") && $0.contains(" / 0:30 · 2 of 3") })
                let shown = NowPlayingText.elapsed(in: harness.screen)
                #expect((15..<30).contains(shown ?? 0), "\(harness.screen)")
            }
        case .seek(let forward):
            Probe(stage: .playing) { harness, _ in
                try playTones(harness)
            } expect: { harness, _ in
                #expect(
                    harness.lines.contains { $0.contains(forward ? "0:25 / 0:30 · 2 of 3" : "0:05 / 0:30 · 2 of 3") })
            }
        case .skip(let forward):
            Probe(stage: .playing) { harness, _ in
                try playTones(harness)
            } expect: { harness, _ in
                #expect(
                    harness.lines.contains {
                        $0.contains(forward ? "Tone 3" : "Tone 1") && $0.contains(forward ? "3 of 3" : "1 of 3")
                    })
            }
        case .stopPlaying:
            Probe(stage: .playing) { harness, _ in
                try playTones(harness)
            } expect: { harness, _ in
                #expect(!harness.lines.contains { $0.contains("of 3") })
            }
        case .quit:
            Probe(stage: .run, exitStatus: 0)
        case .interrupt:
            Probe(stage: .run, exitStatus: 130)
        case .suspend:
            // Headless, suspending does nothing. LoopKeyMapTests sees the loop take Ctrl-Z, and
            // TerminalSessionTests.suspendAndResume suspends a real run.
            Probe(stage: .none)
        }
    }

    /// A binding's chords as keys to send: the modifiers a chord names, or none and Alt for
    /// one that takes any, none and Shift for typing; every number of a numbered chord, and
    /// one that is not an ASCII digit; letters, a space, a symbol and an accented letter for
    /// any character.
    private static func samples(of binding: KeyBinding) -> [Sample] {
        binding.chords.flatMap { chord -> [Sample] in
            let keys: [Key] =
                switch chord.keys {
                case .key(let key): [key]
                case .numbered(let range): range.map { .character(Character("\($0)")) } + [.character("١")]
                case .anyCharacter: ["a", " ", "?", "é"].map { .character($0) }
                }
            let modifierSets: [Modifiers] =
                switch chord.modifiers {
                case .exactly(let modifiers): [modifiers]
                case .any: [[], .alt]
                case .atMostShift: [[], .shift]
                }
            return keys.flatMap { key in
                modifierSets.compactMap { modifiers in
                    KeyBytes.bytes(key, modifiers).map { Sample(key: key, modifiers: modifiers, bytes: $0) }
                }
            }
        }
    }

    /// The tab a numbered key picks.
    private static func tab(numbered sample: Sample) -> Tab? {
        guard case .character(let character) = sample.key, let number = character.wholeNumberValue else { return nil }
        return Tab.allCases.indices.contains(number - 1) ? Tab.allCases[number - 1] : nil
    }

    /// `q` ends the run as it should (0), Ctrl-C as an interrupt (130); a key that did not
    /// would leave the run to the fallback (-1).
    private static func expectExit(_ status: Int32, after sample: Sample, _ context: String) throws {
        let harness = try BrowserHarness()
        let loop = harness.loop
        loop.schedule(after: 0) { loop.inject(sample.bytes) }
        loop.schedule(after: 5) { loop.quit(status: -1) }
        #expect(loop.run(harness.application) == status, "\(context)")
    }

    /// Sends every key that has no binding where the harness is, and expects nothing to
    /// change: no state, no frame, no byte.
    private static func expectNothingActs(in harness: BrowserHarness, _ place: String) throws {
        harness.settle()
        try #require(harness.loop.isIdle, "\(place): not ready")
        let editing = harness.engine.focusedTextCursor != nil
        var state = Fingerprint(harness)
        var activity = Activity(harness)
        var tried = 0
        for (key, modifiers) in KeyUniverse.chords
        where KeyMap.standard.resolve(key, modifiers, editing: editing) == nil {
            guard let bytes = KeyBytes.bytes(key, modifiers) else { continue }
            tried += 1
            harness.loop.inject(bytes)
            harness.loop.iterate(timeoutMilliseconds: 0)
            let (stateAfter, activityAfter) = (Fingerprint(harness), Activity(harness))
            let unchanged = stateAfter == state && activityAfter == activity
            #expect(unchanged, "\(place): \(key) \(modifiers.rawValue) acts without a binding")
            (state, activity) = (stateAfter, activityAfter)
        }
        #expect(tried > 500, "\(place): only \(tried) keys tried")
    }

    // MARK: Where the keys are tried

    private static func allOfMe(size: Size = Size(width: 200, height: 60)) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: size)
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        // Every shelf open: a page longer than the screen, to scroll.
        harness.browser.setAllShelves(open: true)
        harness.loop.invalidate()
        harness.settle()
        return harness
    }

    /// The Songs tab at its root: no sheet, no help, no link prompt, the focus on its tab
    /// (out of any field).
    private static func songsRoot(_ harness: BrowserHarness) throws {
        harness.browser.select(.songs)
        while harness.browser.back() {}
        harness.loop.invalidate()
        harness.settle()
        try #require(harness.engine.focus(label: Tab.songs.rawValue))
        harness.loop.invalidateLayout()
        harness.settle()
    }

    private static func openLinkPrompt(_ harness: BrowserHarness) {
        harness.browser.askForLink()
        harness.engine.requestFocus(id: FocusTarget.linkPrompt)
        harness.loop.invalidate()
        harness.settle()
    }

    /// The link prompt focused, holding "abc" with the cursor before the "c": every editing
    /// key has something to change.
    private static func linkPromptHoldingABC(_ harness: BrowserHarness) throws {
        try songsRoot(harness)
        openLinkPrompt(harness)
        harness.engine.type("abc")
        harness.engine.edit(.left)
        harness.loop.invalidate()
        harness.settle()
        try #require(harness.engine.focusedLabel == Browser.linkPromptLabel)
        try #require(harness.engine.focusedTextCursor == 2)
    }

    static let probeRepertoireID = "00000000-0000-4000-8000-0000000000a1"

    /// The repertoire "Probe" made again as All of Me, Summertime and Tiger Rag, written by
    /// another store as another process would; its page on the Library tab, with the focus on
    /// Summertime.
    private static func probeRepertoire(_ harness: BrowserHarness) throws {
        let store = try LibraryStore(path: harness.libraryPath)
        if try store.snapshot().repertoire(id: probeRepertoireID) != nil {
            try store.deleteRepertoire(id: probeRepertoireID)
        }
        try store.createRepertoire(named: "Probe", id: probeRepertoireID)
        for title in ["All of Me", "Summertime", "Tiger Rag"] {
            try store.add(
                RepertoireSong(id: try SharedDemoCatalog.songID(title), title: title), toRepertoire: probeRepertoireID)
        }
        _ = harness.browser.receive(.libraryChanged)
        if harness.browser.current?.route != .repertoire(id: probeRepertoireID) {
            harness.browser.select(.library)
            harness.browser.push(.repertoire(id: probeRepertoireID))
        }
        harness.loop.invalidate()
        harness.settle()
        try #require(harness.engine.focus(label: "Summertime"))
        harness.loop.invalidateLayout()
        harness.settle()
    }

    private static func probeOrder(_ harness: BrowserHarness) -> [String] {
        harness.browser.library.snapshot.repertoire(id: probeRepertoireID)?.songs.map(\.title) ?? []
    }

    /// The page scrolled to its top, where the first control has the focus.
    private static func pageTop(_ harness: BrowserHarness) {
        harness.engine.focusEdge(.start, of: .outermost(.vertical))
        harness.loop.invalidateLayout()
        harness.settle()
    }

    /// The second card on screen of the first shelf: cards on every side of it, and room in
    /// its carousel both ways.
    private static func focusSecondCard(_ harness: BrowserHarness) throws {
        pageTop(harness)
        let card = try #require(harness.cards.dropFirst().first)
        try #require(harness.engine.focus(label: card.label))
        harness.loop.invalidateLayout()
        harness.settle()
    }
}
