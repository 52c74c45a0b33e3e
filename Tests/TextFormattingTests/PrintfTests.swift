import Foundation
import TestThreads
import Testing
import TextFormatting

@Suite("Numbers formatted as C's printf formats them", .testThreads)
struct PrintfTests {
    @Test("fixed places round half to even on the binary value, as C does")
    func fixedPlaces() {
        #expect(Printf.string("%.1f", 3.14159) == "3.1")
        #expect(Printf.string("%.2f", 2.675) == "2.67", "2.675 is stored a little below itself")
        #expect(Printf.string("%.0f", 0.5) == "0")
        #expect(Printf.string("%.3f ms", 12.0) == "12.000 ms")
        #expect(Printf.string("%9.3f|", 1.5) == "    1.500|")
    }

    @Test("integers: zero-padded, hexadecimal, and a literal percent sign")
    func integers() {
        #expect(Printf.string("%04d-%02d-01", 1959, 3) == "1959-03-01")
        #expect(Printf.string("%%%02X", UInt8(0x0A)) == "%0A")
        #expect(Printf.string("%02x", UInt8(255)) == "ff")
        #expect(Printf.string("00000000-0000-4000-8000-%012d", 42) == "00000000-0000-4000-8000-000000000042")
    }

    @Test("%g drops what a whole number does not need")
    func shortest() {
        #expect(Printf.string("%g", 10.0) == "10")
        #expect(Printf.string("%g", 1.5) == "1.5")
        #expect(Printf.string("%g", 0.25) == "0.25")
    }

    @Test("a result longer than the first buffer comes whole")
    func longResult() {
        let text = Printf.string("%0300d", 7)
        #expect(text.count == 300)
        #expect(text.hasSuffix("07"))
        #expect(text.allSatisfy { $0 == "0" || $0 == "7" })
    }

    @Test("the same text as Foundation's String(format:) for the formats the program uses")
    func matchesFoundation() {
        for value in [0.0, 0.05, 1.25, 9.995, 10.0, 123.456, 99_999.5, -3.75] {
            for format in ["%.1f", "%.2f", "%.3f", "%.0f", "%g", "%9.3f"] {
                #expect(Printf.string(format, value) == String(format: format, value), "\(format) of \(value)")
            }
        }
    }
}
