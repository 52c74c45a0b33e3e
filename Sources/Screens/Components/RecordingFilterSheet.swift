import Browsing
import Catalog
import Layout

/// The song page's Filter sheet ("Filter Recordings"), under the recordings' controls: the
/// streaming services (several at once; any of them overrides Playable only?) and one
/// instrument family among those the song's recordings have. Like the upstream's sheet it
/// edits the filters directly, so the count and the shelves change as the user chooses.
struct RecordingFilterSheet: View {
    static let title = "Filter Recordings"
    static let done = "Done"
    static let clearAll = "Clear all"
    /// Wide enough for "(•) Vibraphone", the longest family.
    static let chipWidth = 14

    let filters: SongRecordingFilters
    /// The families found among all the song's recordings, not only the ones shown.
    let families: [InstrumentFamily]
    /// The columns the sheet is drawn in, its border included.
    let width: Int
    let change: ((inout SongRecordingFilters) -> Void) -> Void
    let clearAll: () -> Void
    let close: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 2) {
                Text(Self.title).bold()
                Spacer()
                if filters.sheetChoices > 0 { Button(Self.clearAll, action: clearAll) }
                Button(Self.done, action: close).id(FocusTarget.filterDone)
            }
            Text("Playback availability").bold()
            Text("Select which service(s) you'd like to include for playback").secondary()
            for service in StreamingService.allCases {
                Toggle(service.displayName, isOn: filters.services.contains(service)) { [change] on in
                    change { filters in
                        if on { filters.services.insert(service) } else { filters.services.remove(service) }
                    }
                }
                .id(FocusTarget.service(service))
            }
            if !families.isEmpty {
                Text("By Instrument").bold()
                Text("Select to filter for recordings that feature a specific instrument").secondary()
                for row in chipRows { HStack(spacing: 2) { for family in row { chip(family) } } }
            }
        }
        .padding(horizontal: 1, vertical: 0)
        .frame(maxWidth: Proposal.unlimited)
        .border()
        .focusSection(.panel)
        .id(Self.panelID)
    }

    /// The sheet's id on the page, which scrolls it into view whole when it opens.
    static let panelID = "filter-sheet"

    /// Three chips to a row, fewer when the sheet is narrow.
    private var chipRows: [[InstrumentFamily]] {
        // Inside the border and the padding: two cells each side.
        let inner = width - 4
        let columns = max(1, min(3, (inner + 2) / (Self.chipWidth + 2)))
        return stride(from: 0, to: families.count, by: columns).map {
            Array(families[$0..<min($0 + columns, families.count)])
        }
    }

    /// A family to pick; picking the chosen one again clears it. The mark, not colour, shows
    /// which is chosen.
    private func chip(_ family: InstrumentFamily) -> Element {
        let chosen = filters.instrument == family
        return Button(
            title: family.displayName,
            action: { [change] in change { $0.instrument = chosen ? nil : family } }
        ) {
            Text((chosen ? "(•) " : "( ) ") + family.displayName).frame(width: Self.chipWidth)
        }
        .accessibilityValue(chosen ? "chosen" : "")
    }
}

extension SongRecordingFilters {
    /// How many choices the Filter sheet holds (services and an instrument family; Playable
    /// only? and Performance Type have controls of their own): the Filter button shows it.
    var sheetChoices: Int { services.count + (instrument == nil ? 0 : 1) }

    /// "Clear all": the sheet's choices go; the controls outside it keep theirs.
    mutating func clearSheetChoices() {
        services.removeAll()
        instrument = nil
    }

    /// "Filter", or "Filter (2)" with two choices made in the sheet.
    var filterButtonLabel: String { sheetChoices == 0 ? "Filter" : "Filter (\(sheetChoices))" }
}
