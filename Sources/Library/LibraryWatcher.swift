import FoundationEssentials
import Glibc
import Platform

/// Tells when the library file may have changed on disk: another process's commit writes its
/// WAL file (or, once checkpointed, the file itself), or the file is removed. It watches the
/// folder with inotify from a thread of its own that sleeps in `poll` until the kernel reports
/// something, so it costs nothing while nothing changes. What it reports is a hint (this
/// process's own writes are reported too): the store's `hasChangedElsewhere` and `isAtItsPath`
/// say what did change.
public final class LibraryWatcher: @unchecked Sendable {
    private let inotify: Int32
    private let stopPipe: (read: Int32, write: Int32)
    private let names: Set<String>

    /// Starts watching the folder of `path`; `changed` runs on the watcher's thread. Nil when
    /// the folder cannot be watched (the application then sees other processes' changes only
    /// when it next reads).
    public init?(path: String, changed: @escaping @Sendable () -> Void) {
        let folder = FilePath.folder(of: path)
        let name = String(path.split(separator: "/").last ?? "")
        names = [name, name + "-wal"]
        inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { return nil }
        let events = IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM
        guard inotify_add_watch(inotify, folder, UInt32(events)) >= 0
        else {
            close(inotify)
            return nil
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(inotify)
            return nil
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopPipe = (ends[0], ends[1])
        let inotify = inotify
        let stop = stopPipe.read
        let names = names
        DetachedThread.start(name: "library watcher") {
            Self.watch(inotify: inotify, stop: stop, names: names, changed: changed)
        }
    }

    deinit {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        close(stopPipe.write)
    }

    private static func watch(inotify: Int32, stop: Int32, names: Set<String>, changed: @Sendable () -> Void) {
        defer {
            close(inotify)
            close(stop)
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, fds[1].revents == 0 else { return }
            var relevant = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let length = buffer.withUnsafeBytes {
                        Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
                    }
                    let start = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = buffer[start..<min(start + length, count)].prefix { $0 != 0 }
                    if names.contains(String(decoding: nameBytes, as: UTF8.self)) { relevant = true }
                    offset = start + length
                }
            }
            if relevant { changed() }
        }
    }
}
