import Browsing
import CatalogTestSupport

/// The first line of the Songs list on the shared demo catalog, as the application draws it
/// while `search` is in its field: " Songs (23 of 321)  blue", or with the field empty
/// " Songs (321)  Search songs…". The count is the catalog's own answer to the search.
package enum ListHeading {
    package static func songs(searching search: String) throws -> String {
        let store = try SharedDemoCatalog.store()
        let all = GroupedNumber.text(try store.songs(matching: nil).count)
        guard !search.isEmpty else { return " Songs (\(all))  Search songs…" }
        let matches = GroupedNumber.text(try store.songs(matching: search).count)
        return " Songs (\(matches) of \(all))  \(search)"
    }
}

extension ListHeading {
    /// A screen line without the shelves' button at its end ("Expand all", "Collapse all")
    /// and the spaces before it: a recordings heading as its words read.
    package static func withoutShelvesButton(_ line: String) -> String {
        var text = Substring(line)
        for button in ["Expand all", "Collapse all"] where text.hasSuffix(button) {
            text = text.dropLast(button.count)
        }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
