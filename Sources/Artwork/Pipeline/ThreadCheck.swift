import Platform

/// The main thread only places finished cells; decoding, scaling or converting there would
/// stall frames. With `SelfChecks` on (every test), doing any of them on the main thread stops
/// the program, so any test that drives such a path fails.
///
/// Tests see the check fire through `whileObserving`, which records violations instead of
/// stopping and counts a thread of the test's choosing as the main thread: under Swift Testing
/// on Linux a test cannot count on running on the real one (the main actor need not be it).
enum ThreadCheck {
    struct Observer: Sendable {
        let record: @Sendable (String) -> Void
        let mainStandIn: ThreadIdentity
    }

    @TaskLocal static var observer: Observer?

    static func assertOffMainThread(_ work: @autoclosure () -> String) {
        guard SelfChecks.areOn else { return }
        let observer = observer
        let onMain = ThreadIdentity.isMainThread || observer.map { ThreadIdentity.current == $0.mainStandIn } == true
        guard onMain else { return }
        if let observer {
            observer.record(work())
        } else {
            preconditionFailure("\(work()) ran on the main thread")
        }
    }

    /// Runs `body`, counting `mainStandIn` (the calling thread by default) as the main thread
    /// and handing each violation to `record` rather than stopping.
    static func whileObserving<Result>(
        _ record: @escaping @Sendable (String) -> Void, mainStandIn: ThreadIdentity = .current,
        _ body: () throws -> Result
    ) rethrows -> Result {
        try $observer.withValue(Observer(record: record, mainStandIn: mainStandIn)) { try body() }
    }
}
