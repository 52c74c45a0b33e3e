import CommandSupport
import Keys
import Preferences
import Screens
import TextFormatting
import UntrustedText

/// `approachnote config`: where the config file is, and every setting's effective value with
/// where it came from.
enum ConfigCommand {
    /// What the command line and the environment said, which win over the file.
    struct Given {
        var catalogOption = false
        var serverOption = false
        var serverVariable = false
    }

    static func run(_ arguments: [String], config: UserConfig, given: Given, access: CatalogAccess, io: CommandIO)
        throws
    {
        guard arguments.isEmpty else {
            throw CommandError.usage("config takes no arguments; see approachnote config --help.")
        }
        let file = config.file
        let missing = file.document == nil && file.problems.isEmpty
        var lines = [
            "Config file: \(file.path)" + (missing ? " (none yet: a setting changed in the application makes it)" : "")
        ]
        func fromFile(_ key: ConfigKey) -> String? { config.value(key).map { "the file, line \($0.line)" } }
        let serverSource =
            given.serverOption ? "--server" : given.serverVariable ? "APPROACHNOTE_SERVER" : fromFile(UserConfig.server)
        let catalogSource =
            access.server != nil
            ? "not read: the server is" : given.catalogOption ? "--catalog" : fromFile(UserConfig.catalog)
        let defaults = BrowserSettings(catalogPath: access.location.path)
        let rows: [(key: String, value: String, source: String?)] = [
            (UserConfig.theme.name, (config.theme ?? defaults.theme).configName, fromFile(UserConfig.theme)),
            (UserConfig.images.name, (config.images ?? defaults.coverArt).configName, fromFile(UserConfig.images)),
            (
                UserConfig.server.name, access.server.map { UntrustedText.forMessage($0.server) } ?? "none",
                access.server == nil ? nil : serverSource
            ),
            (UserConfig.catalog.name, UntrustedText.forMessage(access.location.path), catalogSource),
            (UserConfig.browser.name, (config.browser ?? .auto).rawValue, fromFile(UserConfig.browser)),
        ]
        let width = rows.map(\.key.count).max() ?? 0
        for row in rows {
            let key = row.key.padded(to: width)
            lines.append("  \(key) = \(row.value)  (\(row.source ?? "the default"))")
        }
        var keyMap = KeyMap.standard
        let keyProblems = config.rebindKeys(&keyMap)
        lines.append(
            "Keys (key.NAME = KEYS in the file chooses others; the arrows, Tab, Enter and the editing keys are fixed):")
        lines += keyRows(keyMap, config: config)
        let problems = config.problems + keyProblems
        if !problems.isEmpty {
            lines.append("Problems:")
            lines += problems.map { "  " + $0 }
        }
        try io.write(lines.joined(separator: "\n") + "\n")
    }

    /// Each of the application's keys the user may choose: the keys in use, and whether the
    /// file chose them or a line of it that tried was ignored (its problem says why).
    private static func keyRows(_ keyMap: KeyMap, config: UserConfig) -> [String] {
        let width = KeyMap.rebindable.map(\.name.count).max() ?? 0
        return zip(KeyMap.rebindable, UserConfig.keyChoices).map { rebindable, choice in
            let inUse = keyMap.bindings.first { $0.handler == .application && $0.action == rebindable.action }
            let standard = KeyMap.standard.bindings.first {
                $0.handler == .application && $0.action == rebindable.action
            }
            let keys = inUse?.chords.map(\.name).joined(separator: ", ") ?? ""
            let source: String =
                switch (config.value(choice), inUse?.chords == standard?.chords) {
                case (nil, _): "the default"
                case (let given?, true): "the default: line \(given.line) is ignored, see below"
                case (let given?, false): "the file, line \(given.line)"
                }
            return "  \(rebindable.name.padded(to: width)) = \(keys)  (\(source))"
        }
    }
}
