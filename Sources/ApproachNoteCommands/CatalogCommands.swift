import Browsing
import Catalog
import CommandSupport
import DemoCatalog
import FoundationEssentials
import Screens
import TextFormatting
import UntrustedText

/// `approachnote catalog generate | info | find | export | sync`.
package enum CatalogCommands {
    static func run(_ arguments: [String], access: CatalogAccess, io: CommandIO) throws {
        guard let subcommand = arguments.first else {
            throw CommandError.usage("Missing subcommand: generate, info, find, export or sync.")
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "generate": try generate(Arguments(rest, grammar: Grammar.catalogGenerate), access: access, io: io)
        case "info": try info(Arguments(rest, grammar: Grammar.catalogInfo), access: access, io: io)
        case "find": try find(Arguments(rest, grammar: Grammar.catalogFind), access: access, io: io)
        case "export": try export(Arguments(rest, grammar: Grammar.catalogExport), access: access, io: io)
        case "sync": try SyncCommand.run(Arguments(rest, grammar: Grammar.catalogSync), access: access, io: io)
        default:
            throw CommandError.usage(
                "Unknown catalog subcommand '\(UntrustedText.forMessage(subcommand))'; use generate, info, find, export or sync."
            )
        }
    }

    private static func generate(_ arguments: Arguments, access: CatalogAccess, io: CommandIO) throws {
        _ = try arguments.requirePositionals(0, usage: "approachnote catalog generate [--force]")
        if access.location.state == .file, !arguments.flag("force") {
            do {
                _ = try SQLiteCatalogStore.open(access.location)
                try io.write("A catalog already exists at \(access.location.path) (add --force to regenerate it).\n")
                return
            } catch let error as CatalogError {
                throw CommandError.failed("\(error)")
            }
        }
        let report = try access.generate(force: arguments.flag("force"))
        try io.write(
            "Generated the demo catalog at \(report.path) in \(Printf.string("%.1f", report.seconds)) s (\(NumberText.megabytes(report.bytes))).\n"
        )
    }

    struct InfoJSON: Encodable {
        let path: String
        let bytes: Int
        let counts: CatalogCounts
        /// A mirror's server and when it was synced (ISO 8601); absent for any other catalog.
        let syncedFrom: String?
        let syncedAt: String?

        enum CodingKeys: String, CodingKey {
            case path, bytes, counts
            case syncedFrom = "synced_from"
            case syncedAt = "synced_at"
        }
    }

    static func info(_ arguments: Arguments, access: CatalogAccess, io: CommandIO) throws {
        _ = try arguments.requirePositionals(0, usage: "approachnote catalog info [--json]")
        if let server = access.server { return try info(server: server, json: arguments.flag("json"), io: io) }
        let store = try access.open()
        let counts = try store.counts()
        let origin = try store.origin()
        let bytes = store.location.fileSize
        if arguments.flag("json") {
            var syncedFrom: String?
            var syncedAt: String?
            if case .synced(let server, let at) = origin {
                syncedFrom = server
                syncedAt = at.formatted(.iso8601)
            }
            try io.writeJSON(
                try CommandJSON.encode(
                    InfoJSON(
                        path: store.location.path, bytes: bytes, counts: counts, syncedFrom: syncedFrom,
                        syncedAt: syncedAt)))
            return
        }
        let note = origin.note.map { UntrustedText.forMessage($0, limit: 400) + "\n" } ?? ""
        try io.write(
            "ApproachNote catalog at \(store.location.path) (\(NumberText.megabytes(bytes)))\n" + note
                + table(counts: counts))
    }

    struct ServerInfoJSON: Encodable {
        let server: String
        let counts: CatalogCounts?
        /// Without the counts route: what the indexes list, the recordings where the server
        /// counts them, and why the rest is missing.
        let songs: Int?
        let performers: Int?
        let recordings: Int?
        let missing: String?
    }

    /// `catalog info --server`: every count from our server; from one without the counts route
    /// (the upstream's own), the songs and artists its indexes list, its recordings count, and a
    /// note on the rest.
    private static func info(server: HTTPCatalog, json: Bool, io: CommandIO) throws {
        let reported = try ReportedCounts.read(from: server)
        switch (reported, json) {
        case (.all(let counts), true):
            try io.writeJSON(
                try CommandJSON.encode(
                    ServerInfoJSON(
                        server: server.server, counts: counts, songs: nil, performers: nil, recordings: nil,
                        missing: nil)))
        case (.indexes(let songs, let performers, let recordings, let missing), true):
            try io.writeJSON(
                try CommandJSON.encode(
                    ServerInfoJSON(
                        server: server.server, counts: nil, songs: songs, performers: performers,
                        recordings: recordings, missing: missing)))
        case (.all(let counts), false):
            try io.write("ApproachNote catalog served at \(server.server)\n" + table(counts: counts))
        case (.indexes(let songs, let performers, let recordings, let missing), false):
            let known =
                [("songs", songs)] + (recordings.map { [("recordings", $0)] } ?? []) + [("performers", performers)]
            try io.write("ApproachNote catalog served at \(server.server)\n" + table(known) + missing + "\n")
        }
    }

    private static func table(counts: CatalogCounts) -> String {
        table([
            ("songs", counts.songs), ("recordings", counts.recordings), ("performers", counts.performers),
            ("releases", counts.releases), ("recording releases", counts.recordingReleases),
            ("performer credits", counts.performerCredits), ("streaming links", counts.streamingLinks),
            ("cover images", counts.releaseImagery), ("community votes", counts.contributions),
            ("authority recommendations", counts.authorityRecommendations), ("instruments", counts.instruments),
        ])
    }

    /// One line a count, the numbers grouped and right-aligned.
    private static func table(_ rows: [(label: String, value: Int)]) -> String {
        rows.map { label, value in
            let number = GroupedNumber.text(value)
            return "  " + label.padded(to: 28)
                + String(repeating: " ", count: max(0, 9 - number.count)) + number + "\n"
        }.joined()
    }

    private static func export(_ arguments: Arguments, access: CatalogAccess, io: CommandIO) throws {
        let usage = "approachnote catalog export --database postgres://USER@HOST/DATABASE"
        _ = try arguments.requirePositionals(0, usage: usage)
        guard let url = arguments.value("database") else {
            throw CommandError.usage("Name the PostgreSQL database to load. Usage: \(usage)")
        }
        // What was typed is checked before the catalog is opened (or, at its default place, made).
        do {
            try PostgresConnection.check(url: url)
        } catch PostgresError.invalidURL {
            throw CommandError.usage(PostgresError.invalidURL.description)
        }
        let store = try access.open()
        let report: PostgresExportReport
        do {
            report = try store.export(to: url)
        } catch PostgresError.connectionLost(let server, let reason) {
            // The load is one transaction: what it wrote went with the connection.
            throw CommandError.failed(
                "\(PostgresError.connectionLost(server: server, reason: reason)) Nothing of this export was kept.")
        }
        let total = report.rows.values.reduce(0, +)
        try io.write(
            "Exported the catalog at \(store.location.path) to PostgreSQL at \(report.server) (schema \(PostgresSchema.name)): \(GroupedNumber.text(total)) rows in \(Printf.string("%.1f", report.seconds)) s.\n"
        )
    }

    struct FoundSong: Encodable {
        let id: String
        let title: String
        let composer: String?
        let year: Int?
    }

    struct FoundArtist: Encodable {
        let id: String
        let name: String
        let sortName: String?

        enum CodingKeys: String, CodingKey {
            case id, name
            case sortName = "sort_name"
        }
    }

    private static func find(_ arguments: Arguments, access: CatalogAccess, io: CommandIO) throws {
        let usage = "approachnote catalog find song|artist QUERY [--json]"
        let positionals = try arguments.requirePositionals(2, usage: usage)
        let query = positionals[1]
        // Folding drops apostrophes and marks; a query of only those would match everything.
        guard !SearchFolding.fold(query).trimmingWhitespace().isEmpty else {
            throw CommandError.usage("The search text is empty. Usage: \(usage)")
        }
        let json = arguments.flag("json")
        // Best match first, as the catalog's index search ranks them.
        switch positionals[0] {
        case "song", "songs":
            let store = try access.openForReading()
            let found = try store.songs(matching: query)
            let songs =
                found
                .map { FoundSong(id: $0.id, title: $0.title, composer: $0.composer, year: $0.composedYear) }
            if json { try io.writeJSON(try CommandJSON.encode(songs)) }
            guard !songs.isEmpty else {
                throw CommandError.notFound("No song matches “\(UntrustedText.forMessage(query))”.")
            }
            if !json {
                try io.write(
                    songs.map {
                        "\($0.id)  \(UntrustedText.forMessage($0.title))" + ($0.year.map { " (\($0))" } ?? "")
                            + ($0.composer.map { " — \(UntrustedText.forMessage($0))" } ?? "")
                    }.joined(separator: "\n") + "\n")
            }
        case "artist", "artists":
            let store = try access.openForReading()
            let found = try store.performers(matching: query)
            let artists =
                found
                .map { FoundArtist(id: $0.id, name: $0.name, sortName: $0.sortName) }
            if json { try io.writeJSON(try CommandJSON.encode(artists)) }
            guard !artists.isEmpty else {
                throw CommandError.notFound("No artist matches “\(UntrustedText.forMessage(query))”.")
            }
            if !json {
                try io.write(
                    artists.map { "\($0.id)  \(UntrustedText.forMessage($0.name))" }.joined(separator: "\n") + "\n")
            }
        default:
            throw CommandError.usage(
                "Find a song or an artist, not '\(UntrustedText.forMessage(positionals[0]))'. Usage: \(usage)")
        }
    }
}
