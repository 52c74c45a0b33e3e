import CZlib
import Foundation
import Testing

/// gzip undone, for the tests that read the server's compressed answers and the recorded
/// upstream answers kept compressed in `Tests/Fixtures`.
package enum Gzip {
    package static func gunzip(_ data: Data) throws -> Data {
        var stream = z_stream()
        try #require(czlib_inflate_init_gzip(&stream) == Z_OK)
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        var input = [UInt8](data)
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { bytes in
            stream.next_in = bytes.baseAddress
            stream.avail_in = uInt(bytes.count)
            while status == Z_OK {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output.append(out.baseAddress!, count: out.count - Int(stream.avail_out))
                }
            }
        }
        try #require(status == Z_STREAM_END)
        return output
    }
}
