import Layout
import TestThreads
import Testing

@testable import Terminal

/// The image layer's bytes, exactly: kitty images sent once and placed by id, moved, cut by a
/// clip and deleted; sixel images drawn whole and their cells written again when they go.
@Suite("Image layer", .testThreads)
struct ImageLayerTests {
    private let escape = "\u{1B}"

    private func kitty(_ id: UInt32, data: [UInt8] = [0x89, 0x50, 0x4E]) -> TerminalImage {
        TerminalImage(
            id: id, encoding: .kittyPNG, columns: 4, rows: 2, pixelSize: Size(width: 40, height: 40), data: data)
    }

    private func sixel(_ id: UInt32) -> TerminalImage {
        TerminalImage(
            id: id, encoding: .sixel, columns: 4, rows: 2, pixelSize: Size(width: 40, height: 36),
            data: Array("\u{1B}Pq#0!40~\u{1B}\\".utf8))
    }

    private func at(_ image: TerminalImage, _ x: Int, _ y: Int, visible: Rect? = nil) -> ImagePlacement {
        let frame = Rect(x: x, y: y, width: image.columns, height: image.rows)
        return ImagePlacement(image: image, frame: frame, visible: visible ?? frame)
    }

    private func text(_ update: ImageLayer.Update) -> String { String(decoding: update.bytes, as: UTF8.self) }

    @Test("a kitty image is sent once, then placed; an unchanged frame costs nothing")
    func kittySendAndPlace() {
        var layer = ImageLayer()
        let first = layer.update(to: [at(kitty(5), 2, 1)], fullRedraw: false)
        #expect(
            text(first)
                == "\(escape)_Ga=t,f=100,t=d,i=5,q=2,m=0;iVBO\(escape)\\" + "\(escape)[2;3H"
                + "\(escape)_Ga=p,i=5,p=1,c=4,r=2,C=1,q=2\(escape)\\")
        #expect(first.repaint.isEmpty)
        #expect(layer.update(to: [at(kitty(5), 2, 1)], fullRedraw: false) == ImageLayer.Update())
    }

    @Test("a moved kitty image is placed again under the same ids, not sent again")
    func kittyMove() {
        var layer = ImageLayer()
        _ = layer.update(to: [at(kitty(5), 2, 1)], fullRedraw: false)
        let moved = layer.update(to: [at(kitty(5), 0, 3)], fullRedraw: false)
        #expect(text(moved) == "\(escape)[4;1H\(escape)_Ga=p,i=5,p=1,c=4,r=2,C=1,q=2\(escape)\\")
    }

    @Test("a kitty image cut by a clip shows the matching part of its pixels")
    func kittyClipped() {
        var layer = ImageLayer()
        _ = layer.update(to: [at(kitty(5), 0, 0)], fullRedraw: false)
        let cut = layer.update(
            to: [at(kitty(5), -1, 0, visible: Rect(x: 0, y: 0, width: 3, height: 1))], fullRedraw: false)
        #expect(text(cut) == "\(escape)[1;1H\(escape)_Ga=p,i=5,p=1,c=3,r=1,x=10,y=0,w=30,h=20,C=1,q=2\(escape)\\")
    }

    @Test("a kitty image that leaves has its placement deleted, its pixels kept for its return")
    func kittyLeaves() {
        var layer = ImageLayer()
        _ = layer.update(to: [at(kitty(5), 0, 0), at(kitty(6), 5, 0)], fullRedraw: false)
        let gone = layer.update(to: [at(kitty(6), 5, 0)], fullRedraw: false)
        #expect(text(gone) == "\(escape)_Ga=d,d=i,i=5,p=1,q=2\(escape)\\")
        let back = layer.update(to: [at(kitty(5), 0, 0), at(kitty(6), 5, 0)], fullRedraw: false)
        #expect(text(back) == "\(escape)[1;1H\(escape)_Ga=p,i=5,p=1,c=4,r=2,C=1,q=2\(escape)\\", "placed, not sent")
    }

    @Test("the same picture twice is two placements")
    func samePictureTwice() {
        var layer = ImageLayer()
        let both = layer.update(to: [at(kitty(5), 0, 0), at(kitty(5), 5, 0)], fullRedraw: false)
        #expect(text(both).components(separatedBy: "a=t,").count == 2, "sent once")
        #expect(text(both).contains("i=5,p=1,") && text(both).contains("i=5,p=2,"))
        let one = layer.update(to: [at(kitty(5), 0, 0)], fullRedraw: false)
        #expect(text(one) == "\(escape)_Ga=d,d=i,i=5,p=2,q=2\(escape)\\")
    }

    @Test("large kitty data goes in chunks of 4096 base64 characters")
    func kittyChunks() {
        var layer = ImageLayer()
        let data = [UInt8](repeating: 0xFF, count: 6_144)  // 8192 base64 characters
        let sent = text(layer.update(to: [at(kitty(9, data: data), 0, 0)], fullRedraw: false))
        let commands = sent.components(separatedBy: "\(escape)_G").dropFirst()
        #expect(commands.count == 3)
        #expect(commands.first?.hasPrefix("a=t,f=100,t=d,i=9,q=2,m=1;" + String(repeating: "/", count: 4_096)) == true)
        #expect(
            commands.dropFirst().first?.hasPrefix("m=0;" + String(repeating: "/", count: 4_096) + "\(escape)\\") == true
        )
    }

    @Test("after a full redraw every placement is deleted and placed again; leaving deletes all")
    func kittyRedrawAndClear() {
        var layer = ImageLayer()
        _ = layer.update(to: [at(kitty(5), 0, 0)], fullRedraw: false)
        let redrawn = layer.update(to: [at(kitty(5), 0, 0)], fullRedraw: true)
        #expect(
            text(redrawn)
                == "\(escape)_Ga=d,d=a,q=2\(escape)\\\(escape)[1;1H\(escape)_Ga=p,i=5,p=1,c=4,r=2,C=1,q=2\(escape)\\")
        #expect(String(decoding: layer.clear(), as: UTF8.self) == "\(escape)_Ga=d,d=A,q=2\(escape)\\")
        #expect(layer.clear().isEmpty, "nothing left to delete")
    }

    @Test("kitty images off screen past the kept number are freed, the longest unseen first")
    func kittyEviction() {
        var layer = ImageLayer()
        let kept = ImageLayer.keptKittyImages
        for id in 1...UInt32(kept) { _ = layer.update(to: [at(kitty(id), 0, 0)], fullRedraw: false) }
        let next = layer.update(to: [at(kitty(UInt32(kept + 1)), 0, 0)], fullRedraw: false)
        #expect(text(next).hasSuffix("\(escape)_Ga=d,d=I,i=1,q=2\(escape)\\"))
        let back = layer.update(to: [at(kitty(1), 0, 0)], fullRedraw: false)
        #expect(text(back).contains("a=t,f=100,t=d,i=1,"), "a freed image is sent again")
    }

    @Test("a sixel image is drawn at its place once; when it moves, its old cells are written again")
    func sixelMove() {
        var layer = ImageLayer()
        let picture = sixel(3)
        let first = layer.update(to: [at(picture, 1, 1)], fullRedraw: false)
        #expect(text(first) == "\(escape)[?8452h\(escape)[2;2H\(escape)Pq#0!40~\(escape)\\")
        #expect(layer.update(to: [at(picture, 1, 1)], fullRedraw: false) == ImageLayer.Update())
        let moved = layer.update(to: [at(picture, 3, 1)], fullRedraw: false)
        #expect(moved.repaint == [Rect(x: 1, y: 1, width: 4, height: 2)])
        #expect(text(moved) == "\(escape)[2;4H\(escape)Pq#0!40~\(escape)\\")
        let gone = layer.update(to: [], fullRedraw: false)
        #expect(gone.repaint == [Rect(x: 3, y: 1, width: 4, height: 2)] && gone.bytes.isEmpty)
        #expect(String(decoding: layer.clear(), as: UTF8.self) == "\(escape)[?8452l")
    }

    @Test("a sixel image whose cells another image's leaving writes again is drawn again")
    func sixelCrossedByRepaint() {
        var layer = ImageLayer()
        _ = layer.update(to: [at(sixel(3), 0, 0), at(sixel(4), 2, 1)], fullRedraw: false)
        let update = layer.update(to: [at(sixel(4), 2, 1)], fullRedraw: false)
        #expect(update.repaint == [Rect(x: 0, y: 0, width: 4, height: 2)])
        #expect(text(update) == "\(escape)[2;3H\(escape)Pq#0!40~\(escape)\\")
    }

    @Test("the frame encoder writes the repainted cells, then the images over them")
    func encoderRepaint() {
        var before = Canvas(size: Size(width: 6, height: 2))
        before.write("abcdef", at: Point(x: 0, y: 0), style: .plain)
        let after = before
        let update = ImageLayer.Update(repaint: [Rect(x: 2, y: 0, width: 2, height: 1)], bytes: Array("IMG".utf8))
        let out = String(
            decoding: FrameEncoder(colorDepth: .none).encode(after, previous: before, images: update), as: UTF8.self)
        #expect(out == "\(escape)[1;3HcdIMG")
    }

    @Test("base64 as RFC 4648 gives it")
    func base64() {
        let cases: [(String, String)] = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in cases {
            #expect(String(decoding: Base64.encode(Array(plain.utf8)), as: UTF8.self) == encoded)
        }
    }
}
