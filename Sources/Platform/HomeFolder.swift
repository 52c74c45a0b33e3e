import Glibc

/// The user's home folder: `HOME` when it is set and not empty, as every shell tool reads it,
/// else the account database's entry for the user running the program.
public enum HomeFolder {
    public static func path(environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil, let folder = entry.pw_dir
        else { return "/" }
        return String(cString: folder)
    }
}
