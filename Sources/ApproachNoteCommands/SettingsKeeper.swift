import Preferences
import Screens

/// Writes a choice made on the Settings tab into the config file: only the setting that
/// choice changed, so one given as an option for this run (`--images`) is never written with it.
struct SettingsKeeper {
    let file: ConfigFile

    /// Returns why the change could not be written, or nil.
    func keep(_ before: BrowserSettings, _ after: BrowserSettings) -> String? {
        do {
            if after.theme != before.theme { try file.save(UserConfig.theme.name, after.theme.configName) }
            if after.coverArt != before.coverArt { try file.save(UserConfig.images.name, after.coverArt.configName) }
            return nil
        } catch {
            return error.description
        }
    }
}
