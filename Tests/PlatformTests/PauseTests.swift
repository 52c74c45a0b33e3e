import Platform
import TestThreads
import Testing

@Suite("Pausing a thread", .testThreads)
struct PauseTests {
    @Test("at least the time asked for passes; none for nothing or less")
    func sleeps() {
        let clock = ContinuousClock()
        #expect(clock.measure { Pause.for(.milliseconds(20)) } >= .milliseconds(20))
        #expect(clock.measure { Pause.for(.zero) } < .milliseconds(20))
        #expect(clock.measure { Pause.for(.milliseconds(-5)) } < .milliseconds(20))
    }
}
