/// The request target, split into decoded path segments and query parameters.
///
/// Each path segment is percent-decoded on its own, so an encoded slash stays inside its
/// segment and can never reach another route. Nothing is normalised: a `.` or `..` segment,
/// sent as is or encoded, is refused, as are bytes that are not printable ASCII, a `%` not
/// followed by two hexadecimal digits, and text that is not UTF-8 once decoded.
struct RequestTarget: Hashable {
    var segments: [String]
    var query: QueryParameters

    /// The bytes of the decoded segments and parameters, as the response cache counts them.
    var bytes: Int { segments.reduce(0) { $0 + $1.utf8.count } + query.bytes }

    static func parse(_ target: [UInt8]) throws(APIError) -> RequestTarget {
        guard target.first == UInt8(ascii: "/") else {
            throw .badRequest(error: "Invalid path", detail: "The request target must be a path starting with '/'.")
        }
        guard target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .badRequest(
                error: "Invalid request target",
                detail: "The request target may hold printable ASCII only; percent-encode other bytes.")
        }
        let questionMark = target.firstIndex(of: UInt8(ascii: "?"))
        let path = target[1..<(questionMark ?? target.endIndex)]
        var segments: [String] = []
        for raw in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            let segment = try decode(raw, plusIsSpace: false, error: "Invalid path")
            guard segment != ".", segment != ".." else {
                throw .badRequest(error: "Invalid path", detail: "Paths may not contain '.' or '..' segments.")
            }
            segments.append(segment)
        }
        let query = try questionMark.map { index throws(APIError) in
            try QueryParameters.parse(target[(index + 1)...])
        }
        return RequestTarget(segments: segments, query: query ?? QueryParameters())
    }

    /// Percent-decodes `bytes` (in a query, `+` is a space) and checks the result is UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool, error: String) throws(APIError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else {
                    throw .badRequest(
                        error: error, detail: "A '%' must be followed by two hexadecimal digits (such as %20).")
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw .badRequest(error: error, detail: "The percent-decoded text is not valid UTF-8.")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// The query string's parameters. A name given twice is refused: which one was meant cannot
/// be known. Parameters no route reads are ignored, as the upstream does.
struct QueryParameters: Hashable {
    private var values: [String: String] = [:]

    var bytes: Int { values.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count } }

    static func parse(_ bytes: ArraySlice<UInt8>) throws(APIError) -> QueryParameters {
        var parameters = QueryParameters()
        for pair in bytes.split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let name = try RequestTarget.decode(
                pair[..<(equals ?? pair.endIndex)], plusIsSpace: true, error: "Invalid query string")
            let value = try equals.map { index throws(APIError) in
                try RequestTarget.decode(pair[(index + 1)...], plusIsSpace: true, error: "Invalid query string")
            }
            guard parameters.values[name] == nil else {
                throw .badRequest(error: "Invalid query string", detail: "The parameter '\(name)' is given twice.")
            }
            parameters.values[name] = value ?? ""
        }
        return parameters
    }

    subscript(name: String) -> String? { values[name] }

    /// Only the parameters called one of `names`.
    func keeping(_ names: Set<String>) -> QueryParameters {
        var kept = QueryParameters()
        kept.values = values.filter { names.contains($0.key) }
        return kept
    }

    /// A whole number within `range`; nil when absent.
    func integer(_ name: String, in range: PartialRangeFrom<Int>) throws(APIError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .badRequest(
                error: "Invalid \(name)",
                detail: "\(name) takes a whole number from \(range.lowerBound), not '\(text)'.")
        }
        return number
    }
}
