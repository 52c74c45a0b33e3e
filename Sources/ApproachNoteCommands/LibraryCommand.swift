import Browsing
import Catalog
import CommandSupport
import FoundationEssentials
import Library
import LibrarySync
import Platform
import Preferences
import Screens
import UntrustedText
import Upstream

/// `approachnote library list | add | remove | export | import | sync`: the user's repertoires
/// and favourite recordings from the command line, in the same file the application keeps
/// them, and synced with the signed-in account.
enum LibraryCommand {
    static let kinds = ["favorite", "repertoire", "song"]

    static func run(
        _ arguments: [String], libraryPath: String, access: CatalogAccess, environment: CommandEnvironment,
        io: CommandIO
    ) throws {
        guard let subcommand = arguments.first else {
            throw CommandError.usage("Missing subcommand: list, add, remove, export, import or sync.")
        }
        let rest = Array(arguments.dropFirst())
        let library = { () throws -> LibraryStore in
            let store = try failing { try LibraryStore(path: libraryPath) }
            if let aside = store.setAside {
                try io.writeError(
                    "approachnote: the library at \(libraryPath) was damaged; it is set aside as \(aside), "
                        + "and a new library is in its place.\n")
            }
            return store
        }
        switch subcommand {
        case "list": try list(Arguments(rest, grammar: Grammar.libraryList), library: library(), access: access, io: io)
        case "add": try add(Arguments(rest, grammar: Grammar.libraryAdd), library: library(), access: access, io: io)
        case "remove": try remove(Arguments(rest, grammar: Grammar.libraryRemove), library: library(), io: io)
        case "export": try export(Arguments(rest, grammar: Grammar.libraryExport), library: library(), io: io)
        case "import": try importFile(Arguments(rest, grammar: Grammar.libraryImport), library: library(), io: io)
        case "sync":
            try sync(
                Arguments(rest, grammar: Grammar.librarySync), library: library(), access: access,
                environment: environment, io: io)
        default:
            throw CommandError.usage(
                "Unknown library subcommand '\(UntrustedText.forMessage(subcommand))'; use list, add, remove, export, import or sync."
            )
        }
    }

    /// A library failure as the command's: exit status 1, the library's own words.
    private static func failing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as LibraryError {
            throw CommandError.failed(error.description)
        }
    }

    // MARK: sync

    /// One sync now, and what moved each way; a sync that stopped (offline, signed out) says
    /// why and fails, with nothing lost: what was not sent waits.
    private static func sync(
        _ arguments: Arguments, library: LibraryStore, access: CatalogAccess, environment: CommandEnvironment,
        io: CommandIO
    ) throws {
        _ = try arguments.requirePositionals(0, usage: "approachnote library sync [--account-server URL]")
        let link = try AccountCommand.link(arguments.value("account-server"), access: access, environment: environment)
        var report = LibrarySync(store: library, link: link).run()
        let stopped = report.stopped
        report.stopped = nil
        try io.write(report.lines.map { UntrustedText.forMessage($0, limit: 2_000) + "\n" }.joined())
        if let stopped { throw CommandError.failed(UntrustedText.forMessage(stopped.description, limit: 400)) }
    }

    // MARK: list

    private static func list(_ arguments: Arguments, library: LibraryStore, access: CatalogAccess, io: CommandIO)
        throws
    {
        _ = try arguments.requirePositionals(0, usage: "approachnote library list [--json]")
        let snapshot = try failing { try library.snapshot() }
        if arguments.flag("json") {
            return try io.writeJSON(String(decoding: LibraryDocument(snapshot).encoded(), as: UTF8.self) + "\n")
        }
        var presence = CatalogPresence()
        var note = ""
        do {
            presence = try CatalogPresence.check(snapshot, in: try access.openForReading())
        } catch {
            note = "(The catalog could not be read, so no entry is checked against it: \(error))\n"
        }
        try io.write(text(of: snapshot, presence: presence, path: library.path) + note)
    }

    /// The library as `library list` prints it: each repertoire with its songs in order, then
    /// the favourites, newest first; an entry the catalog no longer holds says so.
    static func text(of snapshot: LibrarySnapshot, presence: CatalogPresence, path: String) -> String {
        var lines = ["Library at \(path)", "", "Repertoires (\(GroupedNumber.text(snapshot.repertoires.count)))"]
        if snapshot.repertoires.isEmpty { lines.append("  none yet: approachnote library add repertoire NAME") }
        for repertoire in snapshot.repertoires {
            let count = repertoire.songs.count
            lines.append("  \(shown(repertoire.name)) (\(GroupedNumber.counted(count, "song")))")
            for (index, song) in repertoire.songs.enumerated() {
                let favorites = snapshot.favoriteCount(ofSong: song.id)
                var line = "    \(index + 1). \(shown(song.title))" + (song.composedYear.map { " (\($0))" } ?? "")
                if favorites > 0 { line += " · \(favorites) ★" }
                if presence.missingSongs.contains(song.id) { line += " · " + CatalogPresence.notInCatalog }
                lines.append(line + "  " + song.id)
            }
        }
        lines += ["", "Favourite recordings (\(GroupedNumber.text(snapshot.favorites.count)))"]
        if snapshot.favorites.isEmpty { lines.append("  none yet: f on a recording, or library add favorite ID") }
        for favorite in snapshot.favorites {
            var line = "  ★ " + shown(favorite.songTitle)
            if let artist = favorite.artist { line += " · " + shown(artist) }
            line += " · " + shown(RecordingCardText.album(favorite.albumTitle))
            if let year = favorite.recordingYear { line += " (\(year))" }
            if presence.missingRecordings.contains(favorite.id) { line += " · " + CatalogPresence.notInCatalog }
            lines.append(line + "  " + favorite.id)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func shown(_ text: String) -> String { UntrustedText.forStream(UntrustedText.forScreen(text)) }

    // MARK: add, remove

    private static func add(_ arguments: Arguments, library: LibraryStore, access: CatalogAccess, io: CommandIO)
        throws
    {
        let usage = "approachnote library add favorite RECORDING-ID | repertoire NAME | song SONG --to REPERTOIRE"
        let (kind, operand) = try kindAndOperand(arguments, usage: usage)
        switch kind {
        case "favorite":
            let id = try identifier(operand, of: "recording")
            guard let detail = try access.openForReading().recordingDetail(id: id) else {
                throw CommandError.notFound("There is no recording with id \(id) in this catalog.")
            }
            let favorite = FavoriteRecording(detail)
            let added = try failing { try library.addFavorite(favorite) }
            try io.write(
                !added
                    ? "\(shown(detail.songTitle)) (\(id)) was already a favourite.\n"
                    : "★ \(shown(detail.songTitle)) · \(shown(RecordingCardText.album(favorite.albumTitle))) is a favourite.\n"
            )
        case "repertoire":
            let made = try failing { try library.createRepertoire(named: operand) }
            try io.write("Made the repertoire “\(shown(made.name))” (\(made.id)).\n")
        default:
            let repertoire = try repertoire(arguments.value("to"), option: "--to", in: library, usage: usage)
            // A song by its id or its name.
            let store = try access.openForReading()
            guard case .song(let id) = try NamedEntry.find(operand, kinds: .songs, in: store),
                let summary = try store.songSummary(id: id)
            else { throw CommandError.notFound("There is no song “\(shown(operand))” in this catalog.") }
            let song = RepertoireSong(
                id: id, title: summary.title, composer: summary.composer, composedYear: summary.composedYear)
            let added = try failing { try library.add(song, toRepertoire: repertoire.id) }
            try io.write(
                "\(shown(summary.title)) \(added ? "is now in" : "was already in") “\(shown(repertoire.name))”.\n")
        }
    }

    private static func remove(_ arguments: Arguments, library: LibraryStore, io: CommandIO) throws {
        let usage =
            "approachnote library remove favorite RECORDING-ID | repertoire REPERTOIRE | song SONG-ID --from REPERTOIRE"
        let (kind, operand) = try kindAndOperand(arguments, usage: usage)
        switch kind {
        case "favorite":
            let id = try identifier(operand, of: "recording")
            guard try failing({ try library.removeFavorite(id: id) }) else {
                throw CommandError.failed("The recording \(id) is not a favourite.")
            }
            try io.write("The recording \(id) is no longer a favourite.\n")
        case "repertoire":
            let repertoire = try repertoire(operand, option: nil, in: library, usage: usage)
            try failing { try library.deleteRepertoire(id: repertoire.id) }
            try io.write(
                "Deleted the repertoire “\(shown(repertoire.name))” and its list of "
                    + "\(GroupedNumber.counted(repertoire.songs.count, "song")).\n")
        default:
            let repertoire = try repertoire(arguments.value("from"), option: "--from", in: library, usage: usage)
            let id = try identifier(operand, of: "song")
            guard
                try failing({ try library.remove(song: id, fromRepertoire: repertoire.id) })
            else {
                throw CommandError.failed("The song \(id) is not in “\(shown(repertoire.name))”.")
            }
            try io.write("The song \(id) is no longer in “\(shown(repertoire.name))”.\n")
        }
    }

    private static func kindAndOperand(_ arguments: Arguments, usage: String) throws -> (String, String) {
        let words = try arguments.requirePositionals(2, usage: usage)
        guard kinds.contains(words[0]) else {
            throw CommandError.usage(
                "'\(UntrustedText.forMessage(words[0]))' is not one of favorite, repertoire or song.\nUsage: \(usage)")
        }
        return (words[0], words[1])
    }

    private static func identifier(_ text: String, of kind: String) throws -> String {
        guard UpstreamLimits.isWellFormedID(text) else {
            throw CommandError.usage("'\(UntrustedText.forMessage(text))' is not a \(kind) id (a UUID).")
        }
        return text.lowercased()
    }

    /// The repertoire a name or id names.
    private static func repertoire(_ reference: String?, option: String?, in library: LibraryStore, usage: String)
        throws -> Repertoire
    {
        guard let reference else { throw CommandError.usage("\(option ?? "A repertoire") is needed.\nUsage: \(usage)") }
        let snapshot = try failing { try library.snapshot() }
        guard let repertoire = snapshot.repertoire(named: reference) else {
            throw CommandError.failed(LibraryError.unknownRepertoire(UntrustedText.forMessage(reference)).description)
        }
        return repertoire
    }

    // MARK: export, import

    private static func export(_ arguments: Arguments, library: LibraryStore, io: CommandIO) throws {
        _ = try arguments.requirePositionals(0, usage: "approachnote library export [--output FILE]")
        let snapshot = try failing { try library.snapshot() }
        let data = LibraryDocument(snapshot).encoded() + Data([0x0A])
        guard let output = arguments.value("output") else {
            return try io.writeJSON(String(decoding: data, as: UTF8.self))
        }
        do {
            try AtomicFile.write(Array(data), to: output)
        } catch {
            throw CommandError.failed(UntrustedText.forMessage(error.description))
        }
        try io.write(
            "Exported \(GroupedNumber.counted(snapshot.repertoires.count, "repertoire")) and "
                + "\(GroupedNumber.counted(snapshot.favorites.count, "favourite")) to \(UntrustedText.forMessage(output)).\n"
        )
    }

    private static func importFile(_ arguments: Arguments, library: LibraryStore, io: CommandIO) throws {
        let file = try arguments.requirePositionals(1, usage: "approachnote library import FILE")[0]
        guard let bytes = BoundedFile.read(file, atMost: LibraryDocument.largestFile + 1) else {
            throw CommandError.failed("Could not read \(UntrustedText.forMessage(file)).")
        }
        let data = Data(bytes)
        let report = try failing { try library.merge(try LibraryDocument.decode(data)) }
        let count = GroupedNumber.counted
        try io.write(
            "Imported \(count(report.repertoiresAdded, "new repertoire")), \(count(report.songsAdded, "song")) "
                + "and \(count(report.favoritesAdded, "favourite")).\n"
                + "Already there, skipped: \(count(report.songsSkipped, "song")) and "
                + "\(count(report.favoritesSkipped, "favourite"))"
                + (report.repertoiresMatched > 0
                    ? "; \(count(report.repertoiresMatched, "repertoire")) matched by id or name took the new songs.\n"
                    : ".\n"))
    }
}
