import Foundation

/// The `approachnote` executable the build made, for the tests that run the real program.
package enum ApproachNoteBinary {
    /// Beside the tests' own executable: the build puts its products in one folder, wherever
    /// the build's scratch path put that folder.
    package static var path: String { productsFolder + "/approachnote" }

    /// The bench's program, built beside it.
    package static var bench: String { productsFolder + "/approachnote-bench" }

    /// The folder of the build's products, the tests' executable among them.
    package static let productsFolder: String = {
        guard let tests = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            preconditionFailure("/proc/self/exe cannot be read: the tests find the program beside themselves by it")
        }
        return (tests as NSString).deletingLastPathComponent
    }()
}
