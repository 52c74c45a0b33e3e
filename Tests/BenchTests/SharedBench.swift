import Bench
import CatalogTestSupport
import CommandSupport

/// The bench's program, run in this process: on the shared demo catalog unless `catalog`
/// says otherwise (nil: the arguments say where, or nothing does).
enum SharedBench {
    static func run(_ arguments: [String], catalog: String? = SharedDemoCatalog.path) -> (
        status: Int32, output: String, error: String
    ) {
        let io = CapturedIO()
        let status = BenchProgram.run((catalog.map { ["--catalog", $0] } ?? []) + arguments, environment: [:], io: io)
        return (status, io.output, io.error)
    }
}
