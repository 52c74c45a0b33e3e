import Foundation
import Library
import Testing

@testable import LibrarySync

/// Nothing lost, whatever stops a sync and whatever order two devices' changes meet in.
@Suite struct SyncConvergenceTests {
    /// Every kind of change, made on a device whose library was synced before.
    private func changes(on device: Device) throws {
        let gig = try #require(device.repertoire("Friday gig"))
        let ballads = try device.store.createRepertoire(named: "Ballads")
        try device.store.add(device.song(5), toRepertoire: ballads.id)
        try device.store.add(device.song(6), toRepertoire: ballads.id)
        try device.store.renameRepertoire(id: gig.id, to: "Saturday gig")
        try device.store.remove(song: SyncServer.id(1), fromRepertoire: gig.id)
        try device.store.add(device.song(4), toRepertoire: gig.id)
        let scratch = try device.store.createRepertoire(named: "Scratch")
        try device.store.add(device.song(7), toRepertoire: scratch.id)
        try device.store.deleteRepertoire(id: scratch.id)
        try device.store.removeFavorite(id: SyncServer.id(101))
        try device.store.addFavorite(device.favorite(104))
        let old = try #require(device.repertoire("Old"))
        try device.store.deleteRepertoire(id: old.id)
    }

    /// A sync stopped at each of its calls in turn, the call reaching the server and its
    /// answer lost (the client stopped between sending and keeping the answer): the next sync
    /// ends with the library and the account the same, entry by entry, and nothing sent
    /// twice with another effect (no repertoire made twice, none come back).
    @Test func aSyncStoppedAtAnyCallLosesNothing() throws {
        // The calls a sync of these changes makes, uninterrupted: the account read twice, and
        // the changes between.
        let reference = try syncedWithChanges()
        let start = reference.transport.calls
        reference.sync()
        let calls = reference.transport.calls - start
        #expect(calls > 10)
        for stop in 1...calls {
            let device = try syncedWithChanges()
            let expected = device.contents
            device.transport.goOffline(from: device.transport.calls + stop, reachingServer: true)
            let stopped = device.sync()
            #expect(stopped.stopped != nil, "stopped at call \(stop)")
            device.transport.goOnline()
            let report = device.sync()
            #expect(report.stopped == nil, "stopped at call \(stop)")
            #expect(device.contents == expected, "stopped at call \(stop)")
            #expect(device.account == expected, "stopped at call \(stop)")
        }
    }

    /// A device synced with a library, then changed in every way.
    private func syncedWithChanges() throws -> Device {
        let server = try SyncServer()
        let device = try server.device("laptop", email: "ada@example.com", registers: true)
        let gig = try device.store.createRepertoire(named: "Friday gig")
        try device.store.add(device.song(1), toRepertoire: gig.id)
        try device.store.add(device.song(2), toRepertoire: gig.id)
        try device.store.createRepertoire(named: "Old")
        try device.store.addFavorite(device.favorite(101))
        device.sync()
        try changes(on: device)
        return device
    }

    /// Two devices, each with its own random changes made offline, sync in either order;
    /// then the first syncs again. Both libraries and the account end the same, entry by
    /// entry, over 500 random sequences.
    @Test func twoDevicesConvergeWhateverTheirChanges() throws {
        var random = SeededRandom(seed: 0x5EED)
        let server = try SyncServer()
        for sequence in 0..<500 {
            let email = "user\(sequence)@example.com"
            let first = try server.device("a\(sequence)", email: email, registers: true)
            let second = try server.device("b\(sequence)", email: email)
            // A common start some of the time: both synced with what the first had.
            if random.next() % 2 == 0 {
                try randomChanges(on: first, count: 4, random: &random)
                first.sync()
                second.sync()
            }
            try randomChanges(on: first, count: Int(random.next() % 8), random: &random)
            try randomChanges(on: second, count: Int(random.next() % 8), random: &random)
            let (early, late) = random.next() % 2 == 0 ? (first, second) : (second, first)
            let reports = [early.sync(), late.sync(), early.sync()]
            for report in reports { #expect(report.stopped == nil, "sequence \(sequence)") }
            #expect(early.contents == late.contents, "sequence \(sequence)")
            #expect(early.contents == early.account, "sequence \(sequence)")
        }
    }

    private func randomChanges(on device: Device, count: Int, random: inout SeededRandom) throws {
        let names = ["Friday gig", "Ballads", "Blues", "Latin"]
        for _ in 0..<count {
            let snapshot = try device.store.snapshot()
            let repertoire =
                snapshot.repertoires.isEmpty
                ? nil : snapshot.repertoires[Int(random.next() % UInt64(snapshot.repertoires.count))]
            let song = device.song(1 + Int(random.next() % 6))
            switch random.next() % 8 {
            case 0:
                _ = try? device.store.createRepertoire(named: names[Int(random.next() % 4)])
            case 1:
                if let repertoire {
                    _ = try? device.store.renameRepertoire(id: repertoire.id, to: names[Int(random.next() % 4)])
                }
            case 2:
                if let repertoire { try device.store.deleteRepertoire(id: repertoire.id) }
            case 3, 4:
                if let repertoire { try device.store.add(song, toRepertoire: repertoire.id) }
            case 5:
                if let repertoire, let held = repertoire.songs.first {
                    try device.store.remove(song: held.id, fromRepertoire: repertoire.id)
                }
            case 6:
                try device.store.addFavorite(device.favorite(101 + Int(random.next() % 4)))
            default:
                if let favorite = snapshot.favorites.first { try device.store.removeFavorite(id: favorite.id) }
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so that a failing sequence can be replayed.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
