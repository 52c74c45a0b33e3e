import Layout
import Upstream

/// "Learn more:" and the links to read about a song or an artist (Wikipedia, JazzStandards.com
/// and the catalog's other references), on one line when they fit `width`, else one a line.
/// Each is a focusable link.
struct LearnMoreLinks: View {
    let links: [(title: String, url: String)]
    let width: Int
    let open: (String) -> Void

    /// A song's or an artist's links: Wikipedia first, then each other reference by name, then
    /// the MusicBrainz work when the catalog names one and no reference is MusicBrainz's.
    static func of(
        wikipedia: String?, references: [String: String], musicbrainzWork: String? = nil
    ) -> [(title: String, url: String)] {
        var links = wikipedia.map { [(title: "Wikipedia", url: $0)] } ?? []
        for (key, url) in references.sorted(by: { $0.key < $1.key }) where url != wikipedia {
            links.append((Self.name(of: key), url))
        }
        if let work = musicbrainzWork.flatMap(Self.musicBrainzWorkLink), references["musicbrainz"] == nil {
            links.append(("MusicBrainz", work))
        }
        return links
    }

    /// The MusicBrainz page of a work, for an id of MusicBrainz's form (a UUID); nil for anything
    /// else, which a server could have made into another address.
    static func musicBrainzWorkLink(_ id: String) -> String? {
        UpstreamLimits.isWellFormedID(id) ? "https://musicbrainz.org/work/" + id.lowercased() : nil
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
