import Glibc

/// Seconds of CPU the calling thread has used: unlike the time on the clock, it stops while
/// the thread waits or another thread has its core, so the difference over some work says
/// what the work cost rather than how long it waited.
public enum ThreadCPUClock {
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
