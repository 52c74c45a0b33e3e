import Preferences
import Screens

/// Writes a choice made on the Settings tab into the config file: only the setting that
/// changed, so one given as an option for this run (`--images`) is not written with it.
final class SettingsKeeper {
    private let file: ConfigFile
    private var last: BrowserSettings

    init(file: ConfigFile, current: BrowserSettings) {
        self.file = file
        last = current
    }

    /// Returns why the change could not be written, or nil.
    func keep(_ settings: BrowserSettings) -> String? {
        defer { last = settings }
        do {
            if settings.theme != last.theme { try file.save(UserConfig.theme.name, settings.theme.configName) }
            if settings.coverArt != last.coverArt {
                try file.save(UserConfig.images.name, settings.coverArt.configName)
            }
            return nil
        } catch {
            return error.description
        }
    }
}
