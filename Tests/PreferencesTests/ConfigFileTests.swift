import Foundation
import Preferences
import TestThreads
import Testing

@Suite("The config file on disk", .testThreads)
struct ConfigFileTests {
    private static let keys = [
        ConfigKey(
            name: "theme", values: ["terminal", "light", "dark"], placeholder: "terminal|light|dark", summary: "colours"
        ),
        ConfigKey(name: "catalog", values: nil, placeholder: "PATH", summary: "the file"),
    ]

    private static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "approachnote-config-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("$XDG_CONFIG_HOME when absolute, else ~/.config")
    func location() {
        #expect(
            ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/approachnote/config")
        #expect(
            ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
                == "/h/.config/approachnote/config")
        #expect(ConfigFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/approachnote/config")
    }

    @Test("a missing file is no problem and has no values")
    func missing() throws {
        let file = ConfigFile(path: try Self.folder() + "/none/config", keys: Self.keys)
        #expect(file.document == nil && file.problems.isEmpty && file.values.isEmpty)
    }

    @Test("malformed lines, unknown keys and wrong values are reported by line and left out; the rest is read")
    func problems() throws {
        let path = try Self.folder() + "/config"
        try "theme = blue\ncolour = red\njunk\ncatalog = /tmp/x.sqlite\ntheme =\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let file = ConfigFile(path: path, keys: Self.keys)
        #expect(
            file.problems.map(\.description) == [
                "line 1: theme takes terminal, light or dark, not 'blue'",
                "line 2: unknown setting 'colour' (approachnote config --help lists them)",
                "line 3: not a setting (write key = value, or # before a comment)",
                "line 5: theme has no value",
            ])
        #expect(file.values.mapValues(\.value) == ["catalog": "/tmp/x.sqlite"])
        #expect(file.values["catalog"]?.line == 4)
    }

    @Test("a file over 1 MB is one problem, read no further than its limit, and there are no values")
    func oversized() throws {
        let folder = try Self.folder()
        let comments = String(repeating: "# a comment line that goes on and on\n", count: 60_000)
        let text = "catalog = /tmp/x.sqlite\n" + comments
        #expect(text.utf8.count > ConfigFile.largestFile)
        #expect(FileManager.default.createFile(atPath: folder + "/config", contents: Data(text.utf8)))
        let file = ConfigFile(path: folder + "/config", keys: Self.keys)
        #expect(
            file.problems.map(\.description) == [
                "\(folder)/config could not be read: it is larger than 1 MB"
            ])
        #expect(file.values.isEmpty && file.document == nil)
    }

    @Test("a file that is not UTF-8, or a folder in its place, is one problem, and there are no values")
    func unreadable() throws {
        let folder = try Self.folder()
        #expect(FileManager.default.createFile(atPath: folder + "/config", contents: Data([0x74, 0xFF, 0xFE, 0x0A])))
        let binary = ConfigFile(path: folder + "/config", keys: Self.keys)
        #expect(binary.problems.map(\.description) == ["\(folder)/config could not be read: it is not UTF-8 text"])
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
        let directory = ConfigFile(path: folder + "/dir", keys: Self.keys)
        #expect(directory.problems.count == 1 && directory.values.isEmpty)
    }

    @Test("saving into no file makes one with the header, its folders owner-only; saving again keeps the user's lines")
    func saves() throws {
        let folder = try Self.folder()
        let path = folder + "/approachnote/config"
        let file = ConfigFile(path: path, keys: Self.keys)
        try file.save("theme", "dark")
        let made = try String(contentsOfFile: path, encoding: .utf8)
        #expect(made.hasPrefix("# ApproachNote's settings"))
        #expect(made.contains("# theme = terminal|light|dark   (colours)\n"))
        #expect(made.hasSuffix("\ntheme = dark\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder + "/approachnote")
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)

        // The user edits it meanwhile; the next save starts from what is on disk.
        try "# mine\ncatalog = /x\n\ntheme = dark # not a comment\n".write(
            toFile: path, atomically: false, encoding: .utf8)
        try file.save("theme", "light")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\ncatalog = /x\n\ntheme = light\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/approachnote")
        #expect(leftovers == ["config"], "no temporary file is left behind")
    }

    @Test("a config file that is a link stays a link; the file it names is replaced")
    func link() throws {
        let folder = try Self.folder()
        try "theme = dark\n".write(toFile: folder + "/real", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/config", withDestinationPath: folder + "/real")
        try ConfigFile(path: folder + "/config", keys: Self.keys).save("theme", "light")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/config") == folder + "/real")
        #expect(try String(contentsOfFile: folder + "/real", encoding: .utf8) == "theme = light\n")
    }

    @Test("a config folder that cannot be made is an error that names the file, and nothing is written")
    func unwritable() throws {
        let folder = try Self.folder()
        try "not a folder\n".write(toFile: folder + "/blocker", atomically: true, encoding: .utf8)
        let path = folder + "/blocker/approachnote/config"
        #expect {
            try ConfigFile(path: path, keys: Self.keys).save("theme", "light")
        } throws: { error in
            (error as? AtomicFile.WriteError)?.description.hasPrefix(
                "Could not write \(path): its folder could not be made")
                == true
        }
        #expect(try String(contentsOfFile: folder + "/blocker", encoding: .utf8) == "not a folder\n")
    }
}
