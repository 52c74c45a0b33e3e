import FoundationEssentials
import Glibc
import TextFormatting
import UntrustedText

/// What the log keeps of one request while it runs. libmicrohttpd runs every callback of a
/// connection on the one thread that polls it, so a record is never touched by two threads
/// at once.
final class RequestRecord: @unchecked Sendable {
    let target: [UInt8]
    /// Where libmicrohttpd's copy of the target ended (its first NUL) when the line arrived.
    private let targetEnd: Int
    let start = ContinuousClock.now
    /// The headers, once they have all arrived.
    var request: HTTPRequest?
    var method: String? { request?.method }
    var status: Int?
    var bytes = 0
    var problem: String?
    /// The body as it arrives, for a method that carries one.
    var body: [UInt8] = []
    /// How many bytes of the body arrived, kept or not.
    var bodyBytesReceived = 0

    init(target: UnsafePointer<CChar>?) {
        let length = target.map { strlen($0) } ?? 0
        self.target = target.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? []
        targetEnd = Int(bitPattern: target) + length
    }

    /// Whether the request line held a NUL byte within its target, which libmicrohttpd's
    /// C strings would silently cut the target at. libmicrohttpd ends the target with a NUL in
    /// place of the space before the version, in the same line, so an unbroken target ends
    /// right before the version.
    func targetWasCut(version: UnsafePointer<CChar>?) -> Bool {
        guard let version else { return false }
        return Int(bitPattern: version) != targetEnd + 1
    }
}

/// One line per request: method, target, status, body bytes sent, milliseconds from the request
/// line's arrival to the response's last byte; then, in parentheses, what went wrong if
/// anything did. `- -` stands for a request libmicrohttpd ended before the server answered it.
///
///     GET /v1/songs/index?search=blues 200 2301 1.4ms
///     GET /v1/songs/7d5f…/summary 503 97 0.3ms (The catalog at … could not be read (…).)
///     - /v1/songs/index - 0 15012.0ms (timed out)
///     - - - 0 10083.2ms (cut off: no whole request within 10.0 seconds)
public enum RequestLog {
    /// The longest target written; the rest is cut, marked with "...".
    static let targetLimit = 256

    /// A request's line. One that ended otherwise than with its response sent (`ending` says
    /// how) logs no status and no bytes: the status it was answered with is named as not sent,
    /// so that the log records only what left.
    static func line(_ record: RequestRecord, ending: String?) -> String {
        let unsent = ending != nil ? record.status : nil
        let how = ending.map { ending in unsent.map { "\(ending) before its \($0) was sent" } ?? ending }
        return line(
            method: record.method, target: printable(record.target), status: unsent == nil ? record.status : nil,
            bytes: unsent == nil ? record.bytes : 0, elapsed: ContinuousClock.now - record.start,
            notes: [how, record.problem].compactMap { $0 })
    }

    /// A connection answered `status` (`bytes` of body) by a stopping server without being
    /// read by libmicrohttpd: its method and target as far as `sent` holds them.
    static func line(answeredWhileStopping sent: [UInt8], status: Int, bytes: Int) -> String {
        let requestLine = sent.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
            .split(separator: UInt8(ascii: " "), maxSplits: 2)
        let method = requestLine.first.map { printable(Array($0)) }
        let target = requestLine.count > 1 ? printable(Array(requestLine[1])) : "-"
        return line(
            method: method, target: target, status: status, bytes: bytes, elapsed: .zero,
            notes: ["the server was stopping"])
    }

    /// A connection closed before a request line arrived on it: `- - - 0`, with the time it had
    /// been waiting.
    static func line(unansweredFor elapsed: Duration, ending: String) -> String {
        line(method: nil, target: "-", status: nil, bytes: 0, elapsed: elapsed, notes: [ending])
    }

    private static func line(
        method: String?, target: String, status: Int?, bytes: Int, elapsed: Duration, notes: [String]
    ) -> String {
        let milliseconds = Double(elapsed / .microseconds(1)) / 1000
        let line =
            "\(method ?? "-") \(target) \(status.map(String.init) ?? "-") \(bytes) "
            + "\(Printf.string("%.1f", milliseconds))ms"
        return notes.isEmpty ? line : line + " (" + notes.joined(separator: "; ") + ")"
    }

    /// The target as sent, with every byte that is not printable ASCII percent-encoded, so a
    /// line stays one line and can be pasted back into a request.
    static func printable(_ target: [UInt8]) -> String {
        var text = ""
        for byte in target.prefix(targetLimit) {
            text += (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : Printf.string("%%%02X", byte)
        }
        return target.count > targetLimit ? text + "..." : text
    }

    /// Writes each line to standard error with one `write`, so lines from the server's threads
    /// never interleave, and with nothing in it a terminal would take for a control sequence
    /// (a method or a catalog's error quoted in a note comes from outside).
    public static let standardError: @Sendable (String) -> Void = { line in
        let bytes = Array((UntrustedText.forStream(line) + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
