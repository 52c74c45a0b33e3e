import FoundationEssentials
import Platform
import StableHashing

/// Encoded cover files on disk, one per URL, named by the URL's hash and the image's format:
/// generated covers are drawn once per machine and downloads fetched once, and what is read
/// back is a plain JPEG or PNG any viewer opens.
public struct CoverDiskCache: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// `covers` in the program's cache folder (`UserFolder.cache`).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        URL(fileURLWithPath: UserFolder.cache.path("covers", environment: environment), isDirectory: true)
    }

    public func file(for url: String, format: ImageFormat) -> URL {
        let name = String(FNV1a.hash(url), radix: 16)
        let padded = String(repeating: "0", count: 16 - name.count) + name
        return directory.appendingPathComponent("\(padded).\(format.fileExtension)")
    }

    /// The cached file's bytes, if the URL has one.
    public func read(_ url: String) -> [UInt8]? {
        for format in [ImageFormat.jpeg, .png] {
            if let data = FileManager.default.contents(atPath: file(for: url, format: format).path) {
                return [UInt8](data)
            }
        }
        return nil
    }

    /// Stores an encoded image atomically (a temporary file renamed into place), so a reader
    /// never sees half a file even while another process writes the same cover.
    public func write(_ bytes: [UInt8], for url: String) throws(ArtworkError) {
        guard let format = ImageFormat.sniff(bytes) else { throw .notAnImage(looksLikeHTML: false) }
        let target = file(for: url, format: format)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: target, options: .atomic)
        } catch {
            throw .cacheUnwritable(path: directory.path, reason: String(describing: error))
        }
    }
}
