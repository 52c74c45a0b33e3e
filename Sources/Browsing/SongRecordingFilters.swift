import Catalog

/// The song page's filters. A recording is shown when it passes all of them.
///
/// Streaming: any selected service overrides the Playable toggle (keep rows on any selected
/// service); otherwise Playable keeps rows on at least one service; otherwise everything.
public struct SongRecordingFilters: Hashable, Sendable, Codable {
    public var playableOnly: Bool
    public var services: Set<StreamingService>
    public var performance: PerformanceType
    public var instrument: InstrumentFamily?

    /// The page's defaults: Playable only on, nothing else selected.
    public init(
        playableOnly: Bool = true, services: Set<StreamingService> = [], performance: PerformanceType = .all,
        instrument: InstrumentFamily? = nil
    ) {
        self.playableOnly = playableOnly
        self.services = services
        self.performance = performance
        self.instrument = instrument
    }

    /// True when anything narrows the list beyond the defaults' Playable toggle, i.e. when
    /// "Clear filters" would change something.
    public var isNarrowing: Bool { !services.isEmpty || performance != .all || instrument != nil }

    public func admits(_ row: ShellRecording) -> Bool {
        if let instrument, !row.instrumentsPresent.contains(where: { InstrumentFamily.family(for: $0) == instrument }) {
            return false
        }
        guard performance.admits(consensusIsInstrumental: row.isInstrumental) else { return false }
        if !services.isEmpty {
            return services.contains { Self.isAvailable(row, on: $0) }
        }
        return !playableOnly || StreamingService.allCases.contains { Self.isAvailable(row, on: $0) }
    }

    public static func isAvailable(_ row: ShellRecording, on service: StreamingService) -> Bool {
        switch service {
        case .spotify: row.hasSpotify
        case .appleMusic: row.hasAppleMusic
        case .youtube: row.hasYoutube
        }
    }

    /// The families found among all the song's recordings (not just the filtered ones), in
    /// display-name order: what the Filter sheet offers.
    public static func availableFamilies(in rows: [ShellRecording]) -> [InstrumentFamily] {
        var found = Set<InstrumentFamily>()
        var seenInstruments = Set<String>()
        for row in rows {
            for instrument in row.instrumentsPresent where seenInstruments.insert(instrument).inserted {
                if let family = InstrumentFamily.family(for: instrument) { found.insert(family) }
            }
        }
        return found.sorted { $0.displayName < $1.displayName }
    }
}
