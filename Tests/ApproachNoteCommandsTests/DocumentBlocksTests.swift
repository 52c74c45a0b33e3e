import Foundation
import TestThreads
import Testing

/// The README's and the design document's generated blocks say what their sources say: a
/// block edited by hand, or a source changed without `scripts/generate-docs`, fails here.
@Suite("The documents' generated blocks", .testThreads)
struct DocumentBlocksTests {
    @Test("each generated block of the README and the design document is what its source makes")
    func blocksAreWhatTheirSourcesMake() throws {
        let blocks = try DocumentBlocks.all()
        // scripts/generate-docs runs this test to write the blocks instead.
        let writing = ProcessInfo.processInfo.environment["APPROACHNOTE_WRITE_DOCS"] == "1"
        for file in Set(blocks.map(\.file)).sorted() {
            let path = DocumentBlocks.root + "/" + file
            let document = try String(contentsOfFile: path, encoding: .utf8)
            let made = try #require(
                DocumentBlocks.replacing(blocks.filter { $0.file == file }, in: document),
                "\(file) lacks the markers of one of its generated blocks")
            if writing {
                try made.write(toFile: path, atomically: true, encoding: .utf8)
            } else {
                let line = zip(document.split(separator: "\n"), made.split(separator: "\n"))
                    .enumerated().first { $0.element.0 != $0.element.1 }
                #expect(
                    made == document,
                    "\(file) differs from what its sources make at line \((line?.offset ?? 0) + 1): run scripts/generate-docs"
                )
            }
        }
    }

    @Test("a block edited by hand is told from the one its source makes")
    func anEditIsFound() throws {
        let blocks = try DocumentBlocks.all().filter { $0.file == "README.md" }
        let document = try String(contentsOfFile: DocumentBlocks.root + "/README.md", encoding: .utf8)
        let made = try #require(DocumentBlocks.replacing(blocks, in: document))
        let edited = made.replacingOccurrences(of: "| keys | do |", with: "| key | does |")
        #expect(edited != made)
        #expect(DocumentBlocks.replacing(blocks, in: edited) == made)
        #expect(DocumentBlocks.replacing(blocks, in: "no markers") == nil)
    }

    @Test("the module table names every module of the package, from the bottom up")
    func modules() throws {
        let graph = try ModuleGraph.read(packageAt: DocumentBlocks.root)
        #expect(graph.dependencies["SQLite"] == ["CSQLite"])
        #expect(graph.dependencies["Library"]?.contains("Catalog") == false, "the library knows nothing of the catalog")
        #expect(graph.height("SQLite") < graph.height("Catalog"))
        #expect(graph.height("SQLite") < graph.height("Library"))
        let table = try graph.table()
        #expect(table.contains("| `approachnote` | `main` |"))
        #expect(graph.dependencies.count == table.split(separator: "\n").count - 2)
    }
}
