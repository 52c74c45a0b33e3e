import Catalog
import Foundation
import TestThreads
import Testing

@testable import ApproachNoteCommands

/// Covers at `file:` addresses are the user's own words only in a catalog file of their own:
/// a server's answers, read live or kept by `catalog sync`, never make the application read
/// the user's disk.
@Suite("Which catalogs' file: covers are read", .testThreads)
struct FileCoverRuleTests {
    @Test("read from the demo catalog or a file that does not say; never from a server, nor from its mirror")
    func rule() {
        #expect(BrowserCommand.readsFileCovers(fromServer: false, origin: .demo))
        #expect(BrowserCommand.readsFileCovers(fromServer: false, origin: .unrecorded))
        #expect(BrowserCommand.readsFileCovers(fromServer: false, origin: nil))
        #expect(
            !BrowserCommand.readsFileCovers(
                fromServer: false, origin: .synced(server: "https://api.example.org", at: Date())))
        #expect(!BrowserCommand.readsFileCovers(fromServer: true, origin: .unrecorded))
    }
}
