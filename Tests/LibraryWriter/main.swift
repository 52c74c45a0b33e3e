import Glibc
import Library

// library-writer PATH COUNT TAG: makes COUNT changes to the library at PATH, one transaction
// each (a favourite for even numbers, a song of the repertoire "Writer TAG" for odd ones),
// and writes each number to standard output once its change is committed. The crash tests
// kill it part way and check that every number it wrote is in the file.

let arguments = CommandLine.arguments
func say(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

guard arguments.count == 4, let count = Int(arguments[2]), let tag = Int(arguments[3]) else {
    say("usage: library-writer PATH COUNT TAG\n", to: 2)
    exit(2)
}

/// The id of change `index` of writer `tag`.
func identifier(_ tag: Int, _ index: Int) -> String {
    let digits = String(tag * 1_000_000 + index)
    return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
}

do {
    let store = try LibraryStore(path: arguments[1])
    let name = "Writer \(tag)"
    let repertoire = try store.snapshot().repertoire(named: name) ?? store.createRepertoire(named: name)
    for index in 0..<count {
        let id = identifier(tag, index)
        if index % 2 == 0 {
            try store.addFavorite(
                FavoriteRecording(
                    id: id, songId: nil, songTitle: "Song \(index)", artist: "Writer \(tag)", albumTitle: nil,
                    recordingYear: 1900 + index % 100))
        } else {
            try store.add(RepertoireSong(id: id, title: "Song \(index)"), toRepertoire: repertoire.id)
        }
        say("\(index)\n", to: 1)
    }
} catch {
    say("library-writer: \(error)\n", to: 2)
    exit(1)
}
