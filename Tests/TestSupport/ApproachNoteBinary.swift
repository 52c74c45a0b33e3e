import Foundation

/// The `approachnote` executable the build made, for the tests that run the real program.
package enum ApproachNoteBinary {
    package static var path: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/approachnote").path
    }
}
