import Glibc

/// Seconds on the system's monotonic clock: for measuring intervals, which a change of the
/// wall clock (NTP, the user) must not stretch or reverse.
public enum MonotonicClock {
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
