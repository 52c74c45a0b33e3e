import Keys
import Layout
import Playback

/// The line above the tab bar while something plays: its title, where it is of how long, its
/// place in what plays, and the keys that pause, seek, skip and stop it, as the key table
/// names them.
struct NowPlayingLine: View {
    let body: Element

    init(playing: NowPlaying, keyMap: KeyMap) {
        let state = playing.isPaused ? "❚❚" : "▶"
        let time = Self.clock(playing.elapsed) + (playing.length.map { " / " + Self.clock($0) } ?? "")
        let place = playing.count > 1 ? " · \(playing.place) of \(playing.count)" : ""
        var keys = [
            "\(keyMap.hintKeys(for: .pause)) \(playing.isPaused ? "play" : "pause")",
            "\(keyMap.hintKeys(for: .seek)) ∓\(KeyAction.seekSeconds) s",
        ]
        if playing.count > 1 { keys.append("\(keyMap.hintKeys(for: .skip)) skip") }
        keys.append("\(keyMap.hintKeys(for: .stopPlaying)) stop")
        body =
            HStack(spacing: 2) {
                Text("\(state) \(playing.title)").bold().lineLimit(1)
                Text(time + place).lineLimit(1)
                Text(keys.joined(separator: " · ")).dim().lineLimit(1)
            }
            .element
    }

    /// `m:ss`, or `h:mm:ss` from an hour on.
    static func clock(_ seconds: Int) -> String {
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds % 60))" : "\(minutes):\(twoDigits(seconds % 60))"
    }
}
