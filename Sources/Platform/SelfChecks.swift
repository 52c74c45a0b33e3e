import Glibc
import Synchronization

/// Whether the program checks its own rules as it runs, and stops at the first one broken,
/// saying what broke and where: the layout engine's after every frame, that no image work runs
/// on the main thread, that hand-written JSON keeps the encoder's key order, the caches' and
/// the pipelines' bookkeeping.
///
/// The suite runs every test with them on, and every program it starts (`TestThreads` turns
/// them on, and sets `variable` for the children). A user's program runs without them: the
/// engine's check walks the whole tree each frame. The binary the suite tests is the binary
/// shipped, so the checks are there to be switched on, not compiled out:
///
///     APPROACHNOTE_SELF_CHECKS=1 approachnote
public enum SelfChecks {
    /// The environment variable that turns the checks on for a program and what it starts.
    public static let variable = "APPROACHNOTE_SELF_CHECKS"

    private static let on = Atomic<Bool>(getenv(variable).map { String(cString: $0) == "1" } ?? false)

    public static var areOn: Bool { on.load(ordering: .relaxed) }

    /// Turns the checks on in this process, and in every process it starts from now on.
    public static func turnOn() {
        on.store(true, ordering: .relaxed)
        setenv(variable, "1", 1)
    }

    /// With the checks on, stops the program with `message` unless `condition` holds; with them
    /// off, evaluates neither.
    @inlinable
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
        line: UInt = #line
    ) {
        if areOn { precondition(condition(), message(), file: file, line: line) }
    }
}
