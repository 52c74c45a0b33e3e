import Foundation

/// Where the user's library lives: `--library PATH` when given, otherwise
/// `$XDG_DATA_HOME/approachnote/library.sqlite` (else `~/.local/share/approachnote/…`), beside
/// the default catalog but never written by anything that writes a catalog.
public enum LibraryLocation {
    public static func path(explicit: String?, environment: [String: String]) -> String {
        if let explicit {
            return explicit.hasPrefix("/") ? explicit : FileManager.default.currentDirectoryPath + "/" + explicit
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/approachnote/library.sqlite" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/approachnote/library.sqlite"
    }
}
