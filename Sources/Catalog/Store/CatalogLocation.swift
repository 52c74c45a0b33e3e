import Foundation

/// Where the catalog lives: `--catalog PATH` when given, otherwise the user's data directory
/// (`$XDG_DATA_HOME`, else `~/.local/share`) / `approachnote` / `catalog.sqlite`.
public struct CatalogLocation: Equatable, Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    public static func resolve(explicitPath: String?, environment: [String: String]) -> CatalogLocation {
        if let explicitPath { return CatalogLocation(path: explicitPath) }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = home + "/.local/share"
        }
        return CatalogLocation(path: dataHome + "/approachnote/catalog.sqlite")
    }

    public var directory: String { (path as NSString).deletingLastPathComponent }

    public enum State: Equatable {
        case absent
        case file
        case directory
    }

    public var state: State {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .absent }
        return isDirectory.boolValue ? .directory : .file
    }
}
