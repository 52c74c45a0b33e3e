import Browsing
import DemoCatalog

/// The demo catalog's counts as the screens write them: `DemoCatalogShape`'s numbers with their
/// digits grouped. A test's expected text reads them here, so that it follows the catalog's
/// contract rather than repeating it.
package enum DemoCounts {
    /// " Songs (\(DemoCounts.songs))": the songs tab's heading.
    package static let songs = GroupedNumber.text(DemoCatalogShape.songCount)
    /// " Artists (\(DemoCounts.artists))": the artists tab's heading.
    package static let artists = GroupedNumber.text(DemoCatalogShape.performerCount)
    package static let recordings = GroupedNumber.text(DemoCatalogShape.recordingCount)
    /// "RECORDINGS (\(DemoCounts.armstrongRecordings))": Louis Armstrong's page.
    package static let armstrongRecordings = GroupedNumber.text(DemoCatalogShape.armstrongRecordingCount)
}
