import Catalog

/// What the catalog tells of a release, on one line: "1959-08-17 · Columbia CL 1355 · 12\" Vinyl
/// · US" (its date, or year; its label and catalog number; its format; its country).
public enum ReleaseFacts {
    public static func line(of release: ReleasePayload) -> String? {
        let label = [release.label, release.catalogNumber].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: " ")
        let parts = [
            release.releaseDate ?? release.releaseYear.map(String.init), label, release.formatName, release.country,
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
