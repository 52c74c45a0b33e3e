import Catalog
import FoundationEssentials
import Glibc
import Platform
import SQLite

/// Creates the demo catalog file. It writes to a temporary file beside the target and renames
/// it into place only when complete, so an interrupted or concurrent first run never leaves a
/// half-written catalog where a reader would find it.
public enum DemoCatalogGenerator {
    public struct Progress: Sendable, Equatable {
        public let phase: String
        public let fraction: Double
    }

    public struct Report: Sendable {
        public let path: String
        public let seconds: Double
        public let bytes: Int
    }

    /// Generates into `location`. An existing file is replaced only with `force`; a directory
    /// at the path, or a directory that cannot be written, is an error with the fix in it.
    /// An error thrown by `progress` (its output failed) abandons the generation.
    ///
    /// With `force`, an existing file is replaced only when it is an ApproachNote catalog of
    /// this schema or an older one, or, with `anyFileAtDefault` (the default location, which
    /// holds nothing but ours), anything but a newer version's catalog.
    @discardableResult
    public static func generate(
        at location: CatalogLocation, force: Bool, anyFileAtDefault: Bool = false,
        progress: @escaping (Progress) throws -> Void = { _ in }
    ) throws -> Report {
        let started = Date()
        let path = location.path
        switch location.state {
        case .directory: throw CatalogError.isDirectory(path: path)
        case .special(let kind): throw CatalogError.notAFile(path: path, kind: kind)
        case .unreachable(let reason): throw CatalogError.unreachable(path: path, reason: reason)
        case .file where !force: throw CatalogError.alreadyExists(path: path)
        case .file:
            switch CatalogFileIdentity.of(path) {
            case .catalog: break
            case .newerCatalog(let found):
                throw CatalogError.newerSchema(path: path, found: found, expected: CatalogSchema.version)
            case .other(let reason):
                if !anyFileAtDefault { throw CatalogError.notACatalog(path: path, reason: reason) }
            }
        case .absent: break
        }
        // Written where a link points, so the link stays and its target is replaced.
        let target = try location.target()
        let directory = FilePath.folder(of: target)
        do {
            try Folder.make(directory)
        } catch {
            throw CatalogError.unwritableDirectory(path: directory, reason: error.reason)
        }
        guard access(directory, W_OK) == 0 else {
            throw CatalogError.unwritableDirectory(path: directory, reason: String(cString: strerror(errno)))
        }
        let replacement = CatalogReplacement(target: target)
        do {
            try InterruptCleanup.removing(replacement.temporaryFiles) {
                try build(at: replacement.temporary, progress: progress)
                do {
                    try replacement.commit()
                } catch let failure as CatalogReplacement.RenameFailure {
                    throw CatalogError.unwritableDirectory(path: directory, reason: failure.reason)
                }
            }
        } catch let error as SQLiteError {
            replacement.discard()
            throw CatalogError.unwritableDirectory(path: directory, reason: error.message)
        } catch {
            replacement.discard()
            throw error
        }
        return Report(
            path: path, seconds: Date().timeIntervalSince(started), bytes: CatalogLocation.fileSize(target))
    }

    /// A catalog this generator has made already, copied rather than built again. Tests of what
    /// surrounds a generation (a link kept, an old catalog upgraded, a library left whole) set
    /// it for their task: a build is seconds of work, and its content is tested on its own.
    @TaskLocal package static var madeAlready: String?

    private static func build(at temporary: String, progress: @escaping (Progress) throws -> Void) throws {
        if let made = madeAlready {
            try FileManager.default.copyItem(atPath: made, toPath: temporary)
            try progress(Progress(phase: "copied", fraction: 1))
            return
        }
        let db = try SQLiteConnection(path: temporary, mode: .create)
        let builder = DemoCatalogBuilder(db: db) { try progress(Progress(phase: $0.phase, fraction: $0.fraction)) }
        try builder.build()
    }
}
