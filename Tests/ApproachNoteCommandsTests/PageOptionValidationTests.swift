import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestThreads
import Testing

/// `recordings`, `render` and `open` check a page's options the same way: a sort the page
/// has not, or an option of the other kind of page, is a usage error that names it.
@Suite("Page options, checked alike by every command", .serialized, .testThreads)
struct PageOptionValidationTests {
    @Test(
        "a sort or an option the linked page has not: status 2 and the same words from recordings, render and open",
        arguments: [
            ("song", ["--sort", "song"], "Song pages sort by year or name, not 'song'."),
            ("song", ["--sort", "popularity"], "Song pages sort by year or name, not 'popularity'."),
            ("artist", ["--sort", "name"], "Artist pages sort by year or song, not 'name'."),
            ("artist", ["--playable-only", "off"], "--playable-only does not apply to artist pages."),
        ])
    func refused(page: String, options: [String], message: String) throws {
        let link =
            page == "song" ? try ScenarioExpectations.allOfMeLink() : try ScenarioExpectations.armstrongLink()
        for command in [["recordings", link], ["render", link], ["open", link, "--headless", "80x24"]] {
            let run = SharedDemoCatalog.run(command + options)
            #expect(run.status == 2, "\(command): \(run.error)")
            #expect(run.error.hasPrefix("approachnote: \(message)\n"), "\(command): \(run.error)")
            #expect(run.output.isEmpty)
        }
    }

    @Test("the sorts each page has are taken by render")
    func accepted() throws {
        #expect(
            SharedDemoCatalog.run(["render", try ScenarioExpectations.allOfMeLink(), "--sort", "name"]).status == 0)
        #expect(
            SharedDemoCatalog.run(["render", try ScenarioExpectations.armstrongLink(), "--sort", "song"]).status == 0)
    }
}
