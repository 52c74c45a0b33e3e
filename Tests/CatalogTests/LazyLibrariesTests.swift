import CPostgresLoader
import Foundation
import TestFixtures
import TestThreads
import Testing

/// libpq, libcurl, libmicrohttpd, SQLite and the image libraries are loaded by the commands
/// that use them, not linked: a program that never connects to PostgreSQL or a server, nor
/// serves, nor opens a database, nor draws a cover, does not map them, nor what they bring
/// (Kerberos, LDAP, TLS, GLib), and starts without linking them.
@Suite("Libraries loaded when used", .testThreads)
struct LazyLibrariesTests {
    @Test(
        "neither the program nor the bench names libpq, libcurl, libmicrohttpd, SQLite, chafa, GLib, libjpeg, libpng or libdeflate among the libraries it needs"
    )
    func notLinked() throws {
        for binary in [ApproachNoteBinary.path, ApproachNoteBinary.bench] {
            let needed = try ChildProcess.output(of: ["/usr/bin/ldd", binary])
            #expect(needed.contains("libc.so.6"), "\(needed)")
            for library in [
                "libpq.so", "libcurl.so", "libmicrohttpd.so", "libsqlite3.so", "libkrb5.so", "libldap", "libgnutls.so",
                "libchafa.so", "libglib-2.0.so", "libjpeg.so", "libpng16.so", "libdeflate.so",
            ] {
                #expect(!needed.contains(library), "\(binary): \(library): \(needed)")
            }
        }
    }

    @Test("loaded, libpq is mapped and nothing is reported missing")
    func loaded() throws {
        #expect(cpq_load() == 1)
        #expect(String(cString: cpq_load_error()) == "")
        // Read to its end: the file's size says 0, and it is made as it is read.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        defer { try? handle.close() }
        let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        #expect(maps.contains("/libpq.so.5"))
    }
}
