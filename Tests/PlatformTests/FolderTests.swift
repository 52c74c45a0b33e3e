import Foundation
import Platform
import TestThreads
import Testing

@Suite("Folders, files and the places they are kept", .testThreads)
struct FolderTests {
    private static func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "approachnote-platform-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the folders above are made too, with the mode asked for; a second make changes nothing")
    func makes() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let deep = root + "/a/b/c"
        try Folder.make(deep, mode: 0o700)
        var status = stat()
        #expect(stat(deep, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFDIR)
        #expect(status.st_mode & 0o777 == 0o700)
        try Folder.make(deep, mode: 0o755)
        #expect(stat(deep, &status) == 0 && status.st_mode & 0o777 == 0o700)
    }

    @Test("a file in the way is named with the system's reason")
    func fileInTheWay() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.createFile(atPath: root + "/plain", contents: Data("x".utf8)))
        #expect(throws: Folder.Failure.self) { try Folder.make(root + "/plain") }
        do {
            try Folder.make(root + "/plain/below")
            Issue.record("a folder was made below a file")
        } catch {
            #expect(error.path == root + "/plain/below")
            #expect(error.reason == "Not a directory")
        }
        do {
            try Folder.make(root + "/plain")
        } catch {
            #expect(error.reason == "it is not a folder")
        }
    }

    @Test("a bounded read takes at most what it is asked; a missing file is nil")
    func boundedRead() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = (0..<200_000).map { UInt8($0 % 251) }
        #expect(FileManager.default.createFile(atPath: root + "/big", contents: Data(bytes)))
        #expect(BoundedFile.read(root + "/big", atMost: 1_000_000) == bytes)
        #expect(BoundedFile.read(root + "/big", atMost: 70_001) == Array(bytes.prefix(70_001)))
        #expect(BoundedFile.read(root + "/big", atMost: 0) == [])
        #expect(BoundedFile.read(root + "/missing", atMost: 10) == nil)
        #expect(BoundedFile.read(root, atMost: 10) == nil, "a folder cannot be read as a file")
    }

    @Test("a file whose length says nothing, as /proc's say 0, is read whole or to the limit")
    func fileOfUnknownLength() throws {
        let status = try #require(BoundedFile.read("/proc/self/status", atMost: 1_000_000))
        #expect(String(decoding: status.prefix(5), as: UTF8.self) == "Name:")
        #expect(status.last == 0x0A, "read to its end: its last line is whole")
        #expect(BoundedFile.read("/proc/self/status", atMost: 5).map { String(decoding: $0, as: UTF8.self) } == "Name:")
    }

    @Test("HOME is the home folder when it is set; else the account's")
    func home() {
        #expect(HomeFolder.path(environment: ["HOME": "/home/who"]) == "/home/who")
        let account = String(cString: getpwuid(getuid())!.pointee.pw_dir)
        #expect(HomeFolder.path(environment: ["HOME": ""]) == account)
        #expect(HomeFolder.path(environment: [:]) == account)
    }

    @Test("the scratch folder is TMPDIR when it is a full path, with a slash at its end")
    func temporary() {
        #expect(TemporaryFolder.path(environment: ["TMPDIR": "/var/tmp"]) == "/var/tmp/")
        #expect(TemporaryFolder.path(environment: ["TMPDIR": "/var/tmp/"]) == "/var/tmp/")
        #expect(TemporaryFolder.path(environment: ["TMPDIR": "relative"]) == "/tmp/")
        #expect(TemporaryFolder.path(environment: [:]) == "/tmp/")
    }
}
