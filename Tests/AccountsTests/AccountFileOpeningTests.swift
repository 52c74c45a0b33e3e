import Accounts
import Foundation
import TestFixtures
import TestThreads
import Testing

/// Servers starting at once on one accounts file that does not exist yet: each opens it, and
/// its tables are made once.
@Suite("Opening one new accounts file at once", .testThreads)
struct AccountFileOpeningTests {
    @Test("six servers opening one new accounts file at once all open it, 40 times over")
    func openedAtOnce() throws {
        let folder = NSTemporaryDirectory() + "accounts-at-once-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for round in 0..<40 {
            let path = folder + "/accounts-\(round).sqlite"
            let outcomes = try #require(
                AtOnce.run(6) { _ -> String? in
                    do {
                        _ = try AccountStore(file: path)
                        return nil
                    } catch {
                        return "\(error)"
                    }
                }, "round \(round): an opener is still waiting")
            let failed = outcomes.compactMap { $0 }
            #expect(failed.isEmpty, "round \(round): \(failed)")
            #expect(try AccountStore(file: path).users().isEmpty)
            if !failed.isEmpty { return }
        }
    }
}
