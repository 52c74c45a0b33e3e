/// Where scratch files go: `TMPDIR` when it names a folder by its full path, else `/tmp`.
/// The path ends with a slash, so a name can be appended to it.
public enum TemporaryFolder {
    public static func path(environment: [String: String]) -> String {
        guard let folder = environment["TMPDIR"], folder.hasPrefix("/") else { return "/tmp/" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }
}
