/// Why the bench could not take a figure.
enum BenchError: Error, CustomStringConvertible {
    /// The page kept loading or drawing past the bench's patience.
    case unsettled(String)
    /// A frame the bench waits for never came.
    case missingFrame(String)
    /// A child process could not be started, or ended badly.
    case child(String)

    var description: String {
        switch self {
        case .unsettled(let page): "The bench gave up on \(page): it was still loading after 30 s."
        case .missingFrame(let what): "The bench gave up waiting for \(what) after 30 s."
        case .child(let problem): "The bench's child process failed: \(problem)"
        }
    }
}
