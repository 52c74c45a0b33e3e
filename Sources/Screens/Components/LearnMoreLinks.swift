import Layout

/// "Learn more:" and the links to read about a song or an artist (Wikipedia, JazzStandards.com
/// and the catalog's other references), on one line when they fit `width`, else one a line.
/// Each is a focusable link.
struct LearnMoreLinks: View {
    let links: [(title: String, url: String)]
    let width: Int
    let open: (String) -> Void

    /// A song's or an artist's links: Wikipedia first, then each other reference by name.
    static func of(wikipedia: String?, references: [String: String]) -> [(title: String, url: String)] {
        var links = wikipedia.map { [(title: "Wikipedia", url: $0)] } ?? []
        for (key, url) in references.sorted(by: { $0.key < $1.key }) where url != wikipedia {
            links.append((Self.name(of: key), url))
        }
        return links
    }

    /// A reference's name for its key in the catalog ("jazzstandards" is JazzStandards.com).
    static func name(of key: String) -> String {
        switch key {
        case "jazzstandards": "JazzStandards.com"
        case "wikipedia": "Wikipedia"
        case "musicbrainz": "MusicBrainz"
        default: key.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        }
    }

    var body: Element {
        let label = "Learn more:"
        let items = ForEach(Array(links.indices), id: \.self) {
            Link(links[$0].title, url: links[$0].url, open: open).element
        }
        if links.reduce(label.count, { $0 + 1 + $1.title.count }) <= width {
            HStack(spacing: 1) {
                Text(label).secondary()
                items
            }
        } else {
            VStack(spacing: 0) {
                Text(label).secondary()
                items
            }
        }
    }
}
