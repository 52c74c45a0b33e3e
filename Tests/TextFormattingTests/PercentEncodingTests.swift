import Foundation
import TestThreads
import Testing
import TextFormatting

@Suite("Percent-encoding the parts of an address", .testThreads)
struct PercentEncodingTests {
    @Test("a path segment keeps its delimiters but not a slash")
    func pathSegment() {
        #expect(PercentEncoding.encode("a/b c", keeping: PercentEncoding.pathSegment) == "a%2Fb%20c")
        #expect(PercentEncoding.encode("x:y@z;w=1", keeping: PercentEncoding.pathSegment) == "x:y@z%3Bw=1")
        #expect(PercentEncoding.encode("José", keeping: PercentEncoding.pathSegment) == "Jos%C3%A9")
    }

    @Test("a query value cannot end itself or start another")
    func queryValue() {
        #expect(PercentEncoding.encode("a&b=c+d?e#f", keeping: PercentEncoding.queryValue) == "a%26b%3Dc%2Bd%3Fe%23f")
        #expect(PercentEncoding.encode("Ain't it/so", keeping: PercentEncoding.queryValue) == "Ain't%20it/so")
        #expect(PercentEncoding.encode("%", keeping: PercentEncoding.queryValue) == "%25")
        #expect(PercentEncoding.encode("\u{0}\n", keeping: PercentEncoding.queryValue) == "%00%0A")
    }

    @Test("the same text as Foundation's allowed character sets")
    func matchesFoundation() {
        let path = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
        let query = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+?#"))
        let every = String(String.UnicodeScalarView((0x20...0x7E).compactMap(Unicode.Scalar.init))) + "é€😀"
        #expect(
            PercentEncoding.encode(every, keeping: PercentEncoding.pathSegment)
                == every.addingPercentEncoding(withAllowedCharacters: path))
        #expect(
            PercentEncoding.encode(every, keeping: PercentEncoding.queryValue)
                == every.addingPercentEncoding(withAllowedCharacters: query))
    }
}
