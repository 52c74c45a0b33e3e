import Glibc
import Layout

/// Where frames go and input comes from: the real terminal, or a virtual one of a given size
/// (headless: tests, the bench, automation without a tty).
public protocol TerminalBackend: AnyObject {
    /// The descriptor to poll for input, or nil (headless).
    var inputDescriptor: Int32? { get }
    var size: Size { get }
    /// Re-reads the size (after SIGWINCH); returns it.
    func refreshSize() -> Size
    func enter()
    func leave()
    /// Writes one frame's bytes; returns how many were written.
    @discardableResult func write(_ bytes: [UInt8]) -> Int
    func read() -> [UInt8]
    /// A cell's size in pixels, when the terminal reports its window's pixels.
    var cellPixels: Size? { get }
}

extension TerminalBackend {
    public var cellPixels: Size? { nil }
}

/// A terminal that exists only in memory.
public final class HeadlessTerminal: TerminalBackend {
    public private(set) var size: Size
    public private(set) var bytesWritten = 0

    /// Larger than any real terminal, small enough that a frame's cells stay within tens of
    /// megabytes (16 bytes a cell, two canvases).
    public static let largestSize = Size(width: 1_000, height: 1_000)

    public init(size: Size) { self.size = size }

    public var inputDescriptor: Int32? { nil }
    public func refreshSize() -> Size { size }
    public func resize(to newSize: Size) { size = newSize }
    public func enter() {}
    public func leave() {}
    public func write(_ bytes: [UInt8]) -> Int {
        bytesWritten += bytes.count
        return bytes.count
    }
    public func read() -> [UInt8] { [] }
}

/// The process's controlling terminal: raw mode, the alternate screen, mouse reporting and
/// bracketed paste while entered; everything put back on `leave`.
public final class TTYTerminal: TerminalBackend {
    let inputFD: Int32
    let outputFD: Int32
    private var saved = termios()
    private var entered = false
    public private(set) var size: Size

    static let enterSequence =
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

    public init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        inputFD = input
        outputFD = output
        size = Size(width: 80, height: 24)
        size = refreshSize()
    }

    public var inputDescriptor: Int32? { inputFD }

    public func refreshSize() -> Size {
        var window = winsize()
        if ioctl(outputFD, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            size = Size(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        return size
    }

    public func enter() {
        guard !entered else { return }
        tcgetattr(inputFD, &saved)
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)
        tcsetattr(inputFD, TCSAFLUSH, &raw)
        TerminalRestore.arm(fd: inputFD, saved: saved, outputFD: outputFD)
        _ = write(Array(Self.enterSequence.utf8))
        entered = true
    }

    public func leave() {
        guard entered else { return }
        _ = write(Array(Self.leaveSequence.utf8))
        tcsetattr(inputFD, TCSAFLUSH, &saved)
        TerminalRestore.disarm()
        entered = false
    }

    public func write(_ bytes: [UInt8]) -> Int {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(outputFD, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // The terminal is behind (a slow link, output paused): sleep until it can
                    // take more instead of spinning.
                    var ready = pollfd(fd: outputFD, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, 1_000)
                    continue
                }
                break
            }
            written += result
        }
        return written
    }

    public var cellPixels: Size? {
        var window = winsize()
        guard ioctl(outputFD, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
            window.ws_xpixel >= window.ws_col, window.ws_ypixel >= window.ws_row
        else { return nil }
        return Size(
            width: Int(window.ws_xpixel) / Int(window.ws_col), height: Int(window.ws_ypixel) / Int(window.ws_row))
    }

    public func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(inputFD, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}

/// What a crash handler needs to put the terminal back, kept where a signal handler can reach
/// it without allocating.
enum TerminalRestore {
    nonisolated(unsafe) static var armed = false
    nonisolated(unsafe) static var fd: Int32 = -1
    nonisolated(unsafe) static var outputFD: Int32 = -1
    nonisolated(unsafe) static var saved = termios()
    static let sequence: [UInt8] = Array(TTYTerminal.leaveSequence.utf8)

    static func arm(fd: Int32, saved: termios, outputFD: Int32) {
        self.fd = fd
        self.saved = saved
        self.outputFD = outputFD
        armed = true
    }

    static func disarm() { armed = false }

    /// Async-signal-safe: only write(2) and tcsetattr(3).
    static func restoreFromSignal() {
        guard armed else { return }
        _ = sequence.withUnsafeBytes { Glibc.write(outputFD, $0.baseAddress, $0.count) }
        tcsetattr(fd, TCSAFLUSH, &saved)
    }
}
