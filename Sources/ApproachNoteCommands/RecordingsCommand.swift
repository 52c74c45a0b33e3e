import Browsing
import Catalog
import CommandSupport
import UntrustedText

/// `approachnote recordings LINK|NAME [options]`: the recordings section of a song or artist
/// page as the application would show it, with the same filters, sorts and grouping: each
/// shelf, and in it each recording as its card names it.
package enum RecordingsCommand {
    package struct Group: Codable, Equatable {
        package let key: String
        package let count: Int
        package let recordings: [Listed]
    }

    /// A recording as its card names it: the year, the artist (the credit, else the leader),
    /// the album, and on an artist's page the song.
    package struct Listed: Codable, Equatable {
        package let id: String
        package let year: Int?
        package let artist: String
        package let album: String
        package let song: String?

        init(_ row: ShellRecording) {
            id = row.id
            year = row.recordingYear
            artist = RecordingCardText.artist(credit: row.artistCredit, performers: row.performers)
            album = RecordingCardText.album(row.albumTitle)
            song = nil
        }

        init(_ row: PerformerRecording) {
            id = row.recordingId
            year = row.recordingYear
            artist = RecordingCardText.artist(credit: row.artistCredit, performers: [])
            album = RecordingCardText.album(row.albumTitle)
            song = row.songTitle
        }

        /// "1932 · All of Me · Fats Waller · Waller Plays Standards  ID", as a card reads.
        var line: String {
            ([RecordingCardText.yearOrUnknown(year)] + [song].compactMap { $0 } + [artist, album])
                .map { UntrustedText.forMessage($0) }.joined(separator: " · ") + "  " + id
        }
    }

    package struct Result: Codable, Equatable {
        package let total: Int
        package let groups: [Group]
    }

    static func run(_ arguments: [String], access: CatalogAccess, io: CommandIO) throws {
        let parsed = try Arguments(arguments, grammar: Grammar.recordings)
        let named = try parsed.requirePositionals(1, usage: "approachnote recordings LINK|NAME [options]")[0]
        let deepLink = try Arguments.deepLink(try NamedEntry.link(named, access: access))
        let (title, heading, result, settings): (String, String, Result, String)
        switch deepLink.target {
        case .recording:
            throw CommandError.usage(
                "recordings lists a song's or an artist's recordings; a recording's link names one.")
        case .song:
            try PageOptionRules.reject(PageOptionRules.artistOnly, in: parsed, page: "song")
            let section = try songSection(parsed)
            let store = try access.openForReading()
            guard let summary = try store.songSummary(id: deepLink.id),
                let shell = try store.songShell(id: deepLink.id, sort: section.sort)
            else { throw CommandError.notFound("No song has the id \(deepLink.id).") }
            let content = section.content(of: shell.recordings)
            (title, heading) = (summary.title, "ALL RECORDINGS")
            result = Result(
                total: content.total,
                groups: content.shelves.map {
                    Group(key: $0.key, count: $0.count, recordings: $0.rows.map(Listed.init))
                })
            settings = songSettings(section)
        case .artist:
            try PageOptionRules.reject(PageOptionRules.songOnly, in: parsed, page: "artist")
            let section = try artistSection(parsed)
            let store = try access.openForReading()
            guard let summary = try store.performerSummary(id: deepLink.id),
                let recordings = try store.performerRecordings(id: deepLink.id)
            else { throw CommandError.notFound("No artist has the id \(deepLink.id).") }
            let content = section.content(of: recordings.recordings)
            (title, heading) = (summary.name, "RECORDINGS")
            result = Result(
                total: content.total,
                groups: content.shelves.map {
                    Group(key: $0.key, count: $0.count, recordings: $0.rows.map(Listed.init))
                })
            settings =
                "Sort: \(section.sort.label) · Role: \(section.role.label)"
                + (section.search.text.isEmpty ? "" : " · Search: “\(UntrustedText.forMessage(section.search.text))”")
        }
        if parsed.flag("json") {
            try io.writeJSON(try CommandJSON.encode(result))
            return
        }
        var text =
            "\(UntrustedText.forMessage(title)) — \(heading) (\(GroupedNumber.text(result.total)))\n\(settings)\n"
        if result.groups.isEmpty {
            text += "  \(RecordingsSectionContent<ShellRecording>.emptyMessage)\n"
        }
        for group in result.groups {
            text += "  \(UntrustedText.forMessage(group.key)) (\(GroupedNumber.text(group.count)))\n"
            for recording in group.recordings { text += "    \(recording.line)\n" }
        }
        try io.write(text)
    }

    private static func songSection(_ arguments: Arguments) throws -> SongRecordingsSection {
        var section = SongRecordingsSection()
        if let sort = arguments.value("sort") { section.sort = try PageOptionRules.songSort(sort) }
        if let playable = arguments.value("playable-only") {
            switch playable {
            case "on": section.filters.playableOnly = true
            case "off": section.filters.playableOnly = false
            default:
                throw CommandError.usage(
                    "--playable-only takes on or off, not '\(UntrustedText.forMessage(playable))'.")
            }
        }
        if let services = arguments.value("service") {
            for name in services.split(separator: ",", omittingEmptySubsequences: true) {
                guard let service = StreamingService(rawValue: String(name)) else {
                    throw CommandError.usage(
                        "Unknown service '\(UntrustedText.forMessage(String(name)))'; use spotify, apple_music or youtube."
                    )
                }
                section.filters.services.insert(service)
            }
            guard !section.filters.services.isEmpty else {
                throw CommandError.usage("--service needs at least one of spotify, apple_music, youtube.")
            }
        }
        if let performance = arguments.value("performance") {
            guard let parsed = PerformanceType(rawValue: performance.lowercased()) else {
                throw CommandError.usage(
                    "--performance takes all, instrumental or vocal, not '\(UntrustedText.forMessage(performance))'.")
            }
            section.filters.performance = parsed
        }
        if let instrument = arguments.value("instrument") {
            guard let family = InstrumentFamily(name: instrument) else {
                let names = InstrumentFamily.allCases.map(\.displayName).sorted().joined(separator: ", ")
                throw CommandError.usage(
                    "Unknown instrument family '\(UntrustedText.forMessage(instrument))'; use one of \(names).")
            }
            section.filters.instrument = family
        }
        return section
    }

    private static func artistSection(_ arguments: Arguments) throws -> ArtistRecordingsSection {
        var section = ArtistRecordingsSection()
        if let sort = arguments.value("sort") { section.sort = try PageOptionRules.artistSort(sort) }
        if let role = arguments.value("role") {
            guard let parsed = ArtistRole(rawValue: role.lowercased()) else {
                throw CommandError.usage(
                    "--role takes all, leader or sideman, not '\(UntrustedText.forMessage(role))'.")
            }
            section.role = parsed
        }
        if let search = arguments.value("search") { section.search = ArtistRecordingSearch(search) }
        return section
    }

    private static func songSettings(_ section: SongRecordingsSection) -> String {
        var parts = [
            "Sort: \(section.sort == .year ? "Year" : "Name")",
            "Playable only: \(section.filters.playableOnly && section.filters.services.isEmpty ? "on" : "off")",
            "Performance: \(section.filters.performance.label)",
        ]
        if !section.filters.services.isEmpty {
            parts.append("Services: " + section.filters.services.sorted().map(\.displayName).joined(separator: ", "))
        }
        if let instrument = section.filters.instrument { parts.append("Instrument: \(instrument.displayName)") }
        return parts.joined(separator: " · ")
    }
}
