import Application
import Catalog
import CommandSupport
import FoundationEssentials
import Keys
import Platform
import Preferences
import Screens
import UntrustedText

/// The settings the config file holds. In a run an option wins over the environment, the
/// environment over the file, and the file over the default.
struct UserConfig {
    static let theme = ConfigKey(
        name: "theme", values: BrowserSettings.Theme.allCases.map(\.configName),
        placeholder: BrowserSettings.Theme.allCases.map(\.configName).joined(separator: "|"),
        summary: "the colour theme, as on the Settings tab")
    static let images = ConfigKey(
        name: "images", values: BrowserSettings.CoverArt.allCases.map(\.configName),
        placeholder: BrowserSettings.CoverArt.allCases.map(\.configName).joined(separator: "|"),
        summary: "how covers are drawn, as --images")
    static let server = ConfigKey(
        name: "server", values: nil, placeholder: "URL", summary: "read the catalog from a server, as --server")
    static let catalog = ConfigKey(
        name: "catalog", values: nil, placeholder: "PATH", summary: "the catalog file, as --catalog")
    static let browser = ConfigKey(
        name: "browser", values: BrowserPlacement.allCases.map(\.rawValue),
        placeholder: BrowserPlacement.allCases.map(\.rawValue).joined(separator: "|"),
        summary: "whether $BROWSER draws in the terminal (lynx, w3m: auto knows them by name)")
    /// `key.NAME = KEYS`: other keys for one of the application's bindings.
    static let keyChoices = KeyMap.rebindable.map { name, action in
        let binding = KeyMap.defaults.first { $0.handler == .application && $0.action == action }
        let now = binding?.chords.map(\.name).joined(separator: ", ") ?? ""
        return ConfigKey(name: "key." + name, values: nil, placeholder: "KEYS", summary: "instead of \(now)")
    }
    static let keys = [theme, images, server, catalog, browser] + keyChoices

    let file: ConfigFile
    private let home: String
    /// The file's server, when it is an address a server can have; a malformed one is among
    /// the problems, and ignored.
    let server: String?
    /// Problems worth a line each on standard error and a notice in the application.
    let problems: [String]

    init(environment: [String: String]) {
        let file = ConfigFile(path: ConfigFile.defaultPath(environment: environment), keys: Self.keys)
        self.file = file
        home = HomeFolder.path(environment: environment)
        let given = file.values[Self.server.name]
        server = given.flatMap { (try? HTTPCatalog(address: $0.value)) != nil ? $0.value : nil }
        var problems = file.problems.map { "\($0); it is ignored" }
        if let given, server == nil {
            problems.append(
                "line \(given.line): server takes an http:// or https:// address, not '\(UntrustedText.forMessage(given.value))'; it is ignored"
            )
        }
        if server != nil, file.values[Self.catalog.name] != nil {
            problems.append("server and catalog are both set; the server is read, unless --catalog is given")
        }
        self.problems = problems.map { Self.aboutFile(file, $0) }
    }

    /// A problem as said of the file: where it is, then what is wrong.
    private static func aboutFile(_ file: ConfigFile, _ problem: String) -> String {
        "the config file \(file.path): \(problem)."
    }

    /// The file's value for `key`, and its line.
    func value(_ key: ConfigKey) -> (value: String, line: Int)? { file.values[key.name] }

    var theme: BrowserSettings.Theme? {
        value(Self.theme).flatMap { value in BrowserSettings.Theme.allCases.first { $0.configName == value.value } }
    }

    var browser: BrowserPlacement? { value(Self.browser).flatMap { BrowserPlacement(rawValue: $0.value) } }

    var images: BrowserSettings.CoverArt? {
        value(Self.images).flatMap { value in BrowserSettings.CoverArt.allCases.first { $0.configName == value.value } }
    }

    /// The file's catalog path, `~/` taken from the home folder; a relative path is taken
    /// from the working folder, as `--catalog`'s is.
    var catalogPath: String? {
        guard let path = value(Self.catalog)?.value else { return nil }
        guard path.hasPrefix("~/") else { return path }
        return home + path.dropFirst(1)
    }

    /// Gives `keyMap`'s application bindings the keys the file chooses, in its order; returns
    /// why a choice could not be made (an unknown key, one that does something else).
    func rebindKeys(_ keyMap: inout KeyMap) -> [String] {
        var problems: [String] = []
        for choice in Self.keyChoices {
            guard let given = value(choice) else { continue }
            let name = String(choice.name.dropFirst("key.".count))
            do {
                keyMap.rebind(name, to: try keyMap.chords(given.value, for: name))
            } catch {
                problems.append(
                    Self.aboutFile(
                        file, "line \(given.line): \(UntrustedText.forMessage(error.description)); it is ignored"))
            }
        }
        return problems
    }

    /// Problems as the application's notice says them, or nil when there are none.
    static func notice(of problems: [String]) -> String? {
        guard !problems.isEmpty else { return nil }
        let text = problems.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
