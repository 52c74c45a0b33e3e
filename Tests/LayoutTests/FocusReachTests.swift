import TestThreads
import Testing

@testable import Layout

/// Keys move the focus only among controls in reach: in view, or within `prefetchMargin` of
/// it along the way the key moves. What lies further away is what a lazy stack has not built,
/// so reach, not building, decides where the focus goes, and eager pages go the same way.
@Suite("The focus stays within reach", .testThreads)
struct FocusReachTests {
    /// A header and a carousel of eight cards, over a gap of `gap` lines and a last button.
    private func page(gap: Int, pressed: @escaping () -> Void = {}) -> Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                Button("Header") {}
                ScrollView(.horizontal) {
                    HStack(spacing: 1) {
                        ForEach(Array(0..<8), id: \.self) { card in
                            Button("Card \(card)", action: pressed).frame(width: 10).id("card\(card)")
                        }
                    }
                }
                .id("carousel")
                Text("").frame(height: gap)
                Button("Far below") {}
            }
        }
        .id("page")
    }

    @Test("Down reaches a control just below the screen, not one further away")
    func downWithinTheMargin() {
        let near = LayoutEngine(size: Size(width: 40, height: 3))
        // The last button is on the line after the screen's last.
        near.render(page(gap: 1))
        #expect(near.focus(label: "Card 0"))
        near.moveFocus(.down)
        #expect(near.focusedLabel == "Far below")

        // Ten lines below the screen is out of reach: each Down scrolls three lines until the
        // button comes in reach, the focus staying while it is itself in reach.
        let far = LayoutEngine(size: Size(width: 40, height: 3))
        let root = page(gap: 10)
        far.render(root)
        #expect(far.focus(label: "Card 0"))
        far.render(root)
        var walked: [String] = []
        for _ in 0..<4 {
            far.moveFocus(.down)
            far.render(root)
            walked.append("\(far.focusedLabel ?? "-") at \(far.scrollOffset(of: "page") ?? -1)")
        }
        #expect(walked == ["Card 0 at 3", "Card 0 at 6", "Card 0 at 9", "Far below at 10"])
        #expect(far.canvas.lines.last == "Far below")
    }

    @Test("Up never lands on a card its carousel has scrolled sideways out of view")
    func notAcrossTheAxis() {
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        let root = VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Text("").frame(width: 50)
                    Button("Hidden") {}
                }
            }
            Button("Below") {}
        }
        engine.render(root)
        #expect(engine.focus(label: "Below"))
        engine.moveFocus(.up)
        engine.render(root)
        #expect(engine.focusedLabel == "Below")
        #expect(engine.canvas.lines[1] == "Below", "nothing scrolled")
    }

    @Test("Tab and Shift-Tab go round the controls in reach; from a focus scrolled away, the first in reach")
    func tabWithinReach() {
        let engine = LayoutEngine(size: Size(width: 40, height: 3))
        let root = page(gap: 10)
        engine.render(root)
        #expect(engine.focus(label: "Header"))
        engine.moveFocus(forward: false)
        #expect(engine.focusedLabel == "Card 3", "wraps to the last card in reach, not Far below")
        engine.moveFocus(forward: true)
        #expect(engine.focusedLabel == "Header")
        engine.render(root)
        _ = engine.scroll(at: Point(x: 0, y: 0), axis: .vertical, by: 12)
        engine.render(root)
        #expect(engine.canvas.lines.last == "Far below")
        engine.moveFocus(forward: true)
        #expect(engine.focusedLabel == "Far below")
    }

    @Test("Enter on a focus scrolled out of reach presses nothing")
    func enterOutOfReach() {
        var presses = 0
        let engine = LayoutEngine(size: Size(width: 40, height: 3))
        let root = page(gap: 10) { presses += 1 }
        engine.render(root)
        #expect(engine.focus(label: "Card 0"))
        #expect(engine.activateFocused())
        #expect(presses == 1)
        engine.render(root)
        _ = engine.scroll(at: Point(x: 0, y: 0), axis: .vertical, by: 12)
        engine.render(root)
        #expect(engine.canvas.lines.last == "Far below")
        #expect(!engine.activateFocused())
        #expect(presses == 1)
    }

    @Test("G focuses the last control whole on screen, not one of a page wider than the screen past its edge")
    func edgeFocusOnScreen() {
        let engine = LayoutEngine(size: Size(width: 20, height: 3))
        let root = ScrollView(.vertical) {
            VStack(spacing: 0) {
                Button("Top") {}
                HStack(spacing: 1) {
                    Button("Left") {}
                    Text("").frame(width: 20)
                    Button("Past the edge") {}
                }
            }
        }
        .frame(width: 40)
        engine.render(root)
        #expect(engine.focusEdge(.end, of: .outermost(.vertical)))
        engine.render(root)
        #expect(engine.focusedLabel == "Left")
    }
}
