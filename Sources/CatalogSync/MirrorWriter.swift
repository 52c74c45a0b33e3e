import Catalog
import FoundationEssentials
import SQLite
import UntrustedText
import Upstream

/// Writes a catalog file from a finished sync's answers, in the schema the demo generator
/// writes, so that every reader (pages, `render`, `recordings`, `serve`) uses it as it uses
/// the demo file. What the API shows is what is kept; what it does not show is left empty
/// (an instrument's category) or rebuilt to show the same (a recording's community votes, of
/// which the API gives the counts and the consensus).
final class MirrorWriter {
    private let db: SQLiteConnection
    private let writer: CatalogWriter
    private let answers: SyncAnswers

    private var instruments: [String: Int] = [:]
    private var performers: [String: Int] = [:]
    private var releases: [String: Int] = [:]
    private var nextRecording = 1
    private var nextAuthority = 1
    private var nextTranscription = 1
    private var nextVideo = 1
    /// The transcriptions' and videos' ids written: a server that sends one twice gets it once.
    private var mediaWritten = Set<String>()

    init(db: SQLiteConnection, answers: SyncAnswers) {
        self.db = db
        writer = CatalogWriter(db)
        self.answers = answers
    }

    /// Writes every table, then the indexes, the derived facts and the metadata.
    func write(server: String, syncedAt: Date, stopRequested: () -> Bool) throws {
        try writer.createTables()
        try db.transaction {
            try writePerformers()
            try writeReleases()
            for (offset, song) in answers.songs.enumerated() {
                if stopRequested() { throw SyncError.interrupted(kept: 0, workFile: answers.workFile.path) }
                try writeSong(song, id: offset + 1)
            }
            try writeInstruments()
        }
        try writer.createIndexes()
        try db.transaction {
            try CatalogDerivations.refresh(db)
            try writeLeaderInstruments()
        }
        try writer.finish(meta: [
            ("origin", "sync"), ("synced_from", server), ("synced_at", syncedAt.formatted(.iso8601)),
        ])
    }

    // MARK: - Performers and instruments

    private func instrument(_ name: String?) -> Int? {
        guard let name, !name.isEmpty else { return nil }
        if let id = instruments[name] { return id }
        let id = instruments.count + 1
        instruments[name] = id
        return id
    }

    private func writePerformers() throws {
        for uuid in answers.performerIDs {
            let summary = try answers.performerSummary(uuid)
            guard let known = summary.map(KnownPerformer.init) ?? answers.knownPerformers[uuid] else { continue }
            let id = performers.count + 1
            performers[uuid] = id
            let name = known.name
            let sortName = known.sortName ?? name
            try writer.insertPerformer(
                id: id, uuid: uuid, name: name, sortName: known.sortName, birthDate: known.birthDate,
                deathDate: known.deathDate, biography: summary?.biography, wikipediaURL: summary?.wikipediaUrl,
                searchKey: SearchFolding.searchKey([name, sortName]), sortKey: SearchFolding.fold(sortName))
            for played in summary?.instruments ?? [] {
                guard let instrumentID = instrument(played.name) else { continue }
                try writer.insertPerformerInstrument(
                    performer: id, instrument: instrumentID, isPrimary: played.isPrimary)
            }
        }
    }

    private func writeInstruments() throws {
        for (name, id) in instruments { try writer.insertInstrument(id: id, name: name, category: nil) }
    }

    // MARK: - Songs and their recordings

    private func writeSong(_ entry: SongIndexEntry, id: Int) throws {
        let summary = try answers.songSummary(entry.id)
        let title = summary.title.isEmpty ? entry.title : summary.title
        let composer = summary.composer ?? entry.composer
        try writer.insertSong(
            id: id, uuid: entry.id, title: title, composer: composer,
            composedYear: summary.composedYear ?? entry.composedYear, composedKey: summary.composedKey,
            structure: summary.structure, wikipediaURL: summary.wikipediaUrl,
            externalReferences: try Self.json(summary.externalReferences),
            alternateTitles: try Self.json(summary.altTitles),
            searchKey: SearchFolding.searchKey([title] + (composer.map { [$0] } ?? []) + summary.altTitles),
            sortKey: SearchFolding.fold(title), songReference: summary.songReference,
            musicbrainzID: summary.musicbrainzId, createdAt: summary.createdAt, updatedAt: summary.updatedAt)
        let firstAuthority = nextAuthority
        var recordings: [String: Int] = [:]
        for recording in try answers.shell(entry.id).recordings {
            recordings[recording.id.lowercased()] = nextRecording
            try writeRecording(try answers.recording(recording.id), song: id)
        }
        try writeUnlinkedRecommendations(
            summary.authorityRecommendationCount - (nextAuthority - firstAuthority), song: id)
        try writeMedia(transcriptions: summary.transcriptions, videos: answers.videos(entry.id), song: id, recordings)
    }

    /// The song's transcriptions and videos, each kept once, under an id of the catalog's form,
    /// with a web link (`WebLink`): what has no such id or link could be neither found again
    /// nor opened. A recording the song does not hold is named as none.
    private func writeMedia(
        transcriptions: [SoloTranscription], videos: [SongVideo], song: Int, _ recordings: [String: Int]
    ) throws {
        func kept(_ id: String) -> String? {
            let uuid = id.lowercased()
            guard UpstreamLimits.isWellFormedID(uuid), mediaWritten.insert(uuid).inserted else { return nil }
            return uuid
        }
        func recording(_ id: String?) -> Int? { id.flatMap { recordings[$0.lowercased()] } }
        for transcription in transcriptions {
            guard let uuid = kept(transcription.id) else { continue }
            try writer.insertTranscription(
                id: nextTranscription, uuid: uuid, song: song, recording: recording(transcription.recordingId),
                youtubeURL: transcription.youtubeUrl.flatMap { WebLink.isFollowable($0) ? $0 : nil })
            nextTranscription += 1
        }
        for video in videos where WebLink.isFollowable(video.youtubeUrl) {
            guard let uuid = kept(video.id) else { continue }
            try writer.insertVideo(
                id: nextVideo, uuid: uuid, song: song, recording: recording(video.recordingId),
                youtubeURL: video.youtubeUrl, title: video.title, description: video.description,
                type: video.videoType, durationSeconds: video.durationSeconds)
            nextVideo += 1
        }
    }

    /// The song's recommendations that name no recording of the catalog: the API gives only
    /// their number (in the song's count), so that many rows keep the count the same.
    private func writeUnlinkedRecommendations(_ count: Int, song: Int) throws {
        guard count > 0 else { return }
        for _ in 0..<min(count, 10_000) {
            try writer.insertRecommendation(
                id: nextAuthority, song: song, recording: nil, source: "unlinked", text: nil, sourceURL: nil,
                artistName: nil, albumTitle: nil, recordingYear: nil)
            nextAuthority += 1
        }
    }

    private func writeRecording(_ detail: RecordingDetail, song: Int) throws {
        let id = nextRecording
        nextRecording += 1
        try writer.insertRecording(
            id: id, uuid: detail.id, song: song, title: detail.title, year: detail.recordingYear,
            date: detail.recordingDate, datePrecision: nil,
            defaultRelease: detail.defaultReleaseId.flatMap { releases[$0] }, isCanonical: detail.isCanonical,
            notes: detail.notes)
        let pageSpotifyRelease = detail.releases.filter { $0.spotifyTrackUrl != nil }.compactMap { releases[$0.id] }
            .min()
        for release in detail.releases {
            guard let releaseID = releases[release.id] else { continue }
            try writer.insertTrack(
                recording: id, release: releaseID, disc: release.discNumber, number: release.trackNumber)
            if let url = release.spotifyTrackUrl {
                // The page's own Spotify link is this file's first of them (by release): it
                // keeps the page's album, which may name another than the release's.
                let album =
                    releaseID == pageSpotifyRelease
                    ? detail.streamingLinks[StreamingService.spotify.rawValue]?.albumUrl ?? release.spotifyAlbumUrl
                    : release.spotifyAlbumUrl
                try writer.insertStreamingLink(
                    recording: id, release: releaseID, service: StreamingService.spotify.rawValue, trackURL: url,
                    albumURL: album, previewURL: nil)
            }
        }
        // The page's one link a service (Spotify's among the releases' when a release has it):
        // kept on the default release, else on the first.
        if let home = detail.defaultReleaseId.flatMap({ releases[$0] })
            ?? detail.releases.first.flatMap({ releases[$0.id] })
        {
            for (service, payload) in detail.streamingLinks.sorted(by: { $0.key < $1.key }) {
                if service == StreamingService.spotify.rawValue,
                    detail.releases.contains(where: { $0.spotifyTrackUrl != nil })
                {
                    continue
                }
                try writer.insertStreamingLink(
                    recording: id, release: home, service: service, trackURL: payload.trackUrl,
                    albumURL: payload.albumUrl, previewURL: payload.previewUrl)
            }
        }
        for performer in detail.performers {
            guard let performerID = performers[performer.id] else { continue }
            let role = CreditRole(rawValue: performer.role) ?? .other
            try writer.insertCredit(
                recording: id, performer: performerID, instrument: instrument(performer.instrument), role: role)
        }
        try writeVotes(detail.communityData, recording: id)
        for recommendation in detail.authorityRecommendations {
            try writer.insertRecommendation(
                id: nextAuthority, song: song, recording: id, source: recommendation.source,
                text: recommendation.recommendationText, sourceURL: recommendation.sourceUrl,
                artistName: recommendation.artistName, albumTitle: recommendation.albumTitle, recordingYear: nil)
            nextAuthority += 1
        }
    }

    /// Every release the recording pages show, numbered as `ReleaseNumbering` orders them.
    private func writeReleases() throws {
        var numbering = ReleaseNumbering()
        for song in answers.songs {
            for recording in try answers.shell(song.id).recordings {
                numbering.add(try answers.recording(recording.id))
            }
        }
        for release in numbering.ordered() { try writeRelease(release) }
    }

    private func writeRelease(_ release: ReleasePayload) throws {
        let id = releases.count + 1
        releases[release.id] = id
        try writer.insertRelease(
            id: id, uuid: release.id, title: release.title, artistCredit: release.artistCredit,
            year: release.releaseYear, date: release.releaseDate, label: release.label,
            catalogNumber: release.catalogNumber, format: release.formatName, country: release.country)
        let front = [release.coverArtSmall, release.coverArtMedium, release.coverArtLarge].map(Self.coverAddress)
        if front.contains(where: { $0 != nil }) {
            try writer.insertReleaseImage(
                release: id, source: release.coverArtSource ?? "Unknown", side: .front, small: front[0],
                medium: front[1], large: front[2], sourceURL: release.coverArtSourceUrl)
        }
        let back = [release.backCoverArtSmall, release.backCoverArtMedium, release.backCoverArtLarge].map(
            Self.coverAddress)
        if back.contains(where: { $0 != nil }) {
            try writer.insertReleaseImage(
                release: id, source: release.backCoverSource ?? "Unknown", side: .back, small: back[0],
                medium: back[1], large: back[2], sourceURL: release.backCoverSourceUrl)
        }
    }

    /// A cover's address as the mirror keeps it: a web address, or a demo cover (drawn from its
    /// own address). Any other is left out: a `file:` address in a server's answer would have
    /// the application read the user's disk, which it never does for a server.
    static func coverAddress(_ address: String?) -> String? {
        guard let address, let colon = address.firstIndex(of: ":") else { return nil }
        return coverSchemes.contains(address[..<colon].lowercased()) ? address : nil
    }

    /// The schemes of the cover addresses a mirror keeps.
    static let coverSchemes = ["http", "https", "demo-cover"]

    /// Votes that give the counts and the consensus the server reports: as many as the
    /// largest count, each field voted for the consensus by as many as its count.
    private func writeVotes(_ data: CommunityData?, recording: Int) throws {
        guard let data else { return }
        let counts = data.counts
        let total = max(counts.instrumental, counts.performanceKey, counts.tempoMarking)
        guard total > 0 else { return }
        let consensus = data.consensus
        for index in 0..<min(total, 10_000) {
            try writer.insertContribution(
                recording: recording, user: "synced-vote-\(index + 1)",
                isInstrumental: index < counts.instrumental ? consensus.isInstrumental : nil,
                performanceKey: index < counts.performanceKey ? consensus.performanceKey : nil,
                tempoMarking: index < counts.tempoMarking ? consensus.tempoMarking : nil,
                updatedAt: "1970-01-01T00:00:00Z")
        }
    }

    /// Each shell row's leader instrument as the server chose it, in place of the derivation's
    /// choice for a leader credited on several instruments: the server breaks that tie by its
    /// own numbering of the instruments, which this file does not have. Where the server chose
    /// another of several leaders (its collation orders their names otherwise), the file keeps
    /// its own leader and that leader's instrument.
    private func writeLeaderInstruments() throws {
        let recording = try db.statement(
            """
            UPDATE recordings SET leader_instrument_id = (SELECT id FROM instruments WHERE name = ?2)
            WHERE uuid = ?1 AND leader_id = (SELECT id FROM performers WHERE uuid = ?3)
            """)
        for song in answers.songs {
            for shellRow in try answers.shell(song.id).recordings {
                guard let leader = shellRow.performers.first(where: { $0.role == "leader" }) else { continue }
                try recording.bind(.text(shellRow.id), .optional(leader.instrument), .text(leader.id)).run()
            }
        }
        try db.execute(
            """
            UPDATE shell_rows SET leader_instrument =
              (SELECT i.name FROM recordings r JOIN instruments i ON i.id = r.leader_instrument_id
               WHERE r.id = shell_rows.recording_id)
            """)
    }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
