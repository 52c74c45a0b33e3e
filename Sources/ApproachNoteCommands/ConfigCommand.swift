import CommandSupport
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
        ]
        let width = rows.map(\.key.count).max() ?? 0
        for row in rows {
            let key = row.key.padded(to: width)
            lines.append("  \(key) = \(row.value)  (\(row.source ?? "the default"))")
        }
        if !config.problems.isEmpty {
            lines.append("Problems:")
            lines += config.problems.map { "  " + $0 }
        }
        try io.write(lines.joined(separator: "\n") + "\n")
    }
}
