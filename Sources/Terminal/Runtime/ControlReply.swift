import FoundationEssentials
import Layout

/// A reply on the automation socket: one JSON object a line, with `"ok"` in every one. Written
/// by the server, read by the tests' client.
package enum ControlReply: Equatable, Sendable {
    case done
    case scrolled(Bool)
    case idle
    case tree(AccessibilityElement)
    case stats(ControlStats)
    case failure(String)

    /// When the reply comes: the documentation's words.
    package var summary: String {
        switch self {
        case .done: "the request was carried out"
        case .scrolled: "the answer to `scroll`: whether the wheel moved anything"
        case .idle: "the answer to `wait`"
        case .tree:
            "the answer to `tree`: each element's role, label, value (when it has one), states, frame (x, y, width, height in cells) and children"
        case .stats: "the answer to `stats`, its figures beside `ok`"
        case .failure: "the request was refused, and why; nothing was changed"
        }
    }

    /// One of each reply, as the documentation shows them.
    package static let examples: [ControlReply] = [
        .done, .scrolled(true), .idle,
        .tree(
            AccessibilityElement(
                role: .button, label: "Airegin (9)", states: [.collapsed],
                frame: Rect(x: 0, y: 12, width: 30, height: 1))),
        .stats(.example), .failure(#"No control labelled "Airegin (9)" is on screen."#),
    ]

    /// The reply as one line, without its newline.
    package var line: [UInt8] { ControlJSON.line(self) ?? Array(#"{"ok":false}"#.utf8) }

    /// The reply a line holds; nil for a line that is none.
    package init?(line: some Collection<UInt8>) {
        guard let reply = try? JSONDecoder().decode(Self.self, from: Data(line)) else { return nil }
        self = reply
    }

    /// The `error` of a failure, for a test to print.
    package var failureMessage: String? {
        guard case .failure(let message) = self else { return nil }
        return message
    }
}

extension ControlReply: Codable {
    private enum Key: String, CodingKey {
        case ok, error, scrolled, idle, tree, frames
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if case .failure(let message) = self {
            try container.encode(false, forKey: .ok)
            try container.encode(message, forKey: .error)
            return
        }
        try container.encode(true, forKey: .ok)
        switch self {
        case .done, .failure: break
        case .scrolled(let scrolled): try container.encode(scrolled, forKey: .scrolled)
        case .idle: try container.encode(true, forKey: .idle)
        case .tree(let tree): try container.encode(tree, forKey: .tree)
        case .stats(let stats): try stats.encode(to: encoder)
        }
    }

    /// Told apart by the members they have: statistics carry `frames` (and `idle` too).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let message = try container.decodeIfPresent(String.self, forKey: .error) {
            self = .failure(message)
        } else if let tree = try container.decodeIfPresent(AccessibilityElement.self, forKey: .tree) {
            self = .tree(tree)
        } else if let scrolled = try container.decodeIfPresent(Bool.self, forKey: .scrolled) {
            self = .scrolled(scrolled)
        } else if container.contains(.frames) {
            self = .stats(try ControlStats(from: decoder))
        } else if try container.decodeIfPresent(Bool.self, forKey: .idle) == true {
            self = .idle
        } else if try container.decode(Bool.self, forKey: .ok) {
            self = .done
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .ok, in: container, debugDescription: "a refusal without an error")
        }
    }
}

/// The run loop's figures, as `stats` reports them.
package struct ControlStats: Codable, Equatable, Sendable {
    package var frames: Int
    package var layoutPasses: Int
    package var diagnostics: Int
    package var bytesWritten: Int
    package var iterations: Int
    package var inputBytes: Int
    /// What was read from the terminal but for its answers: keys, pastes, mouse reports.
    package var inputEvents: Int
    package var idleFrames: Int
    /// The process's CPU time so far.
    package var cpuSeconds: Double
    package var phaseMicroseconds: [String: Int]
    /// Samples of where the loop was, by phase.
    package var sampler: [String: Int]
    package var idle: Bool
    /// What keeps the loop from idle: "a frame", "2 deadlines", "work: covers"…
    package var pending: [String]
    package var lastFrame: LastFrame

    /// Figures of a loop that has drawn one frame, for the documentation.
    static let example = ControlStats(
        frames: 1, layoutPasses: 1, diagnostics: 0, bytesWritten: 4_017, iterations: 3, inputBytes: 0, inputEvents: 0,
        idleFrames: 0,
        cpuSeconds: 0.01, phaseMicroseconds: ["draw": 420], sampler: [:], idle: true, pending: [],
        lastFrame: LastFrame(
            passes: 1, nodesMeasured: 120, nodesBuilt: 120, nodesReused: 0, cellsChanged: 2_827, bytesWritten: 4_017))

    /// The last frame's own figures.
    package struct LastFrame: Codable, Equatable, Sendable {
        package var passes: Int
        package var nodesMeasured: Int
        package var nodesBuilt: Int
        package var nodesReused: Int
        package var cellsChanged: Int
        package var bytesWritten: Int
    }
}
