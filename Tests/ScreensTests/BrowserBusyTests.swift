import Catalog
import CatalogTestSupport
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The browser is busy exactly while its ledger has work out for the page on screen or the
/// covers: catalog calls, shells, batches and covers all report into it.
@Suite("The browser is busy while its one ledger has work out", .testThreads)
struct BrowserBusyTests {
    @Test("opening an artist with covers: work is out until every call, row and cover has landed, then none")
    func everyPipelineReports() throws {
        let harness = try BrowserHarness()
        let ledger = harness.loader.work
        #expect(ledger.outstanding == 0)
        harness.startOpening("approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))")
        #expect(ledger.outstanding > 0, "the summary and the shell count from the moment they are asked for")
        // Each frame asks for the rows and covers it shows, so work starts again after frames:
        // the browser is busy whenever, and only when, the ledger has work out.
        // The pipelines' threads end work while the browser's answer is read: it is held to
        // the ledger when the ledger says the same before and after.
        var iterations = 0
        var compared = 0
        while !harness.loop.isIdle && iterations < 20_000 {
            harness.loop.iterate(timeoutMilliseconds: 1)
            let before = ledger.outstanding > 0
            let loading = harness.browser.isLoading
            if before == (ledger.outstanding > 0) {
                #expect(loading == before, "at iteration \(iterations)")
                compared += 1
            }
            iterations += 1
        }
        #expect(compared > 0)
        #expect(harness.loop.isIdle && !harness.browser.isLoading)
        #expect(ledger.outstanding == 0, "nothing left counted once the browser says it is done")
        #expect(harness.cards.count > 0 && !harness.screen.contains("loading…"))
    }
}
