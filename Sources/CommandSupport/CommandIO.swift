import FoundationEssentials
import Glibc
import Layout
import UntrustedText

/// Where a command writes: the real standard streams, or buffers in tests. A write that does
/// not reach its stream throws, so a full disk or a closed descriptor ends the command with
/// status 1 instead of losing output silently.
///
/// Text goes out only through `write` and `writeError`, which pass it through
/// `UntrustedText.forStream` whatever it quotes (a server's words, a key's name, a path), so no
/// control sequence from outside reaches the user's terminal on either stream. Only a frame the
/// layout engine drew itself goes out as it is (`writeFrame`).
public protocol CommandIO: AnyObject {
    /// Writes bytes as they are; only the methods below call it.
    func send(_ bytes: [UInt8], to stream: OutputError.Stream) throws(OutputError)
    /// True when standard error is a terminal, so progress can redraw one line in place.
    var errorIsTerminal: Bool { get }
    /// How many columns that terminal has, when it says.
    var errorColumns: Int? { get }
}

extension CommandIO {
    public func write(_ text: String) throws(OutputError) {
        try send(Array(UntrustedText.forStream(text).utf8), to: .output)
    }

    /// Writes JSON: what a terminal must not see raw inside its strings becomes JSON escapes
    /// (`UntrustedText.forJSON`), so the output is safe to show and still the same JSON.
    public func writeJSON(_ json: String) throws(OutputError) {
        try send(Array(UntrustedText.forJSON(json).utf8), to: .output)
    }

    public func writeError(_ text: String) throws(OutputError) {
        try send(Array(UntrustedText.forStream(text).utf8), to: .error)
    }

    /// Replaces the progress line on standard error (a terminal's: see `errorIsTerminal`) with
    /// `text`, made safe as `writeError` makes it and cut to fit one row (ending in "…"): a line
    /// that wrapped would leave its first rows behind at the next redraw, which erases only
    /// the row the cursor is on. Only the return and the erase are sent as they are.
    public func redrawErrorLine(_ text: String) throws(OutputError) {
        var shown = UntrustedText.forStream(text)
        if let columns = errorColumns, columns > 1 {
            shown = TextLayout.lines(shown, width: columns - 1, lineLimit: 1).first?.text ?? ""
        }
        try send(Self.eraseLine + Array(shown.utf8), to: .error)
    }

    /// Erases the progress line on standard error, leaving the cursor at its start.
    public func clearErrorLine() throws(OutputError) {
        try send(Self.eraseLine, to: .error)
    }

    /// Back to the line's start, and erase the whole line (EL 2).
    private static var eraseLine: [UInt8] { Array("\r\u{1B}[2K".utf8) }

    /// A frame of the engine's own escape sequences around text it has made safe for the
    /// screen (`render --ansi`).
    public func writeFrame(_ bytes: [UInt8]) throws(OutputError) {
        try send(bytes, to: .output)
    }
}

/// A standard stream refused what was written to it.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    public enum Stream: Sendable {
        case output
        case error
    }

    public let stream: Stream
    public let code: Int32

    public var description: String {
        let name = stream == .output ? "standard output" : "standard error"
        return "Cannot write to \(name) (\(String(cString: strerror(code))))."
    }
}

/// The process's standard output and error, written with `write(2)` so every failure is an
/// error the command can report.
public final class StandardIO: CommandIO {
    public init() {
        // A closed descriptor is handed to the next file the process opens; output would
        // then land in that file (a catalog, say). Holding the number with /dev/null opened
        // read-only keeps it taken, and writes to it fail with EBADF as they should.
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    public func send(_ bytes: [UInt8], to stream: OutputError.Stream) throws(OutputError) {
        try Self.write(bytes, to: stream == .output ? STDOUT_FILENO : STDERR_FILENO, stream: stream)
    }

    public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    public var errorColumns: Int? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    private static func write(_ all: [UInt8], to descriptor: Int32, stream: OutputError.Stream) throws(OutputError) {
        var bytes = all[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                // Whoever shares the stream made it non-blocking; wait until it drains.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            case let code:
                throw OutputError(stream: stream, code: code)
            }
        }
    }
}

/// Captures what a command writes, for tests.
package final class CapturedIO: CommandIO {
    package private(set) var output = ""
    package private(set) var error = ""
    package let errorIsTerminal: Bool
    package let errorColumns: Int?

    /// `errorIsTerminal` stands for a terminal on standard error, where progress redraws a line,
    /// `errorColumns` for its width.
    package init(errorIsTerminal: Bool = false, errorColumns: Int? = nil) {
        self.errorIsTerminal = errorIsTerminal
        self.errorColumns = errorColumns
    }

    package func send(_ bytes: [UInt8], to stream: OutputError.Stream) {
        switch stream {
        case .output: output += String(decoding: bytes, as: UTF8.self)
        case .error: error += String(decoding: bytes, as: UTF8.self)
        }
    }
}
