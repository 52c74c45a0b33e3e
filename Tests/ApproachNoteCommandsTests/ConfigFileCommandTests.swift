import CatalogTestSupport
import CommandSupport
import Foundation
import Keys
import Screens
import TestThreads
import Testing

@testable import ApproachNoteCommands

/// The config file as the commands read it: `approachnote config` says where it is and what
/// each setting is, options win over it, and a line it cannot understand is reported and
/// skipped while the command goes on.
@Suite("The config file and the commands", .serialized, .testThreads)
struct ConfigFileCommandTests {
    /// A config folder of its own, holding `text` as the file when given.
    private static func configHome(_ text: String? = nil) throws -> String {
        let home = NSTemporaryDirectory() + "approachnote-config-home-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: home + "/approachnote", withIntermediateDirectories: true)
        if let text { try text.write(toFile: home + "/approachnote/config", atomically: true, encoding: .utf8) }
        return home
    }

    private static func run(_ arguments: [String], home: String) -> (status: Int32, output: String, error: String) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(
            arguments, environment: ["XDG_CONFIG_HOME": home, "HOME": home + "/home"], io: io)
        return (status, io.output, io.error)
    }

    @Test("with no file: where it would be, and every default")
    func noFile() throws {
        let home = try Self.configHome()
        let result = Self.run(["config"], home: home)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(7)) == [
                "Config file: \(home)/approachnote/config (none yet: a setting changed in the application makes it)",
                "  theme   = terminal  (the default)",
                "  images  = auto  (the default)",
                "  server  = none  (the default)",
                "  catalog = \(home)/home/.local/share/approachnote/catalog.sqlite  (the default)",
                "  browser = auto  (the default)",
                "Keys (key.NAME = KEYS in the file chooses others; the arrows, Tab, Enter and the editing keys are fixed):",
            ])
        #expect(lines.count == 7 + KeyMap.rebindable.count, "every key the user may choose")
        #expect(lines[7] == "  quit              = q  (the default)")
        #expect(lines.contains("  back              = Esc, Backspace  (the default)"))
        #expect(lines.contains("  undo              = u  (the default)"))
        #expect(lines.contains("  pause             = p  (the default)"))
        #expect(lines.last == "  stop              = s  (the default)")
        #expect(result.error.isEmpty)
    }

    @Test("the file's values with their lines; a bad line is listed and ignored, and other commands go on, warned")
    func fileValues() throws {
        let home = try Self.configHome(
            "# mine\ntheme = dark\ncolour = red\nimages = symbols\ncatalog = \(SharedDemoCatalog.path)\n")
        let result = Self.run(["config"], home: home)
        // One literal each, which the compiler checks at once: a sum of strings in an
        // expectation is seconds of type checking.
        let problem = """
            the config file \(home)/approachnote/config: line 3: unknown setting 'colour' (approachnote config \
            --help lists them); it is ignored.
            """
        let expected: [String] = [
            "Config file: \(home)/approachnote/config",
            "  theme   = dark  (the file, line 2)",
            "  images  = symbols  (the file, line 4)",
            "  server  = none  (the default)",
            "  catalog = \(SharedDemoCatalog.path)  (the file, line 5)",
            "  browser = auto  (the default)",
        ]
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(6)) == expected)
        #expect(lines.suffix(2) == ["Problems:", "  \(problem)"])
        let info = Self.run(["catalog", "info"], home: home)
        #expect(info.status == 0, "the file's catalog is read")
        #expect(info.output.hasPrefix("ApproachNote catalog at \(SharedDemoCatalog.path) "))
        #expect(info.error == "approachnote: \(problem)\n")
    }

    @Test(
        "every key binding with its source: one the file chose, one it tried to give a key that is taken, listed whole")
    func keys() throws {
        let home = try Self.configHome("key.quit = x\nkey.search = f\n")
        let lines = Self.run(["config"], home: home).output.split(separator: "\n").map(String.init)
        #expect(lines.contains("  quit              = x  (the file, line 1)"))
        #expect(lines.contains("  search            = /  (the default: line 2 is ignored, see below)"))
        #expect(lines.contains("  favorite          = f  (the default)"))
        let problems = try #require(lines.firstIndex(of: "Problems:"))
        #expect(
            lines[problems + 1]
                == "  the config file \(home)/approachnote/config: line 2: f already does something else (mark the focused card's recording ★ (or the page's), or take the ★ off); it is ignored.",
            "\(lines[problems + 1])")
    }

    @Test("--catalog wins over the file's catalog; without it, a catalog the file names must exist")
    func optionsWin() throws {
        let missing = NSTemporaryDirectory() + "approachnote-no-such-catalog.sqlite"
        let home = try Self.configHome("catalog = \(missing)\n")
        let given = Self.run(["--catalog", SharedDemoCatalog.path, "config"], home: home)
        #expect(given.output.contains("  catalog = \(SharedDemoCatalog.path)  (--catalog)\n"), "\(given.output)")
        #expect(Self.run(["--catalog", SharedDemoCatalog.path, "catalog", "info"], home: home).status == 0)
        let fromFile = Self.run(["catalog", "info"], home: home)
        #expect(fromFile.status == 1)
        #expect(fromFile.error.contains("No catalog at \(missing)."), "\(fromFile.error)")
        #expect(!FileManager.default.fileExists(atPath: missing), "nothing is generated there")
    }

    @Test("the file's server is read by what reads servers, unless --catalog says otherwise; serve reads the file")
    func server() throws {
        let home = try Self.configHome("server = http://127.0.0.1:9/\ncatalog = \(SharedDemoCatalog.path)\n")
        let shown = Self.run(["config"], home: home)
        #expect(shown.output.contains("  server  = http://127.0.0.1:9  (the file, line 1)\n"), "\(shown.output)")
        #expect(shown.output.contains("(not read: the server is)"))
        #expect(shown.output.contains("server and catalog are both set"))
        let overridden = Self.run(["--catalog", SharedDemoCatalog.path, "config"], home: home)
        #expect(overridden.output.contains("  server  = none  (the default)\n"), "\(overridden.output)")
        let unreachable = Self.run(["catalog", "info"], home: home)
        #expect(unreachable.status == 1, "the file's server is tried: \(unreachable.error)")
        #expect(Self.run(["serve", "--listen", "nowhere"], home: home).status == 2, "serve takes no server")
    }

    @Test("a server line that is no address is reported and ignored: the file's catalog is read")
    func badServer() throws {
        let home = try Self.configHome("server = not a url\ncatalog = \(SharedDemoCatalog.path)\n")
        let info = Self.run(["catalog", "info"], home: home)
        #expect(info.status == 0, "\(info.error)")
        #expect(
            info.error
                == "approachnote: the config file \(home)/approachnote/config: line 1: server takes an http:// or https:// address, not 'not a url'; it is ignored.\n"
        )
    }

    @Test("a choice on the Settings tab writes only what it changed: an --images of this run is not written")
    func keeperWritesTheChange() throws {
        let home = try Self.configHome("# mine\nimages = symbols\n")
        let file = UserConfig(environment: ["XDG_CONFIG_HOME": home]).file
        var before = BrowserSettings(catalogPath: "")
        before.coverArt = .kitty
        var after = before
        after.theme = .dark
        #expect(SettingsKeeper(file: file).keep(before, after) == nil)
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "# mine\nimages = symbols\ntheme = dark\n")
    }

    @Test("render draws with the file's cover mode; --images wins over it")
    func renderUsesTheFile() throws {
        let home = try Self.configHome("images = off\n")
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        /// The line under the featured heading: the years when cards have no art rows.
        func underFeatured(_ output: String) -> String? {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines.firstIndex(of: " FEATURED RECORDINGS").map { lines[$0 + 1] }
        }
        let off = Self.run(["--catalog", SharedDemoCatalog.path, "render", link, "--size", "100x40"], home: home)
        #expect(off.status == 0)
        #expect(underFeatured(off.output)?.hasPrefix(" 1932 ") == true, "no art rows: \(off.output)")
        let symbols = Self.run(
            ["--catalog", SharedDemoCatalog.path, "render", link, "--size", "100x40", "--images", "symbols"], home: home
        )
        #expect(underFeatured(symbols.output)?.hasPrefix(" 1932 ") == false, "art rows: \(symbols.output)")
    }
}
