import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Playback

/// What mpv reports, handed to the player line by line in an order a real mpv sends them only
/// now and then: the player's mpv is a stand-in that reads what it is told and says nothing, so
/// the test says it instead.
@Suite("mpv's reports, late and hostile", .testThreads)
struct PlayerReportsTests {
    /// A player playing `count` items through a silent stand-in for mpv, which writes what it
    /// is told to `told` when given.
    private static func playing(_ count: Int, told: String = "/dev/null") throws -> Player {
        let folder = NSTemporaryDirectory() + "silent-mpv-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ExecutableScript.write("#!/bin/sh\nexec cat <&3 >'\(told)'\n", to: folder + "/mpv")
        let player = Player(path: folder) { _ in }
        try player.play((1...count).map { PlayItem(title: "Take \($0)", url: "https://example.com/\($0).mp3") })
        return player
    }

    /// mpv's line, as the player reads it: whether the line changed, and what the user is told.
    private static func receive(_ line: String, by player: Player) throws -> (changed: Bool, problem: String?) {
        try player.receive(#require(MPVMessages.event(from: Array(line.utf8))))
    }

    /// mpv's line, as the player reads it: whether the line changed.
    @discardableResult
    private static func report(_ line: String, to player: Player) throws -> Bool {
        try receive(line, by: player).changed
    }

    private static func loaded(_ load: Int, entry: Int) -> String {
        #"{"request_id":\#(MPVMessages.loadRequests + load),"error":"success","data":{"playlist_entry_id":\#(entry)}}"#
    }

    private static func duration(_ seconds: String) -> String {
        #"{"event":"property-change","id":2,"name":"duration","data":\#(seconds)}"#
    }

    private static let started = #"{"event":"playback-restart"}"#

    private static func ended(_ entry: Int) -> String {
        #"{"event":"end-file","reason":"eof","playlist_entry_id":\#(entry)}"#
    }

    private static func failed(_ entry: Int, _ reason: String) -> String {
        #"{"event":"end-file","reason":"error","playlist_entry_id":\#(entry),"file_error":"\#(reason)"}"#
    }

    private static func elapsed(_ seconds: String) -> String {
        #"{"request_id":\#(MPVMessages.elapsedRequest),"error":"success","data":\#(seconds)}"#
    }

    @Test("the length and the start of the file before, told after the user moved on, are not the next one's")
    func theFileBeforesReports() throws {
        let player = try Self.playing(2)
        defer { player.shutdown() }
        try Self.report(Self.loaded(1, entry: 1), to: player)
        #expect(try Self.report(Self.duration("30.0"), to: player))
        #expect(player.nowPlaying?.length == 30)
        #expect(try !Self.report(Self.duration("30.2"), to: player), "the same whole second")
        try Self.report(Self.started, to: player)
        #expect(try Self.report(Self.elapsed("12.5"), to: player))
        #expect(player.nowPlaying?.elapsed == 12)

        #expect(player.next())
        #expect(try !Self.report(Self.duration("30.0"), to: player))
        try Self.report(Self.started, to: player)
        #expect(try !Self.report(Self.elapsed("83.2"), to: player), "not started: the start was the file before's")
        #expect(
            player.nowPlaying
                == NowPlaying(title: "Take 2", elapsed: 0, length: nil, isPaused: false, place: 2, count: 2))

        try Self.report(Self.loaded(2, entry: 2), to: player)
        #expect(try Self.report(Self.duration("100"), to: player))
        try Self.report(Self.started, to: player)
        #expect(try Self.report(Self.elapsed("1.0"), to: player))
        #expect(
            player.nowPlaying
                == NowPlaying(title: "Take 2", elapsed: 1, length: 100, isPaused: false, place: 2, count: 2))
    }

    @Test("a length or a time no file plays for (1e300, -1e300) is none, not a crash; a negative time is the start")
    func timesOutOfRange() throws {
        let player = try Self.playing(1)
        defer { player.shutdown() }
        try Self.report(Self.loaded(1, entry: 1), to: player)
        try Self.report(Self.duration("60"), to: player)
        #expect(try Self.report(Self.duration("1e300"), to: player))
        #expect(player.nowPlaying?.length == nil)
        try Self.report(Self.duration("-1e300"), to: player)
        #expect(player.nowPlaying?.length == nil)
        try Self.report(Self.started, to: player)
        try Self.report(Self.elapsed("5"), to: player)
        #expect(try !Self.report(Self.elapsed("1e300"), to: player))
        #expect(try !Self.report(Self.elapsed("-1e300"), to: player))
        #expect(player.nowPlaying?.elapsed == 5)
        #expect(try Self.report(Self.elapsed("-2.5"), to: player))
        #expect(player.nowPlaying?.elapsed == 0)
        #expect(Player.wholeSeconds(.nan) == nil && Player.wholeSeconds(.infinity) == nil)
        #expect(Player.wholeSeconds(59.999) == 59)
    }

    @Test("a playlist's address is replaced by its entries: the first one's end is the item's, and the next item plays")
    func playlistRedirected() throws {
        let player = try Self.playing(2)
        defer { player.shutdown() }
        try Self.report(Self.loaded(1, entry: 1), to: player)
        let redirect =
            #"{"event":"end-file","reason":"redirect","playlist_entry_id":1,"playlist_insert_id":2,"playlist_insert_num_entries":3}"#
        #expect(MPVMessages.event(from: Array(redirect.utf8)) == .redirected(entry: 1, to: 2))
        try Self.report(redirect, to: player)
        #expect(try Self.report(Self.ended(2), to: player))
        #expect(player.nowPlaying?.place == 2, "the next item")
        try Self.report(Self.loaded(2, entry: 5), to: player)
        #expect(try Self.report(Self.ended(5), to: player))
        #expect(player.nowPlaying == nil, "the end of what plays")
    }

    @Test("a link mpv cannot play is passed over for the next, and said; the last one's failure ends what plays")
    func failurePassedOver() throws {
        let player = try Self.playing(3)
        defer { player.shutdown() }
        try Self.report(Self.loaded(1, entry: 1), to: player)
        let passed = try Self.receive(Self.failed(1, "loading failed"), by: player)
        #expect(passed.changed && passed.problem == "mpv could not play “Take 1”: loading failed; on to the next.")
        #expect(player.nowPlaying?.place == 2 && player.nowPlaying?.title == "Take 2")

        #expect(player.next())
        try Self.report(Self.loaded(3, entry: 3), to: player)
        let ended = try Self.receive(Self.failed(3, #"no \u001b[2Jway"#), by: player)
        #expect(ended.changed && player.nowPlaying == nil)
        let problem = try #require(ended.problem)
        #expect(problem.hasPrefix("mpv could not play “Take 3”: no ") && problem.hasSuffix("way."), "\(problem)")
        #expect(!problem.unicodeScalars.contains { $0.value < 0x20 }, "\(problem)")
    }

    @Test("seeks made before the start take the file where the line says: back at the beginning goes nowhere")
    func seeksBeforeTheStart() throws {
        let told = NSTemporaryDirectory() + "mpv-told-" + UUID().uuidString.prefix(8)
        defer { try? FileManager.default.removeItem(atPath: told) }
        let player = try Self.playing(1, told: told)
        try Self.report(Self.loaded(1, entry: 1), to: player)
        try Self.report(Self.duration("60"), to: player)
        player.seek(by: -10)
        player.seek(by: 10)
        player.seek(by: 10)
        #expect(player.nowPlaying?.elapsed == 20)
        try Self.report(Self.started, to: player)
        player.shutdown()
        // What mpv was told, once the stand-in has read all of it (it ends as its socket closes).
        var seeks: [String] = []
        Waiting.until(seconds: 60) {
            let lines = ((try? String(contentsOfFile: told, encoding: .utf8)) ?? "").split(separator: "\n")
            seeks = lines.filter { $0.contains(#""seek""#) }.map(String.init)
            return lines.contains { $0.contains(#""quit""#) }
        }
        #expect(seeks == [String(decoding: MPVMessages.seek(by: 20).dropLast(), as: UTF8.self)])
    }

    @Test(
        "three links in a row that mpv cannot play stop what plays, saying the rest is not tried; one that starts clears the count"
    )
    func failuresInARowStop() throws {
        let player = try Self.playing(6)
        defer { player.shutdown() }
        func fail(_ load: Int) throws -> String? {
            try Self.report(Self.loaded(load, entry: load), to: player)
            return try Self.receive(Self.failed(load, "no network"), by: player).problem
        }
        #expect(try fail(1) == "mpv could not play “Take 1”: no network; on to the next.")
        #expect(try fail(2) == "mpv could not play “Take 2”: no network; on to the next.")
        // The third starts, then fails as it plays: the count starts again.
        try Self.report(Self.loaded(3, entry: 3), to: player)
        try Self.report(Self.started, to: player)
        #expect(try fail(3) == "mpv could not play “Take 3”: no network; on to the next.")
        #expect(try fail(4) == "mpv could not play “Take 4”: no network; on to the next.")
        #expect(
            try fail(5) == "mpv could not play “Take 5”: no network; 3 in a row failed, so the rest is not tried.")
        #expect(player.nowPlaying == nil)
    }
}
