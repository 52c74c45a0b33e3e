import Bench
import CatalogTestSupport
import CommandSupport

/// The bench's program, run in this process on the shared demo catalog.
enum SharedBench {
    static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let io = CapturedIO()
        let status = BenchProgram.run(["--catalog", SharedDemoCatalog.path] + arguments, environment: [:], io: io)
        return (status, io.output, io.error)
    }
}
