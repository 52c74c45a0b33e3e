import FoundationEssentials
import Glibc
import Platform

/// A catalog file written beside the one it replaces and renamed over it only once whole, so
/// that whoever reads the target sees the old catalog or the new one, never a part of one.
///
/// The new file is `<target>.tmp-<pid>`. A process killed while writing leaves it behind; the
/// next replacement of the same target (a generation or a sync) removes it once that process
/// is gone.
package struct CatalogReplacement {
    /// Why the finished file could not take the target's place.
    package struct RenameFailure: Error {
        package let reason: String
    }

    package let target: String
    /// Where this process writes the new catalog.
    package let temporary: String

    /// Clears what earlier replacements of `target` left, this process's own file included.
    package init(target: String) {
        self.target = target
        temporary = Self.temporaryPath(for: target, pid: getpid())
        Self.removeAbandonedTemporaryFiles(for: target)
        discard()
    }

    private static let temporaryInfix = ".tmp-"
    private static let sideFileSuffixes = ["-journal", "-wal", "-shm"]

    /// Where a replacement by process `pid` writes before renaming into `target`.
    package static func temporaryPath(for target: String, pid: pid_t) -> String {
        target + temporaryInfix + String(pid)
    }

    /// The temporary file and the side files SQLite may make beside it.
    package var temporaryFiles: [String] { [temporary] + Self.sideFileSuffixes.map { temporary + $0 } }

    /// Removes the temporary file and its side files.
    package func discard() { temporaryFiles.forEach { try? FileManager.default.removeItem(atPath: $0) } }

    /// Renames the finished temporary file (closed by now) over the target. The target's own
    /// side files belong to the file being replaced and go first; on failure the temporary
    /// file goes too.
    package func commit() throws(RenameFailure) {
        for leftover in [target + "-wal", target + "-shm"] { try? FileManager.default.removeItem(atPath: leftover) }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw RenameFailure(reason: reason)
        }
        discard()
    }

    /// Temporary files (and their side files) of replacements whose process is gone.
    package static func removeAbandonedTemporaryFiles(for target: String) {
        let directory = FilePath.folder(of: target)
        let prefix = String(target.split(separator: "/").last ?? "") + temporaryInfix
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let suffix = String(rest.dropFirst(digits.count))
            guard let pid = Int32(digits), suffix.isEmpty || sideFileSuffixes.contains(suffix) else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: directory + "/" + name)
            }
        }
    }
}
