import TestThreads
import Testing

@testable import Layout

/// A frame that evaluates nothing places again only what moved: a carousel scrolled alone
/// costs its own cards and the nodes above it, not the page's other shelves.
@Suite("Placement kept across frames", .testThreads)
struct KeptPlacementTests {
    /// The first eight shelves open at 80×40: five carousels on screen.
    private static func openPage(keepsPlacement: Bool) -> LayoutEngine {
        let engine = LayoutEngine(size: Size(width: 80, height: 40))
        engine.keepsPlacementAcrossFrames = keepsPlacement
        let shelves = Array(ShelfPageFixture.shelves.prefix(8))
        engine.render(ShelfPage(shelves: shelves, open: Set(shelves.map(\.key)), lazyShelves: true, lazyCards: true))
        return engine
    }

    /// The nodes from the root down to `node`, and every node laid out below it.
    private static func pathAndSubtree(of node: Node) -> Int {
        var path = 0
        var up: Node? = node
        while let current = up {
            path += 1
            up = current.parent
        }
        var below = 0
        var pending = node.laidOutChildren
        while let current = pending.popLast() {
            guard current.isPlaced else { continue }
            below += 1
            pending += current.laidOutChildren
        }
        return path + below
    }

    @Test("a carousel scrolled alone places its path and its cards once each; the screen is the one placed whole")
    func carouselAlone() throws {
        let kept = Self.openPage(keepsPlacement: true)
        let whole = Self.openPage(keepsPlacement: false)
        for engine in [kept, whole] {
            engine.scroll("carousel-Song 2", to: "Song 2 #9", anchor: .leading)
            engine.render()
        }
        #expect(kept.canvas.lines == whole.canvas.lines)
        #expect(kept.canvas.lines.contains { $0.contains("Song 2 #9") })
        let carousel = try #require(kept.allNodes().first { $0.element.explicitID == ElementID("carousel-Song 2") })
        #expect(kept.stats.passes == 1)
        #expect(kept.stats.nodesPlaced == Self.pathAndSubtree(of: carousel))
        #expect(kept.stats.nodesPlaced * 3 < whole.stats.nodesPlaced, "\(kept.stats) against \(whole.stats)")
    }

    @Test("a frame with nothing asked of it places nothing, and draws the same")
    func nothingMoved() {
        let engine = Self.openPage(keepsPlacement: true)
        let before = engine.canvas.lines
        engine.render()
        #expect(engine.stats.nodesPlaced == 0)
        #expect(engine.canvas.lines == before)
    }

    @Test("a resize, a focus move or an evaluation places everything again")
    func placedWhole() {
        let engine = Self.openPage(keepsPlacement: true)
        engine.render()
        #expect(engine.stats.nodesPlaced == 0)
        engine.moveFocus(forward: true)
        engine.render()
        let all = engine.stats.nodesPlaced
        #expect(all > 100)
        engine.resize(to: Size(width: 81, height: 40))
        engine.render()
        #expect(engine.stats.nodesPlaced >= all)
        let shelves = Array(ShelfPageFixture.shelves.prefix(8))
        engine.render(ShelfPage(shelves: shelves, open: Set(shelves.map(\.key)), lazyShelves: true, lazyCards: true))
        #expect(engine.stats.nodesPlaced >= all)
    }
}
