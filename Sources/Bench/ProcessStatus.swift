import FoundationEssentials

/// A memory figure of a process from the kernel's /proc/PID/status: VmHWM, the resident set's
/// high-water mark, or VmRSS, the resident set now.
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
    /// program or of the heap touched for the first time): /proc/self/stat's tenth field.
    static func minorFaults() -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        // The fields after the command's name (which may hold spaces), from the third on.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        return fields.count > 7 ? Int(fields[7]) : nil
    }
}
