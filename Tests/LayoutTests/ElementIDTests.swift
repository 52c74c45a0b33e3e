import TestThreads
import Testing

@testable import Layout

/// `ElementID`: one id whatever way it was spelled, as the engine's lookups by id need.
@Suite("Element ids", .testThreads)
struct ElementIDTests {
    private enum Target: Hashable {
        case search
        case row(Int)
    }

    @Test("an id given as a value and as AnyHashable is one id, with one hash")
    func spellings() {
        let pairs: [(ElementID, ElementID)] = [
            (ElementID(7), ElementID(AnyHashable(7))),
            (ElementID("card:1"), ElementID(AnyHashable("card:1"))),
            (ElementID(Target.row(3)), ElementID(AnyHashable(Target.row(3)))),
            (ElementID(ElementID(7)), ElementID(7)),
        ]
        for (value, boxed) in pairs {
            #expect(value == boxed, "\(value)")
            #expect(value.hashValue == boxed.hashValue, "\(value)")
            #expect(value.anyHashable == boxed.anyHashable, "\(value)")
        }
    }

    @Test("an id takes as much room as a string and its case, though it may hold any hashable value")
    func size() {
        #expect(MemoryLayout<ElementID>.size == MemoryLayout<String>.size + 1)
    }

    @Test("different values are different ids, integers of other types included")
    func distinct() {
        let ids = [
            ElementID(7), ElementID("7"), ElementID(Int8(7)), ElementID(Target.row(7)), ElementID(Target.search),
        ]
        #expect(Set(ids).count == ids.count)
    }

    @Test("an id reads as its value, as a diagnostic names it")
    func description() {
        #expect(ElementID(42).description == "42")
        #expect(ElementID("shelf:1950s").description == "shelf:1950s")
        #expect(ElementID(Target.row(2)).description == "row(2)")
        #expect(ElementID(7).anyHashable == AnyHashable(7))
    }

    @Test("a control given an integer id is focused by it, spelled either way, and reports it as AnyHashable")
    func focusByEitherSpelling() {
        let engine = LayoutEngine(size: Size(width: 20, height: 4))
        let page = VStack(spacing: 0) {
            Button("First") {}.id(1)
            Button("Second") {}.id(2)
        }
        .element
        engine.render(page)
        #expect(engine.focus(id: AnyHashable(2)))
        #expect(engine.focusedLabel == "Second")
        #expect(engine.focusedID == AnyHashable(2))
        #expect(engine.focus(id: 1))
        #expect(engine.focusedLabel == "First")
        #expect(!engine.focus(id: Int8(1)), "an Int8 is not the Int id")
        #expect(engine.focusedLabel == "First")
    }
}
