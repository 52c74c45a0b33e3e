import ApplicationTestSupport
import CatalogTestSupport
import TestThreads
import Testing

/// A command's options mean the same before the command as after it.
@Suite("Options before or after the command", .serialized, .testThreads)
struct OptionOrderTests {
    @Test("--images and --size before render print what they print after it")
    func beforeTheCommand() throws {
        let link = try ScenarioExpectations.allOfMeLink()
        let after = SharedDemoCatalog.run(["render", link, "--size", "60x50", "--images", "off"])
        let before = SharedDemoCatalog.run(["--images", "off", "render", link, "--size", "60x50"])
        #expect(after.status == 0, "\(after.error)")
        #expect(before.status == 0, "\(before.error)")
        #expect(before.output == after.output)
        #expect(before.output.filter { $0 == "\n" }.count == 50, "fifty rows")
    }

    @Test("the top-level help names --images and its modes")
    func help() {
        let help = SharedDemoCatalog.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("[--images MODE]"))
        #expect(
            help.output.contains("  --images MODE    covers drawn with auto (what the terminal shows), kitty, sixel,"))
    }
}
