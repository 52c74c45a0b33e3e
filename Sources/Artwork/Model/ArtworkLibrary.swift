import CDelayedLibraries

/// The C libraries covers need, loaded at the first cover rather than at every start (see
/// `CDelayedLibraries`). Each step asks for its library before its first call into it, so a
/// library that is not installed fails the cover with a message instead of ending the program.
enum ArtworkLibrary {
    static func require(_ library: cdelayed_library) throws(ArtworkError) {
        if let reason = cdelayed_missing(library) { throw .libraryMissing(reason: String(cString: reason)) }
    }
}
