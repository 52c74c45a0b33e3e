import Artwork
import Layout

/// The covers on the cards, for every page, through one `ArtworkPipeline`: what a card shows
/// for its cover now, and which covers are wanted (those on screen). The pipeline decodes off
/// the main thread and its deliveries reach the run loop as messages; the main thread only
/// copies finished cells.
public final class CoverArtwork {
    /// Not private: tests hold its work back to see what a scroll leaves queued.
    let pipeline: ArtworkPipeline
    /// What was last asked for, so a frame showing the same covers costs nothing.
    private var shown: [ArtworkRequest] = []
    /// The places on screen that wait for their covers, and the art's size.
    private var awaited: (covers: [VisibleCover], geometry: ArtGeometry)?
    /// Covers on screen asked for again because the pipeline no longer knew them while their
    /// cards waited: the memory cache let them go. Each is asked for again once while it stays
    /// on screen, so a cover larger than the whole cache is not made over and over.
    private var askedAgain: Set<ArtworkRequest> = []
    /// Hands word to the run loop that the screen has a cover to show.
    private let post: @Sendable (BrowserMessage) -> Void
    /// How covers are drawn; nil with cover art off (Settings, `--images off`).
    public var output: ArtworkOutput?

    /// The covers' share of the browser's `WorkLedger`.
    let work: WorkScope

    /// `post` hands word of a finished cover to the run loop, from a worker thread; `work` is
    /// where the covers count the work they have still to do.
    public init(
        configuration: ArtworkConfiguration = ArtworkConfiguration(), output: ArtworkOutput? = .symbols(.truecolor),
        work: WorkScope = WorkLedger().scope(), post: @escaping @Sendable (BrowserMessage) -> Void
    ) {
        self.work = work
        self.post = post
        pipeline = ArtworkPipeline(configuration: configuration, work: work.report) { _, _ in post(.cover) }
        self.output = output
    }

    /// Whether covers asked for are still being made.
    public var isLoading: Bool { work.isBusy }

    public var counters: ArtworkCounters { pipeline.counters }

    /// The covers on screen now, in screen order: they are made first; covers no longer on
    /// screen are withdrawn. `awaited` are the places on screen that wait for theirs: when they
    /// are not those of the frame before and one has news already (its cover finished while it
    /// was out of view, and no evaluation followed), word is posted, so the page is evaluated
    /// and shows it. The same places as before have no news: a cover finished since posted its
    /// own word. Without a geometry (cover art off) nothing waits for a cover.
    func show(_ urls: [String], awaited: [VisibleCover], geometry: ArtGeometry?) {
        guard let output, let geometry else {
            self.awaited = nil
            return
        }
        let requests = urls.map { ArtworkRequest(url: $0, geometry: geometry, output: output) }
        if requests != shown {
            shown = requests
            askedAgain.formIntersection(requests)
            pipeline.updateVisible(requests)
        }
        let moved = self.awaited.map { $0.covers != awaited || $0.geometry != geometry } ?? true
        self.awaited = (awaited, geometry)
        if moved, checkAwaited() { post(.cover) }
    }

    /// Whether a cover finished changes the screen: a card on screen would show its cover
    /// otherwise than it does (`art(at:)`, which the page's evaluation asks). Covers finish
    /// for cards scrolled out of view too, and the page need not be evaluated again for those.
    ///
    /// A waiting place whose cover the pipeline no longer knows (made, then let go by the
    /// memory cache before its card showed it, or while it did) has nothing on its way: it is
    /// asked for again here, or the card would wait for a word that never comes.
    func checkAwaited() -> Bool {
        guard let awaited, let output else { return false }
        var changes = false
        var lost: [ArtworkRequest] = []
        for cover in awaited.covers {
            let request = ArtworkRequest(url: cover.url, geometry: awaited.geometry, output: output)
            let state = pipeline.state(of: request)
            if state == nil, askedAgain.insert(request).inserted { lost.append(request) }
            if Self.art(state, url: cover.url, source: nil).awaiting != cover.awaiting { changes = true }
        }
        if !lost.isEmpty { pipeline.askAgain(lost) }
        return changes
    }

    /// What a card with a cover at `url`, its art the size of `geometry`, shows now.
    func art(at url: String, geometry: ArtGeometry, source: String?) -> CardArt {
        guard let output else { return .unavailable }
        return Self.art(
            pipeline.state(of: ArtworkRequest(url: url, geometry: geometry, output: output)), url: url, source: source)
    }

    /// What a card shows for a cover in `state`.
    private static func art(_ state: ArtworkState?, url: String, source: String?) -> CardArt {
        switch state {
        case .ready(let rendering)?: .drawn(rendering, url: url, source: source)
        case .failed?: .failed(url: url)
        // Still being made, or to be asked for again: the card waits for it.
        case .loading?, nil: .cover(url: url, source: source)
        }
    }
}
