import CDeflate
import CDelayedLibraries
import FoundationEssentials
import TextFormatting

/// gzip compression of a whole body at once, with libdeflate: made for whole buffers, it is
/// faster than zlib at the same level and writes a little less.
enum Gzip {
    /// The fastest level: the time is the request's, and the higher levels take many times as
    /// long for a few percent fewer bytes.
    static let level: Int32 = 1

    static func compress(_ data: Data) -> Data? {
        // Without libdeflate the answer goes uncompressed, as it would to a client that asks so.
        guard cdelayed_missing(CDELAYED_DEFLATE) == nil, let compressor = libdeflate_alloc_compressor(level) else {
            return nil
        }
        defer { libdeflate_free_compressor(compressor) }
        var output = Data(count: libdeflate_gzip_compress_bound(compressor, data.count))
        let size = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { buffer in
                libdeflate_gzip_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, buffer.count)
            }
        }
        // 0 only when the output would not fit its bound, which libdeflate rules out.
        guard size > 0 else { return nil }
        output.count = size
        return output
    }
}

/// What `Accept-Encoding` allows (RFC 9110 §12.5.3): gzip unless its weight is 0, or `*` with a
/// weight above 0 when gzip is not named.
enum AcceptEncoding {
    static func allowsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var wildcard: Bool?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingWhitespace().lowercased() }
            guard let coding = parts.first else { continue }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            switch coding {
            case "gzip", "x-gzip": return weight > 0
            case "*": wildcard = weight > 0
            default: continue
            }
        }
        return wildcard ?? false
    }
}

/// Strong entity tags made from the body itself, so the same catalog gives the same tags on
/// every server and after every restart. The gzip body is another representation, with a tag
/// of its own.
enum EntityTag {
    static func of(_ body: Data, gzip: Bool) -> String { tag(body.withUnsafeBytes(Self.hash), gzip: gzip) }

    static func tag(_ hash: UInt64, gzip: Bool) -> String {
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + (gzip ? "-gzip" : "") + "\""
    }

    /// 64 bits of the bytes, eight at a time: each little-endian word (the last one padded with
    /// zeros, then the length) is xored into the hash, which is multiplied by an odd constant
    /// into 128 bits whose halves are folded together (wyhash's step), so that every byte
    /// reaches every bit. A tag has only to tell the catalog's own representations apart,
    /// never to resist bodies made to collide (they are the catalog's own rows), so no
    /// cryptographic hash is needed; eight bytes a step rather than FNV-1a's one, since every
    /// answer, however large, is hashed for its tag.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            let product = (hash ^ word).multipliedFullWidth(by: 0x9e37_79b9_7f4a_7c15)
            hash = product.high ^ product.low
        }
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var last: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { last |= UInt64(byte) << (8 * shift) }
        mix(last)
        mix(UInt64(bytes.count))
        return hash
    }

    /// Whether `If-None-Match` names `tag` (weak comparison, as RFC 9110 §13.1.2 asks) or is `*`.
    static func matches(_ header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        if header.trimmingWhitespace() == "*" { return true }
        return header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingWhitespace()
            return (trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed) == tag
        }
    }
}
