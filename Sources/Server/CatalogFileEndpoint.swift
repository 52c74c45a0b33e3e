import Catalog
import FoundationEssentials
import Glibc
import Synchronization

/// `/v1/catalog/file` (ours; the upstream has no such route): the catalog file whole, so that
/// `catalog sync` copies it in one transfer rather than asking for every song, recording and
/// performer page by page, and a sync with nothing changed is one 304.
///
/// Its ETag is made from the file's bytes, so that two servers of one catalog, or one server
/// restarted, give the same tag. A catalog in PostgreSQL, or a file whose last writer left
/// pages in its write-ahead log, has no file to give: 404, and the client syncs page by page.
enum CatalogFileEndpoint {
    static let path = HTTPCatalog.catalogFilePath
    static let contentType = "application/vnd.sqlite3"

    @Sendable static func answer(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        guard let path = store.wholeFile else { throw notOffered }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw APIError.catalogUnavailable }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw APIError.catalogUnavailable
        }
        let file = ResponseFile(descriptor: descriptor, size: UInt64(status.st_size))
        guard let tag = tags.tag(of: descriptor, status) else { throw APIError.catalogUnavailable }
        return HTTPResponse(
            status: 200,
            headers: [
                HTTPHeader("Content-Type", contentType), HTTPHeader("ETag", tag),
                // Kept by nobody between requests: a client always asks, and a 304 is cheap.
                HTTPHeader("Cache-Control", "no-cache"),
            ],
            file: file)
    }

    static let notOffered = APIError.notFound(
        error: "Catalog file not offered",
        detail: "This server's catalog is not one file it can send whole; read it page by page.")

    /// The tag of each file served, made once per file: a catalog is replaced by renaming a new
    /// file over it, never changed in place, so its device, inode, size and time of change
    /// name its bytes.
    static let tags = FileTags()

    final class FileTags: Sendable {
        private struct Key: Hashable {
            let device: UInt64
            let inode: UInt64
            let size: Int64
            let changed: Int64
            let changedNanoseconds: Int64
        }

        private let known = Mutex<[Key: String]>([:])

        func tag(of descriptor: Int32, _ status: stat) -> String? {
            let key = Key(
                device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                changed: Int64(status.st_mtim.tv_sec), changedNanoseconds: Int64(status.st_mtim.tv_nsec))
            return known.withLock { known in
                if let tag = known[key] { return tag }
                guard let tag = Self.hash(descriptor, size: Int(status.st_size)) else { return nil }
                known[key] = tag
                return tag
            }
        }

        /// The file's bytes hashed as an answer's are (`EntityTag`), read through a mapping.
        private static func hash(_ descriptor: Int32, size: Int) -> String? {
            guard size > 0 else { return EntityTag.of(Data(), gzip: false) }
            let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
            guard let mapped, mapped != MAP_FAILED else { return nil }
            defer { munmap(mapped, size) }
            return EntityTag.tag(EntityTag.hash(UnsafeRawBufferPointer(start: mapped, count: size)), gzip: false)
        }
    }
}
