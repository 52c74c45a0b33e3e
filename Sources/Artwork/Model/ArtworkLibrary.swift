import CDelayedLibraries

/// The C libraries covers need, loaded at the first cover rather than at every start (see
/// `CDelayedLibraries`). Each step asks for its library before its first call into it, so a
/// library that is not installed fails the cover with a message instead of ending the program.
enum ArtworkLibrary {
    static func require(_ library: cdelayed_library) throws(ArtworkError) {
        var reason = [CChar](repeating: 0, count: 256)
        guard cdelayed_load(library, &reason, reason.count) == 0 else { return }
        throw .libraryMissing(
            reason: String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
