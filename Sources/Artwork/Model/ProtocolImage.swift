/// A cover encoded for a terminal graphics protocol: the escape sequence that draws it at the
/// cursor, spanning `columns`×`rows` cells. The terminal layer moves the cursor to the card and
/// writes `bytes`; it also owns clearing images that scroll away.
public struct ProtocolImage: Hashable, Sendable {
    public let output: ArtworkOutput
    public let columns: Int
    public let rows: Int
    public let pixelSize: PixelSize
    public let bytes: [UInt8]

    public var byteCount: Int { bytes.count + 64 }
}

/// A cover converted for the screen, in the form its output asks for.
public enum ArtworkRendering: Hashable, Sendable {
    case cells(CellArt)
    case image(ProtocolImage)

    public var byteCount: Int {
        switch self {
        case .cells(let art): art.byteCount
        case .image(let image): image.byteCount
        }
    }

    public var cellArt: CellArt? {
        if case .cells(let art) = self { art } else { nil }
    }

    public var protocolImage: ProtocolImage? {
        if case .image(let image) = self { image } else { nil }
    }
}
