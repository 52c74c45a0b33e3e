import Foundation
import TestThreads
import Testing

@testable import Artwork

@Suite("Disk cache", .testThreads)
struct CoverDiskCacheTests {
    @Test("the folder follows XDG_CACHE_HOME, else the home's .cache")
    func defaultDirectory() {
        #expect(
            CoverDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]).path
                == "/x/cache/approachnote/covers")
        #expect(
            CoverDiskCache.defaultDirectory(environment: ["HOME": "/home/a"]).path
                == "/home/a/.cache/approachnote/covers")
        #expect(
            CoverDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]).path
                == "/home/a/.cache/approachnote/covers")
    }

    @Test("a stored image is found again under its URL, named by its format")
    func roundTrip() throws {
        let cache = CoverDiskCache(directory: Scratch.directory())
        #expect(cache.read("https://example.com/a.png") == nil)
        try cache.write(Fixtures.tinyPNG, for: "https://example.com/a.png")
        #expect(cache.read("https://example.com/a.png") == Fixtures.tinyPNG)
        #expect(FileManager.default.fileExists(atPath: cache.file(for: "https://example.com/a.png", format: .png).path))
        #expect(throws: ArtworkError.notAnImage(looksLikeHTML: false)) {
            try cache.write(Array("<html>".utf8), for: "https://example.com/b.png")
        }
    }
}

/// A fresh folder under the test run's temporary directory.
enum Scratch {
    static func directory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("artwork-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
