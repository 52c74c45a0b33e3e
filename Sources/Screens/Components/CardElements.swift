import Layout

/// The elements of the cards a page's carousels made, kept by recording id with what each was
/// made from. A page is evaluated again at each cover and each batch of rows that arrives, and
/// its carousels then ask again for every card they place: a card whose content, size and
/// lines did not change is the element made before, not made anew.
///
/// The page that owns it gives every card the same action (open the recording its id names),
/// so a kept element carries the right one.
package final class CardElements {
    /// What a card's element is made from.
    struct Inputs: Equatable {
        let content: CardContent
        let geometry: CardGeometry
        let reservesTitleLine: Bool
        let hydratesWhenShown: Bool

        /// The card made from these, opening its recording with `open`.
        func card(open: @escaping () -> Void) -> RecordingCard {
            RecordingCard(
                content: content, geometry: geometry, reservesTitleLine: reservesTitleLine,
                hydratesWhenShown: hydratesWhenShown, open: open)
        }
    }

    private var made: [String: (inputs: Inputs, element: Element)] = [:]

    /// More than a screen places: past it every card is made anew once, so that a page of
    /// thousands of cards keeps a screen's worth, not all it ever showed.
    static let capacity = 1_024

    /// How many elements are kept.
    var count: Int { made.count }

    func element(for inputs: Inputs, make: () -> Element) -> Element {
        if let kept = made[inputs.content.id], kept.inputs == inputs { return kept.element }
        if made.count >= Self.capacity { made.removeAll(keepingCapacity: true) }
        let element = make()
        made[inputs.content.id] = (inputs, element)
        return element
    }
}
