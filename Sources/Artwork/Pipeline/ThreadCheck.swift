import Foundation

/// The main thread only places finished cells; decoding and scaling there would stall frames.
/// In debug builds, doing either on the main thread stops the program, so any test that
/// drives such a path fails. Tests that need to see the check fire observe it through
/// `whileObserving` instead of stopping.
public enum ThreadCheck {
    @TaskLocal static var observer: (@Sendable (String) -> Void)?

    static func assertOffMainThread(_ work: @autoclosure () -> String) {
        #if DEBUG
            guard Thread.isMainThread else { return }
            if let observer {
                observer(work())
            } else {
                assertionFailure("\(work()) ran on the main thread")
            }
        #endif
    }

    /// Runs `body`, handing each main-thread violation in it to `record` rather than stopping.
    public static func whileObserving<Result>(
        _ record: @escaping @Sendable (String) -> Void, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $observer.withValue(record) { try await body() }
    }
}
