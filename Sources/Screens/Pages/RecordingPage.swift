import Artwork
import Browsing
import Catalog
import Layout
import Library
import Playback

/// One recording: the song (year), the recording's own title when it differs, the chosen
/// release (its album, cover, date, label, format and credit), the releases it is on (one
/// chosen; choosing another shows it), the performers (a row a person, leaders first; each
/// opens the artist), streaming links and community data.
package final class RecordingPage: Page {
    let route: Route
    private let id: String
    private let context: PageContext
    private let loads: PageLoads
    private let subject: SubjectLoad<RecordingDetail>
    private var selectedRelease: String?

    init(id: String, context: PageContext) {
        self.id = id
        route = .recording(id: id)
        self.context = context
        loads = PageLoads(loader: context.loader)
        subject = SubjectLoad(
            loads: loads,
            notFound: { [context] in
                context.notFound(.recording(id: id), "There is no recording with id \(id) in this catalog.")
            },
            fetch: { try $0.recordingDetail(id: id) })
    }

    var isLoading: Bool { loads.isLoading }
    var loadFailure: CatalogFailure? { subject.failure.failure }
    var isCountingDown: Bool { loads.isCountingDown }

    func left() { loads.cancelAll() }

    package static let favoriteLabel = "Favourite"

    func favorite(focused: [AnyHashable]) -> FavoriteRecording? { subject.value.map(FavoriteRecording.init) }

    private func toggleFavorite() {
        guard let favorite = favorite(focused: []) else { return }
        context.library.toggleFavorite(favorite)
    }

    func body() -> Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                if let detail = subject.value {
                    content(detail)
                } else if subject.hasFailed {
                    LoadFailureNotice(subject: "this recording", failure: subject.failure)
                } else {
                    Text("Loading…").dim()
                }
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id(ScrollArea.page)
    }

    @ViewBuilder private func content(_ detail: RecordingDetail) -> Element {
        let chosen = detail.releases.first { $0.id == (selectedRelease ?? detail.defaultReleaseId) }
        let context = context
        Text(detail.songTitle + (detail.recordingYear.map { " (\($0))" } ?? "")).heading()
        if let title = RecordingCardText.distinctTitle(detail.title, songTitle: detail.songTitle) { Text(title) }
        Text(RecordingCardText.album(chosen?.title ?? detail.albumTitle)).secondary()
        let isFavorite = context.library.isFavorite(detail.id)
        Button(title: Self.favoriteLabel, action: { [weak self] in self?.toggleFavorite() }) {
            HStack(spacing: 1) {
                Text(isFavorite ? "★" : "☆").foreground(Color.favorite)
                Text(isFavorite ? "Favourite" : "Add to favourites")
            }
        }
        if let art = context.card.art { cover(of: detail, on: chosen, geometry: art) }
        if let chosen {
            if let facts = ReleaseFacts.line(of: chosen) { Text(facts).lineLimit(2) }
            if let credit = chosen.artistCredit { Text("Credited to " + credit).lineLimit(2) }
        }
        Text(" ")
        if !detail.releases.isEmpty {
            Text("ALSO AVAILABLE ON").heading()
            ForEach(detail.releases, id: \.id) { release in
                let isChosen = chosen?.id == release.id
                return Button(
                    title: release.title ?? "Untitled release",
                    action: { [weak self] in
                        self?.selectedRelease = release.id
                    }
                ) {
                    Text(
                        (isChosen ? "● " : "○ ") + RecordingCardText.album(release.title)
                            + (release.releaseYear.map { " (\($0))" } ?? ""))
                }
                .element
            }
            Text(" ")
        }
        Text("PERFORMERS").heading()
        ForEach(PerformerRow.rows(of: detail.performers), id: \.id) { credit in
            Button(title: credit.name, action: { context.push(.artist(id: credit.id, anchor: nil)) }) {
                Text(credit.line)
            }
            .element
        }
        let links = Self.listen(detail.streamingLinks.mapValues(\.trackUrl))
        if !links.isEmpty {
            Text(" ")
            Text("LISTEN").heading()
            ForEach(Array(links.indices), id: \.self) { index in
                let link = links[index]
                if link.service == StreamingService.youtube.displayName, let item = Self.playItem(detail),
                    item.url == link.url
                {
                    return Button("▶ Play here (YouTube)") { context.play([item], 0) }.id("play-youtube")
                }
                return Link(link.service, url: link.url) { [context] in context.openLink($0) }.element
            }
            if links.contains(where: { $0.service != StreamingService.youtube.displayName }) {
                Text("Spotify and Apple Music open in the browser: they play only in their own apps.").dim()
            }
        }
        if !detail.transcriptions.transcriptions.isEmpty {
            Text(" ")
            SoloTranscriptions(transcriptions: detail.transcriptions.transcriptions) { [context] in
                context.openLink($0)
            }
        }
        if let community = detail.communityData, community.hasVotes {
            let consensus = community.consensus
            Text(" ")
            Text("COMMUNITY").heading()
            if let instrumental = consensus.isInstrumental { Text(instrumental ? "Instrumental" : "Vocal") }
            if let key = consensus.performanceKey { Text("Key: \(key)") }
            if let tempo = consensus.tempoMarking { Text("Tempo: \(tempo)") }
        }
    }

    /// Whether the link is YouTube's own (what the catalog calls its YouTube link may be any
    /// address): only YouTube's are offered to play here, the others open as links do.
    package static func isYouTube(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return [
            "https://www.youtube.com/", "https://youtube.com/", "https://m.youtube.com/", "https://music.youtube.com/",
            "https://youtu.be/",
        ]
        .contains { lowered.hasPrefix($0) }
    }

    /// The recording as the player takes it: its YouTube link, when it is YouTube's own and
    /// may be played (`PlayItem.isPlayable`); nil otherwise.
    static func playItem(_ detail: RecordingDetail) -> PlayItem? {
        guard let url = detail.streamingLinks[StreamingService.youtube.rawValue]?.trackUrl, isYouTube(url) else {
            return nil
        }
        let item = PlayItem(title: playTitle(detail), url: url)
        return item.isPlayable ? item : nil
    }

    /// What the now-playing line calls the recording: its song, its leader, its year.
    static func playTitle(_ detail: RecordingDetail) -> String {
        let leader = detail.performers.first { $0.role == "leader" }?.name ?? detail.performers.first?.name
        return [detail.songTitle, leader, detail.recordingYear.map(String.init)].compactMap { $0 }.joined(
            separator: " · ")
    }

    /// The services to listen on, by name, in the services' order (others after, by name).
    static func listen(_ urls: [String: String]) -> [(service: String, url: String)] {
        urls.map { key, url in (StreamingService(rawValue: key), key, url) }
            .sorted { lhs, rhs in
                switch (lhs.0, rhs.0) {
                case (let left?, let right?): left < right
                case (.some, nil): true
                case (nil, .some): false
                case (nil, nil): lhs.1 < rhs.1
                }
            }
            .map { service, key, url in (service?.displayName ?? LearnMoreLinks.name(of: key), url) }
    }

    /// The chosen release's cover (the recording's own while the release has none), drawn as
    /// a card's art is and asked for while it shows.
    private func cover(of detail: RecordingDetail, on release: ReleasePayload?, geometry: ArtGeometry) -> Element {
        let url = release?.coverArtSmall ?? detail.albumArtSmall
        let source = release?.coverArtSmall != nil ? release?.coverArtSource : detail.albumArtSource
        let art = context.resolve(url.map { CardArt.cover(url: $0, source: source) } ?? .unavailable)
        return CardArtArea(art: art, geometry: geometry).element
            .reportsVisibility(VisibleCard(id: "cover-\(detail.id)", hydrates: false, coverURL: art.coverURL))
    }

}
