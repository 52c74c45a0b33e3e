import Glibc

/// C's `printf` conversions, for the numbers in reports, logs and generated text: `%.1f`,
/// `%02X`, `%04d` and the like, rounded as C rounds them.
///
/// Only numbers can be passed (a `String` is not a `CVarArg` without Foundation, so the
/// compiler refuses one), and `%s` must not be used. Join text around the number instead:
///
///     "took " + Printf.string("%.1f", seconds) + " s"
public enum Printf {
    public static func string(_ format: String, _ arguments: CVarArg...) -> String {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = format.withCString { format in
                withVaList(arguments) { vsnprintf(&buffer, capacity, format, $0) }
            }
            guard needed >= 0 else { return "" }
            if Int(needed) < capacity {
                return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(needed) + 1
        }
    }
}
