import TestThreads
import Testing

@testable import Layout

@Suite("Stacks, frames, padding and borders", .testThreads)
struct StackLayoutTests {
    private func screen(_ width: Int, _ height: Int, _ view: some View) -> String {
        LayoutEngine(size: Size(width: width, height: height)).render(view).text
    }

    @Test("a spacer pushes the rest of an HStack to the trailing edge")
    func spacerInHStack() {
        let text = screen(
            12, 1,
            HStack(spacing: 0) {
                Text("Songs")
                Spacer()
                Text("(3)")
            })
        #expect(text == "Songs    (3)")
    }

    @Test("a VStack stacks children with spacing; a spacer takes the remaining rows")
    func vstack() {
        let text = screen(
            6, 5,
            VStack(spacing: 1) {
                Text("top")
                Spacer()
                Text("end")
            })
        #expect(text == "top   \n      \n      \n      \nend   ")
    }

    @Test("padding, border and a fixed frame")
    func decorations() {
        let text = screen(9, 4, Text("Hi").padding(horizontal: 1).border().frame(width: 9, height: 4))
        #expect(text == "┌────┐   \n│ Hi │   \n└────┘   \n         ")
    }

    @Test("flexible frames fill what is offered; alignment centres")
    func flexibleFrame() {
        let text = screen(10, 1, Text("ab").frame(maxWidth: Proposal.unlimited, alignment: .center))
        #expect(text == "    ab    ")
    }

    @Test("text wraps to the width its stack is offered")
    func wrapInStack() {
        let text = screen(8, 3, VStack { Text("Take Five by Dave Brubeck") })
        #expect(text == "Take    \nFive by \nDave    ")
    }

    @Test("the first layout pass settles a plain tree")
    func singlePass() {
        let engine = LayoutEngine(size: Size(width: 20, height: 5))
        engine.render(
            VStack {
                Text("a")
                HStack {
                    Text("b")
                    Text("c")
                }
            })
        #expect(engine.stats.passes == 1)
        #expect(engine.diagnostics.isEmpty)
    }
}

@Suite("Z-order and overlays", .testThreads)
struct OverlayTests {
    @Test("later children draw over earlier ones, aligned as asked")
    func zstack() {
        let engine = LayoutEngine(size: Size(width: 8, height: 3))
        let text = engine.render(
            ZStack(horizontal: .trailing, vertical: .bottom) {
                Text("........\n........\n........")
                Text("★")
            }
        ).text
        #expect(text == "........\n........\n.......★")
    }

    @Test("an overlay sits on the view, centred by default")
    func overlay() {
        let engine = LayoutEngine(size: Size(width: 9, height: 1))
        let text = engine.render(Text("Tiger Rag").overlay { Text("•") }).text
        #expect(text == "Tige• Rag")
        #expect(engine.stats.passes == 1)
    }
}
