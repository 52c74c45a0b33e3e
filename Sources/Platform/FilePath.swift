import Glibc

/// Paths as the program names them in its messages: absolute, so that a place can be found
/// again from anywhere, and a file's folder by its name alone.
public enum FilePath {
    /// `path` made absolute from `workingDirectory` (the current folder by default), without
    /// its `.` components. Only when the working directory has no UTF-8 name does a relative
    /// path stay relative.
    public static func absolute(_ path: String, workingDirectory: String? = currentDirectory()) -> String {
        let anchored = path.hasPrefix("/") ? path : workingDirectory.map { $0 + "/" + path } ?? path
        let components = joined(anchored.split(separator: "/").filter { $0 != "." }.map(String.init))
        return anchored.hasPrefix("/") ? "/" + components : components
    }

    /// `components` with "/" between them. Joined by hand: the standard library's
    /// `joined(separator:)` is generic code the compiler leaves unspecialized, whose first call
    /// in a process makes the runtime look its types up by name, through every conformance of
    /// the program, and every start joins paths.
    static func joined(_ components: [String]) -> String {
        var path = ""
        for component in components {
            if !path.isEmpty { path += "/" }
            path += component
        }
        return path
    }

    /// The current folder's path, or nil when it has no UTF-8 name.
    public static func currentDirectory() -> String? {
        guard let bytes = getcwd(nil, 0) else { return nil }
        defer { free(bytes) }
        return String(validatingCString: bytes)
    }

    /// The folder of the file at `path`: "/" for a file of the root, "." for a bare name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
