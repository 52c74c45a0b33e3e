import FoundationEssentials
import Glibc

/// A memory figure of a process from the kernel's /proc/PID/status (VmHWM, the resident set's
/// high-water mark, or VmRSS, the resident set now), and this process's page faults.
enum ProcessStatus {
    /// The field in kilobytes; nil when the process has exited or the field is missing.
    static func kilobytes(_ field: String, of process: String = "self") -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    static func megabytes(_ kilobytes: Int) -> Double { Double(kilobytes) * 1_024 / 1_000_000 }

    /// The page faults the process has taken that read nothing from disk (a page of its
    /// program or of the heap touched for the first time). Asked of the kernel without a file
    /// read or an allocation, so that asking around a frame costs the frame nothing.
    static func minorFaults() -> Int {
        var usage = rusage()
        return getrusage(RUSAGE_SELF.rawValue, &usage) == 0 ? usage.ru_minflt : 0
    }
}
