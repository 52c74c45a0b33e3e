import Layout

/// The images the terminal shows, and the bytes that take it from one frame's images to the
/// next's. It sits beside the frame encoder: the encoder writes cells, this writes images.
///
/// - Kitty images are sent once under their id and placed by id, showing only the part inside
///   the clip (a source rectangle). One that moves is placed again (a placement with the same
///   id replaces the old); one no longer shown has its placement deleted, and its pixels are
///   kept in the terminal for a while in case it comes back (up to `keptKittyImages`).
/// - Sixel images are pixels drawn at the cursor, over the cells. Each is drawn when it
///   appears or moves; where one was, the cells are written again (`Update.repaint`, which
///   the encoder does first), and an image those cells cross is drawn again after them.
public struct ImageLayer: Sendable {
    /// What showing a frame's images costs: the cells to write again although they did not
    /// change (where a sixel image was), then `bytes`, after the cells.
    public struct Update: Equatable, Sendable {
        public var repaint: [Rect]
        public var bytes: [UInt8]

        public init(repaint: [Rect] = [], bytes: [UInt8] = []) {
            self.repaint = repaint
            self.bytes = bytes
        }
    }

    /// An image on screen: the same picture may show twice (two cards, one cover), each a
    /// placement of its own.
    struct PlacementKey: Hashable, Comparable {
        let id: UInt32
        let occurrence: Int

        static func < (lhs: PlacementKey, rhs: PlacementKey) -> Bool {
            (lhs.id, lhs.occurrence) < (rhs.id, rhs.occurrence)
        }

        /// Kitty's placement id: positive.
        var placementID: Int { occurrence + 1 }
    }

    /// Kitty images the terminal keeps once they leave the screen, so scrolling back does not
    /// send them again; about 40 MB of terminal memory at 17×8 cells of 10×20 pixels.
    public static let keptKittyImages = 256
    /// Base64 characters per kitty command, the most the protocol allows.
    static let kittyChunk = 4_096

    private var shown: [PlacementKey: ImagePlacement] = [:]
    /// Kitty images the terminal holds, by id: the frame that last showed each.
    private var sentKitty: [UInt32: Int] = [:]
    private var frameNumber = 0
    private var sixelCursorModeSet = false

    public init() {}

    /// The bytes for a frame showing `images` (the canvas's, in drawing order). After a full
    /// redraw (the screen was cleared), every image is placed again.
    public mutating func update(to images: [ImagePlacement], fullRedraw: Bool) -> Update {
        frameNumber += 1
        var update = Update()
        guard !images.isEmpty || !shown.isEmpty || (fullRedraw && !sentKitty.isEmpty) else { return update }
        var out = ANSIWriter()
        if fullRedraw {
            // A cleared screen drops sixel pixels, but kitty placements outlive it.
            if !sentKitty.isEmpty { out.append("\u{1B}_Ga=d,d=a,q=2\u{1B}\\") }
            shown = [:]
        }
        var next: [(key: PlacementKey, placement: ImagePlacement)] = []
        var occurrences: [UInt32: Int] = [:]
        for placement in images {
            let occurrence = occurrences[placement.image.id, default: 0]
            occurrences[placement.image.id] = occurrence + 1
            next.append((PlacementKey(id: placement.image.id, occurrence: occurrence), placement))
        }
        let nextByKey = Dictionary(next.map { ($0.key, $0.placement) }, uniquingKeysWith: { first, _ in first })
        for (key, old) in shown.sorted(by: { $0.key < $1.key }) where nextByKey[key] != old {
            switch old.image.encoding {
            case .kittyPNG:
                // One that moved is placed again below, which replaces it.
                if nextByKey[key] == nil {
                    out.append("\u{1B}_Ga=d,d=i,i=\(key.id),p=\(key.placementID),q=2\u{1B}\\")
                }
            case .sixel:
                update.repaint.append(old.visible)
            }
        }
        for (key, placement) in next {
            let unchanged = shown[key] == placement
            switch placement.image.encoding {
            case .kittyPNG:
                if !unchanged { placeKitty(placement, key: key, into: &out) }
                sentKitty[key.id] = frameNumber
            case .sixel:
                let crossed = update.repaint.contains { !$0.intersection(placement.visible).isEmpty }
                if !unchanged || crossed { drawSixel(placement, into: &out) }
            }
        }
        forgetOldKittyImages(keeping: Set(nextByKey.keys.map(\.id)), into: &out)
        shown = nextByKey
        update.bytes = out.bytes
        return update
    }

    /// What leaving the screen takes: every kitty image deleted, pixels and all, and the sixel
    /// cursor mode put back.
    public mutating func clear() -> [UInt8] {
        var out = ANSIWriter()
        if !sentKitty.isEmpty { out.append("\u{1B}_Ga=d,d=A,q=2\u{1B}\\") }
        if sixelCursorModeSet { out.append("\u{1B}[?8452l") }
        self = ImageLayer()
        return out.bytes
    }

    private mutating func placeKitty(_ placement: ImagePlacement, key: PlacementKey, into out: inout ANSIWriter) {
        let image = placement.image
        if sentKitty[image.id] == nil { transmitKitty(image, into: &out) }
        out.moveCursor(to: placement.visible.origin)
        var keys =
            "a=p,i=\(image.id),p=\(key.placementID),c=\(placement.visible.size.width),r=\(placement.visible.size.height)"
        if placement.visible != placement.frame {
            let part = placement.visiblePixels
            keys += ",x=\(part.x),y=\(part.y),w=\(part.width),h=\(part.height)"
        }
        // C=1: the cursor stays where it is; q=2: the terminal answers nothing, so no reply
        // ever reaches the input as keys.
        out.append("\u{1B}_G\(keys),C=1,q=2\u{1B}\\")
    }

    private func transmitKitty(_ image: TerminalImage, into out: inout ANSIWriter) {
        let encoded = Base64.encode(image.data)
        var start = 0
        repeat {
            let end = min(start + Self.kittyChunk, encoded.count)
            let more = end < encoded.count ? 1 : 0
            if start == 0 {
                out.append("\u{1B}_Ga=t,f=100,t=d,i=\(image.id),q=2,m=\(more);")
            } else {
                out.append("\u{1B}_Gm=\(more);")
            }
            out.append(bytes: encoded[start..<end])
            out.append("\u{1B}\\")
            start = end
        } while start < encoded.count
    }

    private mutating func drawSixel(_ placement: ImagePlacement, into out: inout ANSIWriter) {
        if !sixelCursorModeSet {
            // The cursor ends beside the image instead of below it: an image on the last rows
            // never scrolls the screen.
            out.append("\u{1B}[?8452h")
            sixelCursorModeSet = true
        }
        out.moveCursor(to: placement.frame.origin)
        out.append(bytes: placement.image.data[...])
    }

    /// Kitty images off screen beyond the kept number: the longest unseen go, pixels and all.
    private mutating func forgetOldKittyImages(keeping onScreen: Set<UInt32>, into out: inout ANSIWriter) {
        guard sentKitty.count > Self.keptKittyImages else { return }
        let offScreen = sentKitty.filter { !onScreen.contains($0.key) }.sorted {
            ($0.value, $0.key) < ($1.value, $1.key)
        }
        for (id, _) in offScreen.prefix(sentKitty.count - Self.keptKittyImages) {
            out.append("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\")
            sentKitty[id] = nil
        }
    }
}

/// Standard base64 (RFC 4648, with padding), as kitty's protocol carries image data.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((data.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= data.count {
            let value = UInt32(data[index]) << 16 | UInt32(data[index + 1]) << 8 | UInt32(data[index + 2])
            out.append(alphabet[Int(value >> 18 & 63)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(alphabet[Int(value >> 6 & 63)])
            out.append(alphabet[Int(value & 63)])
            index += 3
        }
        let rest = data.count - index
        if rest > 0 {
            let value = UInt32(data[index]) << 16 | (rest == 2 ? UInt32(data[index + 1]) << 8 : 0)
            out.append(alphabet[Int(value >> 18 & 63)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(rest == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return out
    }
}
