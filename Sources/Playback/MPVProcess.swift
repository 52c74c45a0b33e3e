import FoundationEssentials
import Glibc
import Platform
import Synchronization

/// mpv, started for this application alone: audio only, no terminal and no window of its own
/// (its output goes to /dev/null, its process group is its own), driven over one end of a
/// socket pair handed to it as its descriptor 3 (`--input-ipc-client=fd://3`). mpv quits when
/// that socket closes, so whatever ends this process (a quit, a signal, a crash) ends mpv too.
///
/// A reader thread takes mpv's lines and hands what they mean to `deliver`; while something
/// plays, it asks where once a second, so that the elapsed time costs one wake-up a second
/// and nothing while paused.
final class MPVProcess: Sendable {
    let pid: pid_t
    /// Our end of the socket, -1 once the reader has closed it: writes come from the main
    /// thread (commands) and the reader (polls), one at a time, and never after the close (the
    /// number may by then be another file's).
    private let socket: Mutex<Int32>
    /// Whether something plays and is not paused: the reader polls the elapsed time then.
    private let polling = Atomic<Bool>(false)

    /// The words mpv starts with; the URLs go over the socket, never here.
    static func arguments(audioOutput: String?) -> [String] {
        [
            "mpv", "--idle=yes", "--no-video", "--no-terminal", "--really-quiet", "--input-ipc-client=fd://3",
            "--keep-open=no", "--force-window=no",
        ] + (audioOutput.map { ["--ao=" + $0] } ?? [])
    }

    /// Starts mpv found on `path`; nil when there is none (or it could not start).
    /// `environment` replaces ours for mpv (its `PATH` finds yt-dlp); nil keeps ours.
    init?(
        path: String?, audioOutput: String?, environment: [String]?,
        deliver: @escaping @Sendable (PlayerEvent) -> Void
    ) {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            return nil
        }
        // mpv's end is handed over as descriptor 3 (dup2 clears close-on-exec on the copy).
        guard
            let pid = ProcessSpawn.start(
                Self.arguments(audioOutput: audioOutput), path: path, apart: true, handing: pair[1],
                environment: environment)
        else {
            Glibc.close(pair[0])
            Glibc.close(pair[1])
            return nil
        }
        Glibc.close(pair[1])
        self.pid = pid
        socket = Mutex(pair[0])
        for line in MPVMessages.observations { send(line) }
        let reader = Reader(socket: pair[0], pid: pid, process: self, deliver: deliver)
        _ = DetachedThread.start(name: "mpv reader") { reader.run() }
    }

    /// Writes one line to mpv; a closed socket (mpv gone) is reported by the reader.
    func send(_ line: [UInt8]) {
        socket.withLock { socket in
            guard socket >= 0 else { return }
            var offset = 0
            while offset < line.count {
                let written = line[offset...].withUnsafeBytes {
                    Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The reader's end: the socket closed, under the lock the writers take.
    private func close() {
        socket.withLock { socket in
            Glibc.close(socket)
            socket = -1
        }
    }

    /// Whether the reader asks for the elapsed time each second.
    func poll(_ on: Bool) { polling.store(on, ordering: .relaxed) }

    /// Asks mpv to quit and closes the socket, which makes it quit if it did not hear; the
    /// reader reaps it.
    func stop() {
        send(MPVMessages.quit)
        socket.withLock { socket in
            if socket >= 0 { shutdown(socket, Int32(SHUT_RDWR)) }
        }
    }

    /// The thread that reads mpv's lines until the socket closes, then reaps mpv.
    private struct Reader: Sendable {
        let socket: Int32
        let pid: pid_t
        let process: MPVProcess
        let deliver: @Sendable (PlayerEvent) -> Void

        func run() {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            var lastPoll = MonotonicClock.seconds()
            while true {
                var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                let ready = Glibc.poll(&descriptor, 1, 1000)
                if ready > 0 {
                    let count = read(socket, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    pending += buffer[0..<count]
                    // A line longer than any of mpv's answers is no answer of mpv's: dropped.
                    if pending.count > 1 << 20 { pending.removeAll() }
                    while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = Array(pending[..<end])
                        pending.removeSubrange(...end)
                        if let event = MPVMessages.event(from: line) { deliver(event) }
                    }
                }
                let now = MonotonicClock.seconds()
                if process.polling.load(ordering: .relaxed), now - lastPoll >= 1 {
                    lastPoll = now
                    process.send(MPVMessages.askElapsed)
                }
            }
            process.close()
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            deliver(.exited(pid: pid, status: status))
        }
    }
}
