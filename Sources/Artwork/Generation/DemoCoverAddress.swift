import FoundationEssentials

/// A demo catalog cover's URL, `demo-cover://<source>/<uuid>/<type>?size=<pixels>`: the picture
/// is drawn from the URL itself. The size query is left out of the seed so the small, medium
/// and large versions of one cover are the same picture.
struct DemoCoverAddress: Hashable, Sendable {
    static let scheme = "demo-cover"
    static let defaultSide = 300
    static let sides = 16...1200

    /// The URL without its query: what the picture is drawn from.
    let seed: String
    /// The requested square's side in pixels, kept within what is sensible to draw.
    let side: Int

    init?(_ url: String) {
        guard let components = URLComponents(string: url), components.scheme == Self.scheme,
            let host = components.host, !host.isEmpty
        else { return nil }
        var base = components
        base.query = nil
        seed = base.string ?? url
        let requested = components.queryItems?.first { $0.name == "size" }?.value.flatMap(Int.init)
        side = min(max(requested ?? Self.defaultSide, Self.sides.lowerBound), Self.sides.upperBound)
    }
}
