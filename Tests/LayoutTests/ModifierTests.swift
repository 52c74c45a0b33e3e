import TestThreads
import Testing

@testable import Layout

/// Modifiers on a view: each evaluates the view's body once, however deep views nest.
@Suite("Modifiers", .testThreads)
struct ModifierTests {
    /// Counts its bodies; each holds the next view of the chain, padded.
    final class Counter {
        var bodies = 0
    }

    struct Nested: View {
        let depth: Int
        let counter: Counter

        var body: Element {
            counter.bodies += 1
            if depth == 0 { return Text("leaf").element }
            return Nested(depth: depth - 1, counter: counter).padding(EdgeInsets(leading: 1))
        }
    }

    @Test("every modifier evaluates its view's body once: ten views, each padded in the next, are ten bodies")
    func bodiesOnce() {
        let counter = Counter()
        let element = Nested(depth: 9, counter: counter).frame(width: 20).border().background(Color(hex: 0x202020))
            .style(Style(bold: true)).fixedSize()
        #expect(counter.bodies == 10)
        let engine = LayoutEngine(size: Size(width: 30, height: 5))
        engine.render(element)
        #expect(
            engine.canvas.text.split(separator: "\n").first { $0.contains("leaf") }?.hasPrefix("│         leaf") == true
        )
    }
}
