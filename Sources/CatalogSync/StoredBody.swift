import CDeflate
import CDelayedLibraries
import FoundationEssentials

/// A server's answer as the work file keeps it: deflated, since a whole catalog's JSON is some
/// ten times its compressed size (recording pages repeat their releases' and performers'
/// fields), and read back only when the catalog is written.
enum StoredBody {
    /// Before the first body is packed: without libdeflate there is no sync to start.
    static func requireLibrary() throws(SyncError) {
        if let reason = cdelayed_missing(CDELAYED_DEFLATE) { throw .libraryMissing(reason: String(cString: reason)) }
    }

    static func pack(_ body: Data) -> Data {
        guard let compressor = libdeflate_alloc_compressor(6) else { return body }
        defer { libdeflate_free_compressor(compressor) }
        var output = Data(count: libdeflate_deflate_compress_bound(compressor, body.count))
        let size = output.withUnsafeMutableBytes { buffer in
            body.withUnsafeBytes { input in
                libdeflate_deflate_compress(
                    compressor, input.baseAddress, input.count, buffer.baseAddress, buffer.count)
            }
        }
        return output.prefix(size)
    }

    /// The body of `size` bytes that `packed` holds, or nil when it does not inflate to it.
    static func unpack(_ packed: Data, size: Int) -> Data? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = Data(count: size)
        var written = 0
        let result = output.withUnsafeMutableBytes { buffer in
            packed.withUnsafeBytes { input in
                libdeflate_deflate_decompress(
                    decompressor, input.baseAddress, input.count, buffer.baseAddress, buffer.count, &written)
            }
        }
        return result == LIBDEFLATE_SUCCESS && written == size ? output : nil
    }
}
