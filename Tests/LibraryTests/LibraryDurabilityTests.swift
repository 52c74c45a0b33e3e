import Foundation
import Library
import TestFixtures
import TestThreads
import Testing

/// The library as other processes see it: killed mid-write, or writing at the same time.
@Suite("The library under crashes and company", .serialized, .testThreads)
struct LibraryDurabilityTests {
    /// `library-writer`, built beside the application.
    static var writer: String {
        ApproachNoteBinary.productsFolder + "/library-writer"
    }

    /// The changes of writer `tag` found in the library: its favourites and its repertoire's songs.
    static func committed(_ snapshot: LibrarySnapshot, tag: Int) -> Set<Int> {
        let favorites = snapshot.favorites.filter { $0.artist == "Writer \(tag)" }.map(\.id)
        let songs = snapshot.repertoire(named: "Writer \(tag)")?.songs.map(\.id) ?? []
        return Set((favorites + songs).compactMap { Int($0.suffix(12)).map { $0 % 1_000_000 } })
    }

    @Test(
        "SIGKILL at random points of 1,000 writes: every write reported is there, at most the one in flight is lost, the file stays whole"
    )
    func killed() throws {
        let path = LibraryStoreTests.scratchPath()
        _ = try LibraryStore(path: path)
        var generator = SystemRandomNumberGenerator()
        var total = 0
        var round = 0
        var killed = 0
        while total < 1_000, round < 40 {
            round += 1
            let output = NSTemporaryDirectory() + "approachnote-writer-\(UUID().uuidString.prefix(8))"
            defer { unlink(output) }
            let child = try ChildProcess([Self.writer, path, "1000", "\(round)"], output: output)
            // Killed once it has reported a random number of writes: in the middle of the
            // next one, or between two.
            let point = Int.random(in: 0...150, using: &generator)
            let deadline = Date().addingTimeInterval(60)
            while Self.lines(output) < point, child.wait(seconds: 0) == nil, Date() < deadline {
                usleep(UInt32.random(in: 0...2_000, using: &generator))
            }
            child.signal(SIGKILL)
            let status = child.wait()
            let reported = Set(
                ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
                    Int($0)
                })
            let store = try LibraryStore(path: path)
            #expect(store.setAside == nil, "round \(round): the file was found damaged")
            #expect(try LibraryStoreTests.query(path, "PRAGMA integrity_check") == "ok")
            let found = Self.committed(try store.snapshot(), tag: round)
            #expect(reported.isSubset(of: found), "round \(round): a reported write is missing")
            // The writer's numbers are written after their commit: one more than reported may
            // have committed as it was killed, never more.
            #expect(
                found.count <= reported.count + 1, "round \(round): \(found.count) found, \(reported.count) reported")
            #expect(found == Set(0..<found.count), "round \(round): the writes found are not the first ones")
            #expect(status == 128 + SIGKILL || found.count == 1_000)
            if status == 128 + SIGKILL { killed += 1 }
            total += found.count
        }
        #expect(total >= 1_000)
        // No round writes more than 151 changes before it is killed.
        #expect(killed >= 7)
    }

    private static func lines(_ file: String) -> Int {
        (FileManager.default.contents(atPath: file) ?? Data()).count { $0 == 0x0A }
    }

    @Test("two processes writing at once lose nothing, and each sees the other's changes")
    func concurrent() throws {
        let path = LibraryStoreTests.scratchPath()
        let watcher = try LibraryStore(path: path)
        let children = try [1, 2].map { tag in try ChildProcess([Self.writer, path, "300", "\(tag)"]) }
        for child in children { #expect(child.wait() == 0) }
        #expect(watcher.hasChangedElsewhere())
        let snapshot = try watcher.snapshot()
        for tag in [1, 2] { #expect(Self.committed(snapshot, tag: tag) == Set(0..<300)) }
        #expect(snapshot.favorites.count == 300)
        #expect(snapshot.repertoires.map(\.name) == ["Writer 1", "Writer 2"])
    }

    @Test("the watcher reports another process's commit, and stops when let go")
    func watched() throws {
        let path = LibraryStoreTests.scratchPath()
        _ = try LibraryStore(path: path)
        let reports = Reports()
        var watcher = LibraryWatcher(path: path) { reports.add() }
        #expect(watcher != nil)
        let child = try ChildProcess([Self.writer, path, "1", "7"])
        #expect(child.wait() == 0)
        let deadline = Date().addingTimeInterval(120)
        while reports.count == 0, Date() < deadline { usleep(10_000) }
        #expect(reports.count > 0)
        watcher = nil
        #expect(watcher == nil)
    }

    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }
}
