import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Application

/// The desktop's opener: `$BROWSER` first, then `xdg-open` where there is a display; over ssh
/// or on a console, none.
@Suite("Opening links in the desktop's browser", .serialized, .testThreads)
struct LinkOpenerTests {
    /// A folder of executables that write their arguments, one a line, to `<name>.args`.
    private static func folder(_ programs: [String]) throws -> String {
        let folder = NSTemporaryDirectory() + "approachnote-opener-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for program in programs {
            let path = folder + "/" + program
            try ExecutableScript.write(
                "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > '\(path).args.tmp'\nmv '\(path).args.tmp' '\(path).args'\n",
                to: path)
        }
        return folder
    }

    private let url = "https://www.jazzstandards.com/compositions/allofme.htm"

    @Test("$BROWSER: the first command found, the link in place of %s or after its words")
    func browserVariable() throws {
        let folder = try Self.folder(["fake-browser"])
        let path = ["PATH": folder]
        #expect(
            LinkOpener(environment: path.merging(["BROWSER": "missing-one:fake-browser --new-tab"]) { $1 })
                .command(for: url) == ["fake-browser", "--new-tab", url])
        #expect(
            LinkOpener(environment: path.merging(["BROWSER": "fake-browser --open=%s"]) { $1 }).command(for: url)
                == ["fake-browser", "--open=\(url)"])
        #expect(
            LinkOpener(environment: path.merging(["BROWSER": "\(folder)/fake-browser"]) { $1 }).command(for: url)
                == ["\(folder)/fake-browser", url])
    }

    @Test(
        "lynx, w3m and the like draw in the terminal and are waited for; others start apart; the config decides for any"
    )
    func terminalBrowsers() throws {
        let folder = try Self.folder(["lynx", "w3m", "firefox"])
        for (browser, inTerminal) in [
            ("lynx", true), ("w3m -dump", true), ("\(folder)/lynx", true), ("firefox", false),
        ] {
            let opener = LinkOpener(environment: ["PATH": folder, "BROWSER": browser])
            let words = try #require(opener.command(for: url))
            #expect(opener.runsInTerminal(words) == inTerminal, "\(browser)")
        }
        #expect(LinkOpener(environment: [:], placement: .terminal).runsInTerminal(["firefox", url]))
        #expect(!LinkOpener(environment: [:], placement: .desktop).runsInTerminal(["lynx", url]))
        // Waited for: its work is done when it returns.
        let tricky = "https://example.org/a;b&c$(touch \(folder)/x)'\"`"
        #expect(LinkOpener(environment: ["PATH": folder]).runInTerminal(["lynx", tricky]))
        #expect(try String(contentsOfFile: folder + "/lynx.args", encoding: .utf8) == tricky + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/x"), "one word, never read by a shell")
        #expect(!LinkOpener(environment: ["PATH": folder]).runInTerminal(["missing-browser", url]))
    }

    @Test("xdg-open only with a display; without one, and without $BROWSER, no opener")
    func xdgOpen() throws {
        let folder = try Self.folder(["xdg-open"])
        #expect(LinkOpener(environment: ["PATH": folder, "DISPLAY": ":0"]).command(for: url) == ["xdg-open", url])
        #expect(
            LinkOpener(environment: ["PATH": folder, "WAYLAND_DISPLAY": "wayland-0"]).command(for: url)
                == ["xdg-open", url])
        #expect(LinkOpener(environment: ["PATH": folder]).command(for: url) == nil, "ssh: no display")
        #expect(LinkOpener(environment: ["PATH": "/nonexistent", "DISPLAY": ":0"]).command(for: url) == nil)
        #expect(!LinkOpener(environment: ["PATH": folder]).open(url))
    }

    @Test("open starts the opener with the link as one argument and returns at once")
    func opens() throws {
        let folder = try Self.folder(["fake-browser"])
        let tricky = "https://example.org/a;b&c$(touch \(folder)/x)'\"`"
        #expect(LinkOpener(environment: ["PATH": folder, "BROWSER": "fake-browser"]).open(tricky))
        let arguments = folder + "/fake-browser.args"
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: arguments), Date() < deadline { usleep(20_000) }
        #expect(try String(contentsOfFile: arguments, encoding: .utf8) == tricky + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/x"), "no shell read the link")
    }

    /// A browser outlives the application: it must not keep the application's pipes, sockets
    /// or files open (a peer would never see their end), so it starts with only its three
    /// standard streams, whatever the application held without close-on-exec.
    @Test("the opener keeps none of the application's descriptors")
    func opensWithNoDescriptorOfOurs() throws {
        let folder = NSTemporaryDirectory() + "approachnote-opener-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listing = folder + "/descriptors"
        try ExecutableScript.write(
            "#!/bin/sh\nfor f in /proc/$$/fd/*; do readlink \"$f\"; done > '\(listing).tmp'\nmv '\(listing).tmp' '\(listing)'\n",
            to: folder + "/fake-browser")
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        var status = stat()
        try #require(fstat(ends[0], &status) == 0)
        #expect(LinkOpener(environment: ["PATH": folder, "BROWSER": "fake-browser"]).open(url))
        #expect(Waiting.until { FileManager.default.fileExists(atPath: listing) })
        let targets = try String(contentsOfFile: listing, encoding: .utf8).split(separator: "\n")
        #expect(targets.contains("/dev/null"), "\(targets)")
        #expect(!targets.contains("pipe:[\(status.st_ino)]"), "\(targets)")
    }
}
