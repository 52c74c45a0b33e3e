import Application
import Foundation
import Keys
import Screens
import TestFixtures
import TextFormatting

@testable import ApproachNoteCommands
@testable import Terminal

/// The blocks of the README and the design document that restate what the code says: each is
/// made here from its one source and written between `<!-- generated:NAME -->` and
/// `<!-- generated:NAME:end -->`. `DocumentBlocksTests` fails when a file's block differs
/// from what its source makes; `scripts/generate-docs` writes them all again.
enum DocumentBlocks {
    struct Block {
        let file: String
        let name: String
        let text: String
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The package's modules, read once: reading them compiles the manifest, seconds of work.
    static let modules = Result { try ModuleGraph.read(packageAt: root) }

    static func all() throws -> [Block] {
        let modules = try Self.modules.get()
        return [
            Block(file: "README.md", name: "commands", text: commands),
            Block(file: "README.md", name: "config", text: config),
            Block(file: "README.md", name: "keys", text: keys),
            Block(file: "docs/design.md", name: "modules", text: try modules.table()),
            Block(file: "docs/design.md", name: "graph", text: modules.graph()),
            Block(file: "docs/design.md", name: "layers", text: modules.layers()),
            Block(file: "docs/automation.md", name: "automation", text: automation),
        ]
    }

    /// The commands as `approachnote --help` lists them.
    static var commands: String {
        let lines = HelpText.main.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "Usage:") else { return "" }
        let usage = lines[(start + 1)...].prefix { !$0.isEmpty }.map { String($0.dropFirst(2)) }
        return "```\n" + usage.joined(separator: "\n") + "\n```"
    }

    /// The automation socket's requests, replies and limits, from the protocol's own types.
    static var automation: String {
        let largest = ControlRequest.largestSize
        let requests = ControlRequest.examples.map { "| `\(markdown($0.line))` | \(markdown($0.summary)) |" }
        let replies = ControlReply.examples.map {
            "| `\(markdown(String(decoding: $0.line, as: UTF8.self)))` | \(markdown($0.summary)) |"
        }
        return
            (["| request | what it does |", "|---|---|"] + requests + ["", "| reply | when |", "|---|---|"] + replies
            + [
                "",
                wrapped(
                    "A line is at most \(ControlServer.requestLimit) bytes, the `keys` of one request "
                        + "\(ControlRequest.keysLimit) bytes, a resize \(largest.width)×\(largest.height), a scroll "
                        + "±\(ControlRequest.scrollLimit) and its cell 0 to \(ControlRequest.scrollLimit).", prefix: ""),
            ]).joined(separator: "\n")
    }

    /// An example of the config file, with every key it takes.
    static var config: String {
        let themes = BrowserSettings.Theme.allCases.map(\.configName)
        let images = BrowserSettings.CoverArt.allCases.map(\.configName)
        let names = KeyMap.rebindable.map(\.name)
        return """
            ```
            # the colour theme: \(WordList.joined(themes, "or"))
            theme = dark
            # covers: \(WordList.joined(images, "or")) (as --images)
            images = symbols
            # read the catalog from a server (as --server), or a catalog file (as --catalog)
            # server = https://api.approachnote.com
            # catalog = ~/jazz/catalog.sqlite
            # whether $BROWSER draws in this terminal, which it is then given until it ends:
            # \(WordList.joined(BrowserPlacement.allCases.map(\.rawValue), "or")) (auto: lynx, w3m, links and elinks do)
            # browser = terminal
            \(wrapped("other keys for the application's own bindings: " + names.joined(separator: ", "), prefix: "# "))
            key.quit = x
            key.top = ctrl-t
            ```
            """
    }

    /// The `?` panel's lines, as a table.
    static var keys: String {
        (["| keys | do |", "|---|---|"]
            + KeyMap.help.map { topic in
                let line = topic.line
                return "| \(markdown(line.keys)) | \(markdown(line.action)) |"
            }).joined(separator: "\n")
    }

    /// `text` in lines of at most 96 characters, each starting with `prefix`.
    static func wrapped(_ text: String, prefix: String) -> String {
        var lines: [String] = []
        var line = prefix
        for word in text.split(separator: " ") {
            if line.count > prefix.count, line.count + 1 + word.count > 96 {
                lines.append(line)
                line = prefix
            }
            line += (line.count > prefix.count ? " " : "") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// Text for a table cell: `|` escaped.
    static func markdown(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// `document` with each of `blocks` between its markers; nil when a marker is missing.
    static func replacing(_ blocks: [Block], in document: String) -> String? {
        var result = document
        for block in blocks {
            let begin = "<!-- generated:\(block.name) -->\n"
            let end = "\n<!-- generated:\(block.name):end -->"
            guard let start = result.range(of: begin),
                let finish = result.range(of: end, range: start.upperBound..<result.endIndex)
            else { return nil }
            result.replaceSubrange(start.upperBound..<finish.lowerBound, with: block.text)
        }
        return result
    }
}
