import Catalog
import Layout
import Playback

/// BACKING TRACKS on a song's page: "Play all", then a row for each track with its title and
/// length. Enter on a row plays the tracks from it on, in the terminal; without mpv the
/// application says how to install it and opens the link instead (`Browser.play`).
struct BackingTracks: View {
    let tracks: [SongVideo]
    let play: ([PlayItem], Int) -> Void

    static let heading = "BACKING TRACKS"
    static let playAllLabel = "▶ Play all"

    /// The tracks as the player takes them: only those it may be given (`PlayItem.isPlayable`).
    static func items(_ tracks: [SongVideo]) -> [PlayItem] {
        tracks.map { PlayItem(title: title(of: $0), url: $0.youtubeUrl) }.filter(\.isPlayable)
    }

    static func title(of track: SongVideo) -> String { track.title ?? "Backing track" }

    /// The row: "▶ title  5:00"; the length is left out when the catalog does not give it.
    static func label(of track: SongVideo) -> String {
        "▶ " + title(of: track) + (track.durationSeconds.map { "  " + NowPlayingLine.clock(max(0, $0)) } ?? "")
    }

    var body: Element {
        let items = Self.items(tracks)
        return VStack(spacing: 0) {
            Text(Self.heading).heading().id("backing-tracks")
            if items.count > 1 {
                Button(Self.playAllLabel) { play(items, 0) }.id("backing-tracks-play-all")
            }
            ForEach(tracks, id: \.id) { track in
                if let place = items.firstIndex(where: {
                    $0.url == track.youtubeUrl && $0.title == Self.title(of: track)
                }) {
                    Button(Self.label(of: track)) { play(items, place) }
                } else {
                    Text(Self.label(of: track)).dim()
                }
            }
        }
        .element
    }
}
