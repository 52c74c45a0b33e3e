import Catalog

/// Where the user's library lives: `--library PATH` when given, otherwise `library.sqlite` in
/// the folder of the default catalog (the program's data folder, `UserFolder.data`), beside it
/// but never written by anything that writes a catalog.
public enum LibraryLocation {
    /// - Parameter undecodable: names of variables whose value is not UTF-8, refused as the
    ///   catalog's location refuses them.
    public static func path(explicit: String?, environment: [String: String], undecodable: Set<String> = [])
        throws(CatalogError) -> String
    {
        if let explicit { return CatalogLocation(path: explicit).path }
        let catalog = try CatalogLocation.resolve(explicitPath: nil, environment: environment, undecodable: undecodable)
        return CatalogLocation.folder(of: catalog.path) + "/library.sqlite"
    }
}
