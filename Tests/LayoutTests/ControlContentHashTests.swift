import TestThreads
import Testing

@testable import Layout

/// A control's element hashes what it shows and does, so that a re-evaluated page reuses the
/// node of a control that did not change, and makes again the one that did.
@Suite("The content hash of a control", .testThreads)
struct ControlContentHashTests {
    private static func button(
        _ title: String, enabled: Bool = true, expanded: Bool? = nil, label: String? = nil,
        action: @escaping () -> Void = {}
    ) -> Int {
        Button(title: title, isEnabled: enabled, expanded: expanded, action: action) { Text(label ?? title) }
            .element.contentHash
    }

    private static func field(_ text: String, placeholder: String = "Search", masked: Bool = false) -> Int {
        TextField(placeholder, text: text, masked: masked, onChange: { _ in }).element.contentHash
    }

    @Test("the same control hashes alike, whatever its action")
    func sameControl() {
        #expect(Self.button("1959 · Kind of Blue") == Self.button("1959 · Kind of Blue", action: { print("other") }))
        #expect(Self.field("tiger") == Self.field("tiger"))
        #expect(
            Link("Listen", url: "https://example.org/a", open: { _ in }).element.contentHash
                == Link("Listen", url: "https://example.org/a", open: { _ in }).element.contentHash)
    }

    @Test("a change of title, state, label, link or field text changes the hash")
    func changes() {
        let base = Self.button("1959 · Kind of Blue")
        let changed = [
            Self.button("1959 · Kind of Blue!"), Self.button("1959 · Kind of Blue", enabled: false),
            Self.button("1959 · Kind of Blue", expanded: true), Self.button("1959 · Kind of Blue", expanded: false),
            Self.button("1959 · Kind of Blue", label: "other label"),
        ]
        #expect(Set(changed + [base]).count == 6)
        #expect(Self.field("tiger") != Self.field("tige"))
        #expect(Self.field("tiger") != Self.field("tiger", placeholder: "Find"))
        #expect(Self.field("tiger") != Self.field("tiger", masked: true))
        #expect(
            Link("Listen", url: "https://example.org/a", open: { _ in }).element.contentHash
                != Link("Listen", url: "https://example.org/b", open: { _ in }).element.contentHash)
        #expect(
            Toggle("Playable only", isOn: true) { _ in }.element.contentHash
                != Toggle("Playable only", isOn: false) { _ in }.element.contentHash)
    }

    @Test("an accessibility label or value changes the hash of what carries it")
    func accessibility() {
        let text = Text("★")
        #expect(text.accessibilityLabel("Favourite").contentHash == text.accessibilityLabel("Favourite").contentHash)
        #expect(text.accessibilityLabel("Favourite").contentHash != text.accessibilityLabel("Favourite ").contentHash)
        #expect(text.accessibilityValue("on").contentHash != text.accessibilityValue("off").contentHash)
        #expect(text.accessibilityValue("on").contentHash != text.accessibilityLabel("on").contentHash)
    }
}
