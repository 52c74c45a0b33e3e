import Platform
import TestThreads
import Testing

@Suite("Pausing a thread", .testThreads)
struct PauseTests {
    @Test("at least the time asked for passes; none for nothing or less")
    func sleeps() {
        let clock = ContinuousClock()
        #expect(clock.measure { Pause.for(.milliseconds(20)) } >= .milliseconds(20))
        // A pause of nothing makes no call to sleep; a busy machine may still take the thread
        // away for a while: the bound only catches a pause that never ends (a negative time taken
        // as a huge one).
        #expect(clock.measure { Pause.for(.zero) } < .seconds(30))
        #expect(clock.measure { Pause.for(.milliseconds(-5)) } < .seconds(30))
    }
}
