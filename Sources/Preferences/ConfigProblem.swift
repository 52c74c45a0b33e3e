import UntrustedText

/// Something wrong in the config file: the line is ignored and the application starts anyway.
public struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    /// From 1; nil for the file as a whole (it could not be read).
    public let line: Int?
    public let message: String

    public init(line: Int?, message: String) {
        self.line = line
        self.message = UntrustedText.forMessage(message)
    }

    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}
