/// The now-playing line's time as a test reads and writes it, apart from the line's own code:
/// " ▶ Tone 2  0:15 / 0:30 · 2 of 3".
package enum NowPlayingText {
    /// The seconds played that the first line showing `length` (as " / 0:30") shows; nil when
    /// no line does.
    package static func elapsed(in screen: String, length: String = "0:30") -> Int? {
        guard let line = screen.split(separator: "\n").first(where: { $0.contains(" / \(length)") }),
            let time = line.components(separatedBy: " / \(length)").first?.split(separator: " ").last,
            let colon = time.firstIndex(of: ":"), let minutes = Int(time[..<colon]),
            let seconds = Int(time[time.index(after: colon)...])
        else { return nil }
        return minutes * 60 + seconds
    }

    /// What the line shows for `seconds` played of `length`, "0:05 / 0:30": written here apart
    /// from the line's own clock.
    package static func time(_ seconds: Int, of length: String = "0:30") -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60) / \(length)"
    }
}
