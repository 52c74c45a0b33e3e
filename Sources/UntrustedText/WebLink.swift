/// Whether a link from the catalog may be followed: an http or https address with a host,
/// nothing in it a terminal or a command line could take for something else (spaces, control
/// characters, a leading "-"), and of a length a browser takes. Anything else is shown, not
/// opened.
public enum WebLink {
    public static let longest = 2_048

    public static func isFollowable(_ url: String) -> Bool {
        guard url.utf8.count <= longest, !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else { return false }
        let lowered = url.lowercased()
        for scheme in ["https://", "http://"] where lowered.hasPrefix(scheme) {
            let host = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return !host.isEmpty
        }
        return false
    }
}
