import Catalog

extension RecordingDetail {
    /// The page of a recording whose server shows its row in the batches but no page of it,
    /// made from the row so that every list and card shows what the server's lists show.
    ///
    /// The row names no release: its album, credit and covers make one release, the
    /// recording's default, named as the song's featured row names it where the song features
    /// the recording (which gives its date and notes too), else by an id of the mirror's own. Its
    /// services are kept without addresses where the row gives none, so the recording counts as
    /// playable there but no page offers a link it does not have. Each of its authorities'
    /// recommendations is kept without the text the row does not carry.
    init(batchRow row: RecordingPayload, featured: FeaturedRecording?) {
        self.init(id: row.id)
        title = row.title
        recordingDate = featured?.recordingDate
        notes = featured?.notes
        recordingYear = row.recordingYear
        isCanonical = row.isCanonical
        albumTitle = row.albumTitle
        albumArtSmall = row.bestCoverArtSmall
        albumArtMedium = row.bestCoverArtMedium
        albumArtLarge = row.bestCoverArtLarge
        albumArtSource = row.bestCoverArtSource
        albumArtSourceUrl = row.bestCoverArtSourceUrl
        performers = row.performers.map(DetailPerformer.init)

        var release = ReleasePayload(
            id: featured?.defaultReleaseId
                ?? StableIdentifier.uuid(naming: "releases", "mirrored from a batch row", row.id))
        release.title = row.albumTitle
        release.artistCredit = row.artistCredit
        release.isDefault = true
        release.coverArtSmall = row.bestCoverArtSmall
        release.coverArtMedium = row.bestCoverArtMedium
        release.coverArtLarge = row.bestCoverArtLarge
        release.coverArtSource = row.bestCoverArtSource
        release.coverArtSourceUrl = row.bestCoverArtSourceUrl
        release.backCoverArtSmall = row.backCoverArtSmall
        release.backCoverArtMedium = row.backCoverArtMedium
        release.backCoverArtLarge = row.backCoverArtLarge
        release.backCoverSource = row.backCoverSource
        release.backCoverSourceUrl = row.backCoverSourceUrl
        release.hasBackCover = row.hasBackCover
        releases = [release]
        defaultReleaseId = release.id

        var services = Set(row.streamingServices.compactMap(StreamingService.init(rawValue:)))
        if row.hasSpotify { services.insert(.spotify) }
        if row.hasAppleMusic { services.insert(.appleMusic) }
        if row.hasYoutube { services.insert(.youtube) }
        for service in services {
            let address = service == .spotify ? row.bestSpotifyUrl ?? "" : ""
            streamingLinks[service.rawValue] = StreamingLinkPayload(trackUrl: address, albumUrl: nil, previewUrl: nil)
        }

        if let summary = row.communityData, summary.counts.instrumental > 0 {
            communityData = CommunityData(
                consensus: CommunityData.Consensus(
                    isInstrumental: summary.consensus.isInstrumental, performanceKey: nil, tempoMarking: nil),
                counts: CommunityData.Counts(
                    instrumental: summary.counts.instrumental, performanceKey: 0, tempoMarking: 0))
        }

        let sources = row.authoritySources.isEmpty ? ["Unknown"] : row.authoritySources
        authorityRecommendations = (0..<row.authorityCount).map { index in
            AuthorityRecommendation(
                id: nil, source: sources[index % sources.count], recommendationText: nil, sourceUrl: nil,
                artistName: nil, albumTitle: nil)
        }
    }
}
