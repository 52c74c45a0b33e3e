import ApproachNoteCommands
import CatalogTestSupport
import CommandSupport
import DemoCatalog
import Foundation
import Library
import TestThreads
import Testing

/// The library beside the default catalog, while that catalog is regenerated and then replaced
/// by a mirror of another server: nothing that writes a catalog touches it, and what the new
/// catalog lacks is shown as such, never dropped.
@Suite("The library across catalogs", .testThreads)
struct LibraryAcrossCatalogsTests {
    @Test("regenerated, then replaced by a synced mirror, the catalog leaves the library whole")
    func wholeAcrossCatalogs() throws {
        let data = NSTemporaryDirectory() + "approachnote-library-catalogs-\(UUID().uuidString.prefix(8))"
        let folder = data + "/approachnote"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: folder + "/catalog.sqlite")
        func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
            let io = CapturedIO()
            let status = ApproachNoteCommand.run(arguments, environment: ["XDG_DATA_HOME": data], io: io)
            return (status, io.output, io.error)
        }
        let store = try SharedDemoCatalog.store()
        // Moonglow is among the songs the mirror (of the slice) holds; Autumn Leaves is not.
        let kept = try SharedDemoCatalog.songID("Moonglow")
        let gone = try SharedDemoCatalog.songID("Autumn Leaves")
        let keptRecording = try #require(try store.songShell(id: kept, sort: .year)?.recordings.first).id
        let goneRecording = try #require(try store.songShell(id: gone, sort: .year)?.recordings.first).id
        for arguments in [
            ["repertoire", "Gig on Friday"], ["song", kept, "--to", "Gig on Friday"],
            ["song", gone, "--to", "Gig on Friday"], ["favorite", keptRecording], ["favorite", goneRecording],
        ] {
            let added = run(["library", "add"] + arguments)
            #expect(added.status == 0, "\(arguments): \(added.error)")
        }
        let library = folder + "/library.sqlite"
        let before = try LibraryStore(path: library).snapshot()
        #expect(before.repertoires.first?.songs.count == 2 && before.favorites.count == 2)

        let regenerated = DemoCatalogGenerator.$madeAlready.withValue(SharedDemoCatalog.path) {
            run(["catalog", "generate", "--force"])
        }
        #expect(regenerated.status == 0, "\(regenerated.error)")
        #expect(try LibraryStore(path: library).snapshot() == before)
        #expect(!run(["library", "list"]).output.contains("no longer in this catalog"))

        let server = try SyncedServer()
        let synced = run(["--server", server.address, "catalog", "sync", "--page-by-page"])
        #expect(synced.status == 0, "\(synced.error)")
        #expect(try LibraryStore(path: library).snapshot() == before)

        let list = run(["library", "list"])
        #expect(list.status == 0, "\(list.error)")
        let marked = list.output.split(separator: "\n").filter { $0.contains("· no longer in this catalog") }
        #expect(marked.count == 2, "\(list.output)")
        #expect(marked.contains { $0.contains("Autumn Leaves") && $0.hasSuffix(gone) })
        #expect(marked.contains { $0.hasSuffix(goneRecording) })
        #expect(!marked.contains { $0.contains("Moonglow") })
    }
}
