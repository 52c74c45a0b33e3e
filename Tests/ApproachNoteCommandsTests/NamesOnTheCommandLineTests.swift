import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import TestThreads
import Testing

/// A song's or an artist's name wherever the command line asks for a page or a song: the one
/// entry it names, else an error that lists those it could mean with their ids.
@Suite("Names where an id is asked, on the command line", .testThreads)
struct NamesOnTheCommandLineTests {
    @Test("recordings and render take a title or a name, in any capitals, misspelt a letter, as they take a link")
    func names() throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("Summertime"))"
        let byLink = SharedDemoCatalog.run(["recordings", link])
        #expect(byLink.status == 0 && byLink.output.hasPrefix("Summertime — ALL RECORDINGS ("), "\(byLink)")
        for name in ["Summertime", "summertime", "summertim"] {
            #expect(SharedDemoCatalog.run(["recordings", name]).output == byLink.output, "\(name)")
        }
        let artist = SharedDemoCatalog.run(["recordings", "louis armstrong"])
        #expect(artist.output.hasPrefix("Louis Armstrong — RECORDINGS (\(DemoCounts.armstrongRecordings))\n"))
        let render = SharedDemoCatalog.run(["render", "All of Me", "--size", "80x24"])
        #expect(render.status == 0, "\(render.error)")
        #expect(render.output.split(separator: "\n").contains(" All of Me (1931)"), "\(render.output)")
    }

    @Test("a name that could mean several is status 2 and lists them with their ids; one that means none, status 3")
    func ambiguous() throws {
        let result = SharedDemoCatalog.run(["recordings", "blue monk"])
        let monk = try SharedDemoCatalog.songID("Blue Monk")
        #expect(result.status == 0 && result.output.hasPrefix("Blue Monk — "), "an exact title is the one: \(result)")
        let blue = SharedDemoCatalog.run(["recordings", "blue"])
        #expect(blue.status == 2)
        let lines = blue.error.split(separator: "\n").map(String.init)
        #expect(
            lines[0].hasPrefix("approachnote: “blue” names ") && lines[0].hasSuffix(" entries; give one's id instead:"))
        #expect(lines.contains("  song    \(monk)  Blue Monk (1954)"), "\(blue.error)")
        #expect(lines.count <= 20 + 3)
        let none = SharedDemoCatalog.run(["open", "qqqzzz"])
        #expect(none.status == 3)
        #expect(none.error == "approachnote: No song or artist is named “qqqzzz”.\n")
    }

    @Test("library add song takes a title, and the repertoire its name in other capitals")
    func librarySong() throws {
        let library = NSTemporaryDirectory() + "approachnote-names-\(UUID().uuidString.prefix(8)).sqlite"
        let run = { (arguments: [String]) in SharedDemoCatalog.run(["--library", library] + arguments) }
        #expect(run(["library", "add", "repertoire", "Friday Gig"]).status == 0)
        let added = run(["library", "add", "song", "Autumn Leaves", "--to", "friday gig"])
        #expect(added.status == 0 && added.output == "Autumn Leaves is now in “Friday Gig”.\n", "\(added)")
        let vague = run(["library", "add", "song", "blue", "--to", "friday gig"])
        #expect(vague.status == 2 && vague.error.contains("Blue Monk (1954)"))
        #expect(!vague.error.contains("  artist "), "a song is asked for: no artist is offered")
    }
}
