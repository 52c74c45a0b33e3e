import FoundationEssentials
import Platform

/// The lines of mpv's JSON IPC protocol this application writes and reads: one JSON object a
/// line each way. A URL or a title is a JSON string inside a command's array, never a word of
/// a command line, so nothing a catalog sends can become an option of mpv's.
enum MPVMessages {
    /// The request id of the elapsed time's polls: their answers are told from events by it.
    static let elapsedRequest = 7
    /// The request id of seeks: a seek mpv refuses is told by its answer.
    static let seekRequest = 8

    /// A word of a command: mpv's commands take strings, numbers and booleans.
    enum Word: Encodable {
        case text(String)
        case number(Int)
        case flag(Bool)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            case .flag(let flag): try container.encode(flag)
            }
        }
    }

    private struct Command: Encodable {
        let command: [Word]
        let request_id: Int?
    }

    /// The request ids of loads are this plus the load's number, so that each answer (the
    /// playlist entry it made) is told to its load.
    static let loadRequests = 1_000

    /// Loads `url` in place of what plays (`loadfile URL replace`), as load number `load`.
    static func load(_ url: String, load: Int) -> [UInt8] {
        line([.text("loadfile"), .text(url), .text("replace")], request: loadRequests + load)
    }

    static func setPause(_ paused: Bool) -> [UInt8] { line([.text("set_property"), .text("pause"), .flag(paused)]) }

    /// Seeks `seconds` from where it plays (negative: back).
    static func seek(by seconds: Int) -> [UInt8] {
        line([.text("seek"), .text(String(seconds)), .text("relative")], request: seekRequest)
    }

    static let stop = line([.text("stop")])
    static let quit = line([.text("quit")])

    /// The properties whose changes mpv is to report: pause and duration.
    static let observations: [[UInt8]] = [
        line([.text("observe_property"), .number(1), .text("pause")]),
        line([.text("observe_property"), .number(2), .text("duration")]),
    ]

    /// Asks where it plays now; answered with `elapsedRequest`.
    static let askElapsed = line([.text("get_property"), .text("time-pos")], request: elapsedRequest)

    private static func line(_ words: [Word], request: Int? = nil) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Only strings, numbers and booleans: encoding cannot fail.
        let data = (try? encoder.encode(Command(command: words, request_id: request))) ?? Data("{}".utf8)
        return Array(data) + [UInt8(ascii: "\n")]
    }

    /// A line from mpv: an event, or the answer to a request.
    private struct Line: Decodable {
        let event: String?
        let name: String?
        let reason: String?
        let file_error: String?
        let request_id: Int?
        let error: String?
        let playlist_entry_id: Int?
        /// The first of the entries a playlist's address was replaced by (`redirect`).
        let playlist_insert_id: Int?
        /// A property's value (a flag, a number), or anything else (ignored).
        let data: JSONScalar?
    }

    /// The answer to a load: the playlist entry mpv made of it.
    private struct LoadAnswer: Decodable {
        struct Entry: Decodable { let playlist_entry_id: Int }
        let data: Entry
    }

    /// What a line from mpv means to the player; nil for what it does not need.
    static func event(from bytes: [UInt8]) -> PlayerEvent? {
        guard let line = try? JSONDecoder().decode(Line.self, from: Data(bytes)) else { return nil }
        if line.request_id == elapsedRequest { return line.data?.number.map(PlayerEvent.elapsed) }
        if line.request_id == seekRequest { return line.error == "success" ? nil : .seekRefused }
        if let request = line.request_id, request >= loadRequests {
            let entry = try? JSONDecoder().decode(LoadAnswer.self, from: Data(bytes)).data.playlist_entry_id
            return .entry(load: request - loadRequests, id: entry)
        }
        switch line.event {
        case "playback-restart": return .started
        case "property-change":
            switch line.name {
            case "pause": return line.data?.flag.map(PlayerEvent.paused)
            case "duration": return .duration(line.data?.number)
            default: return nil
            }
        case "end-file":
            switch line.reason {
            case "eof": return .ended(entry: line.playlist_entry_id)
            case "redirect":
                return line.playlist_insert_id.map { .redirected(entry: line.playlist_entry_id, to: $0) }
            case "error":
                return .failed(
                    entry: line.playlist_entry_id, reason: line.file_error ?? "the stream could not be played")
            default: return nil
            }
        default: return nil
        }
    }
}

/// What mpv reported, as the player on the main thread takes it.
public enum PlayerEvent: Sendable, Equatable {
    /// The file loaded has started to play, or started again after a seek: only from its first
    /// start does mpv keep a seek (one made at its load can be lost to the start of playing).
    case started
    /// mpv refused a seek (a stream it cannot seek in): it plays on where it was.
    case seekRefused
    case paused(Bool)
    /// The length in seconds, when mpv knows it.
    case duration(Double?)
    /// Where it plays, in seconds.
    case elapsed(Double)
    /// Load number `load` made playlist entry `id` (nil: this mpv does not say).
    case entry(load: Int, id: Int?)
    /// The entry played to its end.
    case ended(entry: Int?)
    /// The entry was a playlist's address, replaced by the playlist's entries, the first of
    /// them `to`, which plays in its place.
    case redirected(entry: Int?, to: Int)
    /// The entry could not be played, in mpv's words.
    case failed(entry: Int?, reason: String)
    /// The mpv of this pid ended (`status` as `waitpid` gave it).
    case exited(pid: Int32, status: Int32)
}
