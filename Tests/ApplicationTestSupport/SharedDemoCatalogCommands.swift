import ApproachNoteCommands
import CatalogTestSupport
import CommandSupport

extension SharedDemoCatalog {
    /// Runs a command against the shared catalog, in this process.
    package static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        _ = firstRun
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(["--catalog", path] + arguments, environment: [:], io: io)
        return (status, io.output, io.error)
    }
}
