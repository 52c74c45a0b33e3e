/// What can go wrong with the library, in words for the user.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
    /// The file (or its folder) cannot be opened or made.
    case unopenable(path: String, reason: String)
    /// A later version's library: it is left as it is.
    case newerVersion(path: String, version: Int)
    /// The file is not a library (another program's database): it is left as it is.
    case notALibrary(path: String)
    /// A write did not happen; the library is as it was before it.
    case writeFailed(reason: String)
    /// The file, or its folder, cannot be written: the library is read, never changed.
    case readOnly(path: String)
    case emptyName
    /// A name with control characters, or longer than a name may be.
    case malformedName
    case nameTaken(String)
    case unknownRepertoire(String)
    case notThere(String)
    /// An import file that is not a library export: nothing was imported.
    case malformedImport(reason: String)
    /// A variable the default place depends on is not UTF-8, so the place cannot be named.
    case undecodableVariable(name: String)

    public var description: String {
        switch self {
        case .unopenable(let path, let reason): "The library at \(path) cannot be opened: \(reason)."
        case .newerVersion(let path, let version):
            "The library at \(path) was written by a later version of ApproachNote (format \(version)); "
                + "it is left as it is. Use that version, or --library PATH for another file."
        case .notALibrary(let path):
            "\(path) is not an ApproachNote library; it is left as it is. Use --library PATH for another file."
        case .writeFailed(let reason): "The library was not changed: \(reason)."
        case .readOnly(let path):
            "The library at \(path) cannot be written (the file or its folder is read-only): "
                + "it can be listed and exported, not changed."
        case .emptyName: "A repertoire needs a name."
        case .malformedName:
            "A repertoire's name is one line of at most \(LibraryDocument.longestName) characters, without control characters."
        case .nameTaken(let name): "There is already a repertoire named “\(name)”."
        case .unknownRepertoire(let name): "There is no repertoire “\(name)”."
        case .notThere(let what): "\(what) is not there."
        case .malformedImport(let reason): "Nothing was imported: \(reason)."
        case .undecodableVariable(let name):
            "\(name) is not valid UTF-8, so the default library location cannot be named exactly; give one with --library PATH."
        }
    }
}
