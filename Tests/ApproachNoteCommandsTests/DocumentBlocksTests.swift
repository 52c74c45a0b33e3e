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
            } else if made != document {
                let written = document.split(separator: "\n", omittingEmptySubsequences: false)
                let wanted = made.split(separator: "\n", omittingEmptySubsequences: false)
                let line =
                    zip(written, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(written.count, wanted.count)
                let says = line < written.count ? written[line] : "(the end)"
                let should = line < wanted.count ? wanted[line] : "(the end)"
                Issue.record(
                    "\(file), line \(line + 1), says “\(says)” where its source makes “\(should)”: a generated block was edited by hand or its source changed. Run scripts/generate-docs."
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
        let graph = try DocumentBlocks.modules.get()
        #expect(graph.dependencies["SQLite"] == ["CSQLite", "CDelayedLibraries", "Platform"])
        #expect(graph.dependencies["Library"]?.contains("Catalog") == false, "the library knows nothing of the catalog")
        #expect(graph.height("SQLite") < graph.height("Catalog"))
        #expect(graph.height("SQLite") < graph.height("Library"))
        let table = try graph.table()
        #expect(table.contains("| `approachnote` | `main` |"))
        #expect(graph.dependencies.count == table.split(separator: "\n").count - 2)
    }
}
