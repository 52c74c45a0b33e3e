import Foundation
import Platform
import TestThreads
import Testing

@Suite("The lock", .testThreads)
struct LockTests {
    private final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test("increments from four threads at once are none of them lost")
    func exclusive() {
        let counter = Counter()
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            DetachedThread.start(name: "counter") {
                for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
                group.leave()
            }
        }
        #expect(group.wait(timeout: .now() + 120) == .success)
        #expect(counter.lock.withLock { counter.value } == 40_000)
    }

    @Test("an error thrown inside unlocks the lock again")
    func throwing() {
        struct Refused: Error {}
        let lock = Lock()
        #expect(throws: Refused.self) { try lock.withLock { throw Refused() } }
        #expect(lock.withLock { 7 } == 7, "a second hold would wait for ever if the first had not ended")
    }
}
