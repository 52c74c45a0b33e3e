/// Why a cover could not be shown. Each case carries what a person needs to understand it;
/// `message` is the sentence the interface may show.
public enum ArtworkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL's scheme is none the module can load.
    case unsupportedURL(String)
    /// A `file:` address from a catalog that is not a file of the user's own (a server's).
    case fileFromServer(String)
    case fileUnreadable(path: String, reason: String)
    /// The server did not answer in time (connecting or in total).
    case timedOut(url: String, seconds: Double)
    /// No server could be reached: refused, unknown host, network down.
    case unreachable(url: String, reason: String)
    case httpStatus(url: String, code: Int)
    /// The bytes are a web page (an error or login page served with a 200), not a picture.
    case notAnImage(looksLikeHTML: Bool)
    case tooLarge(bytes: Int, limit: Int)
    case dimensionsTooLarge(width: Int, height: Int, limit: Int)
    case corrupt(format: String, detail: String)
    case truncated(format: String)
    /// The generated cover could not be written to or read back from the disk cache.
    case cacheUnwritable(path: String, reason: String)
    /// A library that decodes or draws covers is not installed; `reason` is the loader's.
    case libraryMissing(reason: String)

    public var message: String {
        switch self {
        case .unsupportedURL(let url): "Cover art at “\(url)” cannot be loaded: unknown kind of address."
        case .fileFromServer(let url):
            "Cover art at “\(url)” is not read: a server's address may not name a local file."
        case .fileUnreadable(let path, let reason): "The cover file \(path) could not be read (\(reason))."
        case .timedOut(_, let seconds):
            "The cover art server did not answer within \(Self.format(seconds)) seconds."
        case .unreachable(_, let reason): "The cover art server could not be reached (\(reason))."
        case .httpStatus(_, let code): "The cover art server answered with an error (HTTP \(code))."
        case .notAnImage(let looksLikeHTML):
            looksLikeHTML
                ? "The server sent a web page instead of the cover image." : "The cover is not a JPEG or PNG image."
        case .tooLarge(let bytes, let limit):
            "The cover file is too large (\(bytes / 1024) KB; the limit is \(limit / 1024) KB)."
        case .dimensionsTooLarge(let width, let height, let limit):
            "The cover image is too large (\(width)×\(height) pixels; the limit is \(limit) on a side)."
        case .corrupt(let format, _): "The cover image is damaged (\(format))."
        case .truncated(let format): "The cover image is incomplete (\(format) cut off)."
        case .cacheUnwritable(let path, let reason): "The cover cache at \(path) cannot be used (\(reason))."
        case .libraryMissing(let reason): "Covers cannot be drawn: \(reason)."
        }
    }

    public var description: String {
        switch self {
        case .corrupt(_, let detail): "\(message) \(detail)"
        default: message
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
