import FoundationEssentials
import Glibc
import TextFormatting

/// A file of the user's that cannot be read, given a name of its own beside it,
/// `NAME.damaged-STAMP` (then `-2`, `-3`…), never overwritten or deleted: the user can look at
/// it, and a new file takes the name.
public enum SetAside {
    /// Renames the file at `path`, and beside it the files that belong to it (`companions`:
    /// suffixes of its name, such as a database's "-wal"), to `.damaged-STAMP`. A link under
    /// the new name fails rather than replace a file set aside before. Returns the new name.
    public static func file(at path: String, with companions: [String] = [], now: Date = Date()) -> String? {
        let stamp = UTCTime(now).compactStamp
        for attempt in 1...100 {
            let aside = path + ".damaged-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            if link(path, aside) == 0 {
                unlink(path)
                for suffix in companions where access(path + suffix, F_OK) == 0 {
                    rename(path + suffix, aside + suffix)
                }
                return aside
            }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }

}
