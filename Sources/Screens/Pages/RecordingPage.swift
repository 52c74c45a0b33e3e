import Browsing
import Catalog
import Layout

/// One recording: the song (year), the recording's own title when it differs, the album, the
/// releases it is on (one selectable), the performers (leaders first; each opens the artist),
/// streaming links and community data.
final class RecordingPage: Page {
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
            notFound: { [context] in context.notFound("There is no recording with id \(id) in this catalog.") },
            fetch: { try $0.recordingDetail(id: id) })
    }

    var isLoading: Bool { loads.isLoading }
    var loadFailure: CatalogFailure? { subject.failure.failure }
    var isCountingDown: Bool { loads.isCountingDown }

    func left() { loads.cancelAll() }

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
        .id("page")
    }

    @ViewBuilder private func content(_ detail: RecordingDetail) -> Element {
        Text(detail.songTitle + (detail.recordingYear.map { " (\($0))" } ?? "")).heading()
        if let title = RecordingCardText.distinctTitle(detail.title, songTitle: detail.songTitle) { Text(title) }
        Text(RecordingCardText.album(detail.albumTitle)).secondary()
        Text(" ")
        let chosenRelease = selectedRelease ?? detail.defaultReleaseId
        let context = context
        if !detail.releases.isEmpty {
            Text("ALSO AVAILABLE ON").heading()
            ForEach(detail.releases, id: \.id) { release in
                let chosen = chosenRelease == release.id
                return Button(
                    title: release.title ?? "Untitled release",
                    action: { [weak self] in
                        self?.selectedRelease = release.id
                    }
                ) {
                    Text(
                        (chosen ? "● " : "○ ") + RecordingCardText.album(release.title)
                            + (release.releaseYear.map { " (\($0))" } ?? ""))
                }
                .element
            }
            Text(" ")
        }
        Text("PERFORMERS").heading()
        ForEach(Self.ordered(detail.performers), id: \.self) { performer in
            Button(title: performer.name, action: { context.push(.artist(id: performer.id, anchor: nil)) }) {
                Text(
                    performer.name + (performer.instrument.map { " — \($0)" } ?? "")
                        + (performer.role == "leader" ? " (leader)" : ""))
            }
            .element
        }
        let links = Self.listen(detail.streamingLinks.mapValues(\.trackUrl))
        if !links.isEmpty {
            Text(" ")
            Text("LISTEN").heading()
            ForEach(Array(links.indices), id: \.self) { index in
                Link(links[index].service, url: links[index].url) { [context] in context.openLink($0) }.element
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

    /// Leaders first, then the others, each in the catalog's order.
    static func ordered(_ performers: [DetailPerformer]) -> [DetailPerformer] {
        performers.filter { $0.role == "leader" } + performers.filter { $0.role != "leader" }
    }
}
