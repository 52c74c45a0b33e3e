import Foundation
import Preferences
import TestThreads
import Testing

@Suite("The state file", .testThreads)
struct StateFileTests {
    private struct Saved: Codable, Equatable {
        var tab: String
        var pages: [String]
    }

    private static func path() throws -> String {
        let folder = NSTemporaryDirectory() + "approachnote-state-" + UUID().uuidString.prefix(8)
        return folder + "/approachnote/state.json"
    }

    @Test("$XDG_STATE_HOME when absolute, else ~/.local/state")
    func location() {
        #expect(StateFile<Saved>.defaultPath(named: "s", environment: ["XDG_STATE_HOME": "/x"]) == "/x/approachnote/s")
        #expect(
            StateFile<Saved>.defaultPath(named: "s", environment: ["XDG_STATE_HOME": "x", "HOME": "/h"])
                == "/h/.local/state/approachnote/s")
    }

    @Test("no file reads as nothing, without a notice; what is saved is read back")
    func roundTrip() throws {
        let file = StateFile<Saved>(path: try Self.path())
        #expect(file.load().document == nil && file.load().notice == nil)
        try file.save(Saved(tab: "Artists", pages: ["song/1"]))
        #expect(file.load().document == Saved(tab: "Artists", pages: ["song/1"]))
        #expect(file.load().notice == nil)
    }

    @Test("a damaged file is set aside under a dated name, its bytes kept, and the notice says where")
    func damaged() throws {
        let path = try Self.path()
        let file = StateFile<Saved>(path: path)
        try file.save(Saved(tab: "Songs", pages: []))
        let damage = Data("{\"tab\": 3".utf8)
        try damage.write(to: URL(fileURLWithPath: path))
        let when = Date(timeIntervalSince1970: 1_764_680_400)
        let (document, notice) = file.load(now: when)
        #expect(document == nil)
        let aside = path + ".damaged-20251202-130000"
        #expect(
            notice
                == "The saved state at \(path) was damaged (it is not what this version writes); it is set aside as \(aside), and this run starts afresh."
        )
        #expect(FileManager.default.contents(atPath: aside) == damage)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(file.load().notice == nil, "afresh: the next run finds no file")

        // Damaged again in the same second: set aside beside the first, which stays as it was.
        try Data("[".utf8).write(to: URL(fileURLWithPath: path))
        #expect(file.load(now: when).notice?.contains(aside + "-2") == true)
        #expect(FileManager.default.contents(atPath: aside) == damage)
        #expect(FileManager.default.contents(atPath: aside + "-2") == Data("[".utf8))
    }
}
