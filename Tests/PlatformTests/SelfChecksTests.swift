import Foundation
import Platform
import TestThreads
import Testing

/// The suite runs on the shipped build, so its checks are switched on, not compiled in: every
/// test runs with them, and so does every program a test starts.
@Suite("The program's own checks, on for every test", .testThreads)
struct SelfChecksTests {
    @Test("on in the test, and in a program the test starts, through the variable")
    func onForTestsAndTheirChildren() throws {
        #expect(SelfChecks.areOn)
        let output = NSTemporaryDirectory() + "approachnote-self-checks-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf %s \"$\(SelfChecks.variable)\" > '\(output)'"]
        try shell.run()
        shell.waitUntilExit()
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "1")
    }

    @Test("with the checks on, a rule is evaluated, and one that holds lets the program go on")
    func requireEvaluatesOnlyWhenOn() {
        var evaluated = 0
        SelfChecks.require(
            {
                evaluated += 1
                return true
            }(), "holds")
        #expect(evaluated == 1)
    }
}
