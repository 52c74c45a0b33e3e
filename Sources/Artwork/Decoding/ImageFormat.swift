/// The encodings the module reads, told apart by their first bytes rather than by a name or a
/// Content-Type, which servers get wrong.
public enum ImageFormat: String, Hashable, Sendable {
    case jpeg = "JPEG"
    case png = "PNG"

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        if bytes.starts(with: pngSignature) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Whether bytes that are no image look like markup: what a server sends for an error or
    /// a login page, so the message can say so.
    static func looksLikeHTML(_ bytes: some Collection<UInt8>) -> Bool {
        let head = bytes.prefix(512).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard head.first == UInt8(ascii: "<") else { return false }
        let text = String(decoding: head.prefix(64), as: UTF8.self).lowercased()
        return ["<!doctype html", "<html", "<head", "<body", "<!--", "<?xml", "<title"].contains { text.hasPrefix($0) }
    }

    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        }
    }
}
