import Platform
import UntrustedText

/// Something to play: what the now-playing line calls it, and its web address.
public struct PlayItem: Equatable, Sendable {
    public let title: String
    public let url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }

    /// Whether mpv may be given the address: a link that may be followed at all (`WebLink`).
    /// Anything else (a file, a script, an option) is never played.
    public var isPlayable: Bool { WebLink.isFollowable(url) }
}

/// What the now-playing line shows.
public struct NowPlaying: Equatable, Sendable {
    public var title: String
    /// Whole seconds played.
    public var elapsed: Int
    /// Whole seconds long, when known.
    public var length: Int?
    public var isPaused: Bool
    /// Its place in what plays (1-based), and how many there are.
    public var place: Int
    public var count: Int
}

/// Why playing could not begin.
public enum PlaybackError: Error, Equatable, CustomStringConvertible {
    /// mpv is not installed.
    case mpvMissing
    /// Nothing given can be played here (no http or https address).
    case nothingPlayable

    public var description: String {
        switch self {
        case .mpvMissing: "Install mpv to play here: sudo apt-get install mpv (with yt-dlp for YouTube links)."
        case .nothingPlayable: "Only web links (http and https) are played here."
        }
    }
}

/// Playing through mpv while the user browses: a queue of items, one mpv for the run (started
/// at the first play, idle between plays), commands over its socket, and what it reports taken
/// on the main thread (`receive`). Not thread-safe: the main thread uses it.
public final class Player {
    /// Where mpv is looked for (a `PATH`), and the audio output to give it (tests: "null").
    private let path: String?
    private let audioOutput: String?
    private let environment: [String]?
    private let deliver: @Sendable (PlayerEvent) -> Void
    private var process: MPVProcess?
    private var queue: [PlayItem] = []
    private var index = 0
    /// The loads so far, and the playlist entry the last one made once mpv has said (nil until
    /// then; .some(nil) when this mpv does not say): an end reported for another entry (the
    /// one before, ending as the next was asked for) is not this one's.
    private var loads = 0
    private var entry: Int??
    /// Whether the file the last load asked for has started to play. Until it has, mpv would
    /// drop a seek, and a time it reports is the file before's: the seeks wait here, and the
    /// line keeps its own time.
    private var hasStarted = false
    /// The items that failed one after another since one last started: a few in a row say the
    /// trouble is not theirs (no network, no yt-dlp), and the rest would fail alike.
    private var failuresInARow = 0
    static let failuresThatStop = 3
    /// While a seek that went to mpv has not started to play there, the times it reports are
    /// from before the seek, and so many more are dropped: a seek mpv neither starts nor
    /// refuses stops counting after a few, so that the line never stands still for long.
    private var answersDroppedWhileSeeking = 0
    private static let answersASeekMayTake = 3
    public private(set) var nowPlaying: NowPlaying?
    /// The mpv of this player, while one runs.
    var processID: Int32? { process?.pid }

    /// `environment` is mpv's in place of ours (tests: a `PATH` with a stand-in yt-dlp).
    public init(
        path: String?, audioOutput: String? = nil, environment: [String]? = nil,
        deliver: @escaping @Sendable (PlayerEvent) -> Void
    ) {
        self.path = path
        self.audioOutput = audioOutput
        self.environment = environment
        self.deliver = deliver
    }

    /// Plays `items` from `start`, in place of what plays; the unplayable are left out.
    public func play(_ items: [PlayItem], from start: Int = 0) throws(PlaybackError) {
        let chosen = items.indices.contains(start) ? items[start] : nil
        let playable = items.filter(\.isPlayable)
        guard !playable.isEmpty else { throw .nothingPlayable }
        if process == nil {
            guard
                let started = MPVProcess(
                    path: path, audioOutput: audioOutput, environment: environment, deliver: deliver)
            else {
                throw .mpvMissing
            }
            process = started
        }
        queue = playable
        index = chosen.flatMap { playable.firstIndex(of: $0) } ?? 0
        failuresInARow = 0
        load()
    }

    private func load() {
        let item = queue[index]
        nowPlaying = NowPlaying(
            title: UntrustedText.forScreen(item.title, limit: UntrustedText.labelLimit), elapsed: 0, length: nil,
            isPaused: false, place: index + 1, count: queue.count)
        loads += 1
        entry = nil
        hasStarted = false
        answersDroppedWhileSeeking = 0
        process?.send(MPVMessages.load(item.url, load: loads))
        process?.send(MPVMessages.setPause(false))
        process?.poll(true)
    }

    /// Pauses, or plays on. The line shows it at once; mpv's report confirms it.
    public func togglePause() {
        guard var shown = nowPlaying else { return }
        shown.isPaused.toggle()
        nowPlaying = shown
        process?.poll(!shown.isPaused)
        process?.send(MPVMessages.setPause(shown.isPaused))
    }

    /// Moves `seconds` on (or back); the line shows where at once, within the item.
    public func seek(by seconds: Int) {
        guard var shown = nowPlaying else { return }
        shown.elapsed = max(0, min(shown.elapsed + seconds, shown.length ?? .max))
        nowPlaying = shown
        // Before the start the line's time is all there is: the start sends it.
        if hasStarted { sendSeek(seconds) }
    }

    private func sendSeek(_ seconds: Int) {
        answersDroppedWhileSeeking = Self.answersASeekMayTake
        process?.send(MPVMessages.seek(by: seconds))
    }

    /// The next in the queue; false at its end.
    @discardableResult
    public func next() -> Bool {
        guard nowPlaying != nil, index + 1 < queue.count else { return false }
        index += 1
        load()
        return true
    }

    /// The one before (from the start of the first, the first again).
    @discardableResult
    public func previous() -> Bool {
        guard nowPlaying != nil else { return false }
        index = max(0, index - 1)
        load()
        return true
    }

    /// Stops playing; mpv stays, idle, for the next play.
    public func stop() {
        guard nowPlaying != nil else { return }
        process?.poll(false)
        process?.send(MPVMessages.stop)
        nowPlaying = nil
        queue = []
    }

    /// The application ends: mpv is told to quit, and its socket closed.
    public func shutdown() {
        process?.poll(false)
        process?.stop()
        process = nil
        nowPlaying = nil
    }

    /// What mpv reported: the now-playing line follows. Returns whether the line changed (the
    /// elapsed time counts only in whole seconds), and what the user should be told, if
    /// anything.
    public func receive(_ event: PlayerEvent) -> (changed: Bool, problem: String?) {
        if case .exited(let pid, _) = event, pid != process?.pid { return (false, nil) }
        guard var shown = nowPlaying else {
            if case .exited = event { process = nil }
            return (false, nil)
        }
        let before = shown
        switch event {
        case .started where entry == nil, .duration where entry == nil:
            // A start or a length before this load's answer is the file before's (a seek in
            // it, its length, taken after the user moved on): mpv answers a load before it
            // says anything of the new file. One the file before raised as the load was asked
            // can still come after the answer; this narrows the window to that.
            return (false, nil)
        case .started:
            // mpv says it again after every seek; only the first is the file's start.
            let isFirst = !hasStarted
            hasStarted = true
            failuresInARow = 0
            answersDroppedWhileSeeking = 0
            // Seeks made before the start take it where the line shows, which the file reaches
            // from its beginning: the line's time, kept within the item, not the seeks' sum.
            if isFirst, shown.elapsed != 0 { sendSeek(shown.elapsed) }
        case .seekRefused:
            answersDroppedWhileSeeking = 0
        case .entry(let load, let id):
            if load == loads { entry = .some(id) }
            return (false, nil)
        case .paused(let paused):
            shown.isPaused = paused
            process?.poll(!paused)
        case .duration(let seconds):
            shown.length = seconds.flatMap { Self.wholeSeconds($0.rounded()) }
        case .elapsed(let seconds):
            // An answer asked for before a pause is late, one before the start is the file
            // before's, and one during a seek is from before it: the line keeps its own time.
            guard !shown.isPaused, hasStarted else { return (false, nil) }
            guard answersDroppedWhileSeeking == 0 else {
                answersDroppedWhileSeeking -= 1
                return (false, nil)
            }
            // mpv lands a seek on the sample at or before it (15 s answers 14.999875): a time a
            // few milliseconds short of a second is that second, not the one before.
            guard let whole = Self.wholeSeconds(seconds + 0.005) else { return (false, nil) }
            shown.elapsed = whole
        case .redirected(let redirected, let first):
            // Its first entry ends as this item's end: the ones after it are not ours to play.
            if isCurrent(redirected) { entry = .some(first) }
            return (false, nil)
        case .ended(let ended):
            guard isCurrent(ended) else { return (false, nil) }
            if next() { return (true, nil) }
            stop()
            return (true, nil)
        case .failed(let failed, let reason):
            guard isCurrent(failed) else { return (false, nil) }
            // One link gone (a video taken down) does not end a shelf played whole: the next
            // plays, and the message says which was passed over.
            let problem = "mpv could not play “\(shown.title)”: \(UntrustedText.forMessage(reason, limit: 200))"
            failuresInARow += 1
            if failuresInARow < Self.failuresThatStop, next() { return (true, problem + "; on to the next.") }
            let many = failuresInARow >= Self.failuresThatStop && index + 1 < queue.count
            stop()
            return (true, problem + (many ? "; \(failuresInARow) in a row failed, so the rest is not tried." : "."))
        case .exited(_, let status):
            process = nil
            nowPlaying = nil
            queue = []
            return (true, "mpv stopped (\(Self.describe(status))); nothing plays.")
        }
        nowPlaying = shown
        return (shown != before, nil)
    }

    /// A time mpv reported, in whole seconds (cut down): nil for one no file plays for, which a
    /// file can claim (mpv reads a length from the file as it stands), and which would not fit
    /// a number of seconds. Negative times are the start.
    static func wholeSeconds(_ seconds: Double) -> Int? {
        guard seconds.isFinite, abs(seconds) < longestTime else { return nil }
        return max(0, Int(seconds))
    }

    /// A thousand years: longer than anything plays, and far within a number of seconds.
    static let longestTime = 1000.0 * 365 * 24 * 3600

    /// Whether an end mpv reported is the playing entry's: known once mpv answered its load.
    private func isCurrent(_ reported: Int?) -> Bool {
        guard let known = entry else { return false }
        guard let known, let reported else { return true }
        return known == reported
    }

    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        if signal != 0 { return "signal \(signal)" }
        return "exit status \((status >> 8) & 0xFF)"
    }
}
