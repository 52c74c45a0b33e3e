import FoundationEssentials
import Layout

/// A request on the automation socket: one JSON object a line, named by its `"cmd"`. The
/// server reads it from a client, the tests' client writes it, and its examples make the table
/// in docs/automation.md, so the three cannot disagree.
///
/// Reading is strict where a value reaches the application: counts are whole numbers in range
/// (`2.5`, `"3"`, `true` and `null` are refused), so nothing from the socket reaches arithmetic
/// that could overflow. Members a request does not know are ignored.
package enum ControlRequest: Equatable, Sendable {
    case tree
    case press(label: String)
    case focus(label: String)
    case key(String)
    case scroll(x: Int, y: Int, dx: Int, dy: Int)
    case resize(columns: Int, rows: Int)
    case open(link: String)
    case stats
    case waitUntilIdle

    /// What the request does, in a line: the documentation's words.
    package var summary: String {
        switch self {
        case .tree: "the accessibility tree of what is on screen"
        case .press: "presses the first control on screen with that label, and moves the focus to it"
        case .focus: "moves the focus to the first control on screen with that label"
        case .key: "types keys, as the terminal would send them"
        case .scroll:
            "turns the wheel at a cell: `dy` notches down (negative: up), `dx` to the right; each 0 if left out"
        case .resize: "resizes the terminal (headless only)"
        case .open: "opens a deep link, as a sheet"
        case .stats:
            "the run loop's figures; `pending` says what keeps it from idle (a frame, a deadline, work and whose)"
        case .waitUntilIdle: "answered once loads have arrived and the frame is drawn"
        }
    }

    /// One of each request, as the documentation shows them.
    package static let examples: [ControlRequest] = [
        .tree, .open(link: "approachnote://song/<id>"), .press(label: "Airegin (9)"), .focus(label: "All of Me (24)"),
        .key("\r"), .scroll(x: 1, y: 5, dx: 0, dy: 3), .resize(columns: 80, rows: 24), .stats, .waitUntilIdle,
    ]

    /// The most bytes one `key` request may type: typing, not bulk data.
    package static let keysLimit = 4_096
    /// The farthest `scroll` goes, and the farthest cell it names: far past any content, far
    /// from overflow.
    package static let scrollLimit = 100_000
    /// The largest size `resize` takes.
    package static let largestSize = HeadlessTerminal.largestSize

    /// The request a line holds, or the error to answer it with.
    package init(line: [UInt8]) throws(ControlRequestError) {
        guard let json = try? JSONDecoder().decode(ControlJSON.self, from: Data(line)) else {
            throw .malformed
        }
        try self.init(json)
    }

    init(_ json: ControlJSON) throws(ControlRequestError) {
        guard case .object = json, let command = json["cmd"]?.string else { throw .malformed }
        switch command {
        case "tree": self = .tree
        case "press", "focus":
            guard let label = json["label"]?.string else {
                throw ControlRequestError("\"\(command)\" needs a \"label\".")
            }
            self = command == "press" ? .press(label: label) : .focus(label: label)
        case "key":
            guard let keys = json["keys"]?.string else { throw ControlRequestError("\"key\" needs \"keys\".") }
            guard keys.utf8.count <= Self.keysLimit else {
                throw ControlRequestError(
                    "\"keys\" too long: send at most \(Self.keysLimit) bytes of keys per request.")
            }
            self = .key(keys)
        case "scroll":
            let deltas = -Self.scrollLimit...Self.scrollLimit
            guard let dy = Self.integer(json["dy"], within: deltas), let dx = Self.integer(json["dx"], within: deltas)
            else {
                throw ControlRequestError(
                    "\"scroll\" takes \"dx\" and \"dy\" from -\(Self.scrollLimit) to \(Self.scrollLimit).")
            }
            let cells = 0...Self.scrollLimit
            guard let x = Self.integer(json["x"], within: cells), let y = Self.integer(json["y"], within: cells) else {
                throw ControlRequestError("\"scroll\" takes \"x\" and \"y\" from 0 to \(Self.scrollLimit).")
            }
            self = .scroll(x: x, y: y, dx: dx, dy: dy)
        case "resize":
            let largest = Self.largestSize
            guard let columns = json["cols"]?.integer, let rows = json["rows"]?.integer,
                (1...largest.width).contains(columns), (1...largest.height).contains(rows)
            else {
                throw ControlRequestError(
                    "\"resize\" needs \"cols\" from 1 to \(largest.width) and \"rows\" from 1 to \(largest.height).")
            }
            self = .resize(columns: columns, rows: rows)
        case "open":
            guard let link = json["link"]?.string else { throw ControlRequestError("\"open\" needs a \"link\".") }
            self = .open(link: link)
        case "stats": self = .stats
        case "wait":
            guard json["until"]?.string == "idle" else {
                throw ControlRequestError("\"wait\" takes \"until\": \"idle\".")
            }
            self = .waitUntilIdle
        default:
            throw ControlRequestError("Unknown command \"\(command)\".")
        }
    }

    /// A member's whole number within `range`, 0 when it is left out; nil for anything else (a
    /// fraction, text, null, or a number out of range).
    static func integer(_ value: ControlJSON?, within range: ClosedRange<Int>) -> Int? {
        guard let value else { return 0 }
        guard let number = value.integer, range.contains(number) else { return nil }
        return number
    }

    /// The request as it goes on the wire; a scroll's zeros are left out, as a client may.
    var json: ControlJSON {
        switch self {
        case .tree: ["cmd": "tree"]
        case .press(let label): ["cmd": "press", "label": .string(label)]
        case .focus(let label): ["cmd": "focus", "label": .string(label)]
        case .key(let keys): ["cmd": "key", "keys": .string(keys)]
        case .scroll(let x, let y, let dx, let dy):
            .object(
                ["cmd": .string("scroll"), "x": .integer(x), "y": .integer(y), "dx": .integer(dx), "dy": .integer(dy)]
                    .filter { $0.key == "cmd" || $0.value != .integer(0) })
        case .resize(let columns, let rows): ["cmd": "resize", "cols": .integer(columns), "rows": .integer(rows)]
        case .open(let link): ["cmd": "open", "link": .string(link)]
        case .stats: ["cmd": "stats"]
        case .waitUntilIdle: ["cmd": "wait", "until": "idle"]
        }
    }

    /// The request as one line, without its newline: keys sorted, as every line of the protocol.
    package var line: String {
        guard let bytes = ControlJSON.line(json) else {
            preconditionFailure("a request holds only text and whole numbers, which JSON always writes")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a request line was refused: the message is the reply's `"error"`.
package struct ControlRequestError: Error, Equatable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }

    static let malformed = ControlRequestError("Malformed request: send one JSON object per line with a \"cmd\".")
}
