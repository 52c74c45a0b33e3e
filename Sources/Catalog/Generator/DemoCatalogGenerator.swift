import Foundation

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
    @discardableResult
    public static func generate(
        at location: CatalogLocation, force: Bool, progress: @escaping (Progress) throws -> Void = { _ in }
    ) throws -> Report {
        let started = Date()
        let path = location.path
        switch location.state {
        case .directory: throw CatalogError.isDirectory(path: path)
        case .file where !force: throw CatalogError.alreadyExists(path: path)
        default: break
        }
        let directory = location.directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CatalogError.unwritableDirectory(path: directory, reason: Self.reason(error))
        }
        guard access(directory, W_OK) == 0 else {
            throw CatalogError.unwritableDirectory(path: directory, reason: String(cString: strerror(errno)))
        }
        removeAbandonedTemporaryFiles(for: path)
        let temporary = "\(path).tmp-\(getpid())"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            try build(at: temporary, progress: progress)
            for leftover in [path + "-wal", path + "-shm"] { try? FileManager.default.removeItem(atPath: leftover) }
            guard rename(temporary, path) == 0 else {
                throw CatalogError.unwritableDirectory(path: directory, reason: String(cString: strerror(errno)))
            }
        } catch let error as SQLiteError {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CatalogError.unwritableDirectory(path: directory, reason: error.message)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return Report(path: path, seconds: Date().timeIntervalSince(started), bytes: bytes)
    }

    private static func build(at temporary: String, progress: @escaping (Progress) throws -> Void) throws {
        let db = try SQLiteConnection(path: temporary, mode: .create)
        try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144")
        let builder = DemoCatalogBuilder(db: db) { try progress(Progress(phase: $0.phase, fraction: $0.fraction)) }
        try builder.build()
        try db.execute("PRAGMA journal_mode = WAL")
    }

    /// Temporary files of generations whose process is gone (killed mid-run).
    static func removeAbandonedTemporaryFiles(for path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)) else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: directory + "/" + name)
            }
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
