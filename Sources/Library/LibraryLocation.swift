import Platform

/// Where the user's library lives: `--library PATH` when given, otherwise `library.sqlite` in
/// the program's data folder (`UserFolder.data`), beside the default catalog but never written
/// by anything that writes a catalog.
public enum LibraryLocation {
    /// - Parameter undecodable: names of variables whose value is not UTF-8: the folder they
    ///   would name cannot be named exactly, so it is refused.
    public static func path(explicit: String?, environment: [String: String], undecodable: Set<String> = [])
        throws(LibraryError) -> String
    {
        if let explicit { return FilePath.absolute(explicit) }
        do {
            return try UserFolder.data.path("library.sqlite", environment: environment, undecodable: undecodable)
        } catch {
            throw .undecodableVariable(name: error.name)
        }
    }
}
