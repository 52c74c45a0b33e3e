/// Why the bench could not take a figure.
enum BenchError: Error, CustomStringConvertible {
    /// The page kept loading or drawing past the bench's patience.
    case unsettled(String)
    /// A frame the bench waits for never came.
    case missingFrame(String)
    /// A child process could not be started, or ended badly.
    case child(String)
    /// An action the bench times left nothing to draw, or more than one frame's work.
    case noFrame(String)
    /// The bench's own pseudo-terminal could not be opened.
    case pseudoTerminal(String)
    /// The server under bench could not be reached, or answered a request wrongly.
    case server(String)
    /// The peer's page, as the bench wrote it for both programs, cannot be read.
    case peerData(String)

    var description: String {
        switch self {
        case .unsettled(let page): "The bench gave up on \(page): it was still loading after 30 s."
        case .missingFrame(let what): "The bench gave up waiting for \(what) after 30 s."
        case .child(let problem): "The bench's child process failed: \(problem)"
        case .noFrame(let action): "The bench's action “\(action)” did not come down to one frame."
        case .pseudoTerminal(let problem): "The bench could not open a pseudo-terminal: \(problem)"
        case .server(let problem): "The server under bench failed: \(problem)"
        case .peerData(let problem): "The peer's page cannot be read: \(problem)."
        }
    }
}
