import Foundation

/// Where a command writes: the real standard streams, or buffers in tests.
public protocol CommandIO: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// True when standard error is a terminal, so progress can redraw one line in place.
    var errorIsTerminal: Bool { get }
}

/// The process's standard output and error.
public final class StandardIO: CommandIO {
    public init() {}

    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

    public func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

    public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// Captures what a command writes, for tests.
public final class CapturedIO: CommandIO {
    public private(set) var output = ""
    public private(set) var error = ""

    public init() {}

    public func write(_ text: String) { output += text }

    public func writeError(_ text: String) { error += text }

    public var errorIsTerminal: Bool { false }
}
