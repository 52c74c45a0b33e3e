import FoundationEssentials
import Glibc

/// Where a cover's encoded bytes come from without the network: a `file:` URL, the disk
/// cache, or a demo cover drawn, encoded and stored in the disk cache on first use.
struct LocalCoverSource: Sendable {
    enum Outcome {
        case bytes([UInt8], origin: Origin)
        /// Not on disk: the bytes must be downloaded.
        case remote(URL)
    }

    enum Origin {
        case file
        case diskCache
        case generated
    }

    let diskCache: CoverDiskCache
    let limits: DecodeLimits
    let demoCoverFormat: ImageFormat
    /// See `ArtworkConfiguration.readsFiles`.
    let readsFiles: Bool

    func load(_ address: String) throws(ArtworkError) -> Outcome {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased() else {
            throw .unsupportedURL(address)
        }
        switch scheme {
        case "file":
            guard readsFiles else { throw .fileFromServer(address) }
            return .bytes(try readFile(url.path), origin: .file)
        case DemoCoverAddress.scheme:
            if let cached = diskCache.read(address) { return .bytes(cached, origin: .diskCache) }
            guard let cover = DemoCoverAddress(address) else { throw .unsupportedURL(address) }
            return .bytes(try generate(cover, address: address), origin: .generated)
        case "http", "https":
            if let cached = diskCache.read(address) { return .bytes(cached, origin: .diskCache) }
            return .remote(url)
        default:
            throw .unsupportedURL(address)
        }
    }

    /// Draws and encodes the cover, stores the file, and returns what was stored as read back
    /// from disk. When the cache cannot be written (a read-only home) the encoded bytes are
    /// used as they are: the cover still shows, it is just drawn again next time.
    private func generate(_ cover: DemoCoverAddress, address: String) throws(ArtworkError) -> [UInt8] {
        let image = CoverPainter().paint(cover)
        let encoded =
            switch demoCoverFormat {
            case .jpeg: try JPEGEncoder().encode(image)
            case .png: try PNGEncoder().encode(image)
            }
        do {
            try diskCache.write(encoded, for: address)
        } catch {
            return encoded
        }
        return diskCache.read(address) ?? encoded
    }

    private func readFile(_ path: String) throws(ArtworkError) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .fileUnreadable(
                path: path, reason: errno == ENOENT || errno == ENOTDIR ? "no such file" : "no access")
        }
        let size = Int(status.st_size)
        try limits.check(byteCount: size)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .fileUnreadable(path: path, reason: "no access")
        }
        return [UInt8](data)
    }
}
