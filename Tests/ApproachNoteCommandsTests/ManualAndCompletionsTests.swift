import CommandSupport
import Foundation
import Keys
import TestThreads
import Testing

@testable import ApproachNoteCommands

/// The manual page and the shells' completions, made from the grammar the parsers use and the
/// texts `--help` prints: the manual renders without a warning, and each shell completes a
/// command and an option's value.
@Suite("The manual and the completions", .serialized, .testThreads)
struct ManualAndCompletionsTests {
    private static func output(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(arguments, environment: [:], io: io)
        return (status, io.output, io.error)
    }

    private static func file(_ text: String, named name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "approachnote-docs-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        return folder + "/" + name
    }

    /// Runs a program with arguments; its standard output and error.
    private static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("the manual holds every command and option, every key, and --help's text line for line")
    func manualContents() throws {
        let page = Self.output(["manual"])
        #expect(page.status == 0)
        let roff = page.output
        #expect(roff.hasPrefix(".TH APPROACHNOTE 1 "))
        for command in Grammar.commands {
            #expect(
                roff.contains(".B approachnote" + command.words.map { " " + $0 }.joined() + "\n"), "\(command.words)")
            for option in command.options {
                #expect(roff.contains("[" + ManualPage.escape("--" + option.name)), "\(option.name)")
            }
        }
        #expect(roff.contains("song|artist QUERY"))
        for line in KeyMap.help.map(\.line) { #expect(roff.contains(".B " + ManualPage.escape(line.keys) + "\n")) }
        for line in HelpText.main.split(separator: "\n") {
            #expect(roff.contains("\n" + ManualPage.escape(String(line)) + "\n"), "\(line)")
        }
    }

    @Test("man renders it without a warning")
    func manualRenders() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/man") else { return }
        let path = try Self.file(Self.output(["manual"]).output, named: "approachnote.1")
        let rendered = try Self.run("/usr/bin/man", ["--warnings", "-l", path], environment: ["MANWIDTH": "80"])
        #expect(rendered.status == 0)
        #expect(rendered.error.isEmpty, "\(rendered.error)")
        #expect(rendered.output.contains("approachnote catalog find song|artist QUERY"))
        #expect(rendered.output.contains("EXIT STATUS"))
    }

    @Test("manual and completions answer --help")
    func help() {
        #expect(Self.output(["manual", "--help"]).output.hasPrefix("Usage: approachnote manual\n"))
        #expect(
            Self.output(["completions", "--help"]).output.hasPrefix("Usage: approachnote completions bash|zsh|fish\n"))
    }

    @Test("a shell that is not bash, zsh or fish is a usage error")
    func unknownShell() {
        let result = Self.output(["completions", "tcsh"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("approachnote: completions are made for bash|zsh|fish, not 'tcsh'.\n"))
    }

    /// What bash offers for the words, the last being the one completed.
    private static func bash(_ script: String, _ words: [String]) throws -> [String] {
        let path = try file(script, named: "approachnote.bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let result = try run(
            "/usr/bin/bash",
            [
                "-c",
                "source '\(path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _approachnote; printf '%s\\n' \"${COMPREPLY[@]}\"",
            ])
        #expect(result.error.isEmpty, "\(result.error)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test("bash completes commands, subcommands, operands, and the values of options")
    func bashCompletes() throws {
        let script = Self.output(["completions", "bash"]).output
        #expect(try Self.bash(script, ["approachnote", "ren"]) == ["render"])
        #expect(
            try Self.bash(script, ["approachnote", "catalog", ""]).prefix(4) == ["generate", "info", "find", "export"])
        #expect(try Self.bash(script, ["approachnote", "catalog", "find", ""]).prefix(2) == ["song", "artist"])
        #expect(
            try Self.bash(script, ["approachnote", "render", "approachnote://song/x", "--sort", ""]) == [
                "year", "name", "song",
            ])
        #expect(try Self.bash(script, ["approachnote", "--images", "s"]) == ["sixel", "symbols"])
        #expect(try Self.bash(script, ["approachnote", "serve", "--th"]) == ["--threads"])
        #expect(try !Self.bash(script, ["approachnote", ""]).contains("bench"), "the bench is a program of its own")
        #expect(
            try Self.bash(script, ["approachnote", "--catalog", "/x", "serve", "--li"]) == ["--listen", "--library"])
        #expect(try Self.bash(script, ["approachnote", "completions", ""]).prefix(3) == ["bash", "zsh", "fish"])
    }

    @Test("zsh completes a command and an option's value")
    func zshCompletes() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/zsh") else { return }
        let path = try Self.file(Self.output(["completions", "zsh"]).output, named: "_approachnote")
        // compadd as zsh would filter it by what is typed; compdef is compinit's.
        let stubs =
            "compadd() { [[ $1 == -- ]] && shift; for w; do [[ $w == ${words[CURRENT]}* ]] && print -- $w; done }; compdef() {}"
        func offered(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let result = try Self.run(
                "/usr/bin/zsh",
                ["-c", "\(stubs); source '\(path)'; words=(\(quoted)); CURRENT=\(words.count); _approachnote"])
            #expect(result.error.isEmpty, "\(result.error)")
            return result.output.split(separator: "\n").map(String.init)
        }
        #expect(try offered(["approachnote", "ren"]) == ["render"])
        #expect(
            try offered(["approachnote", "recordings", "approachnote://song/x", "--performance", ""]) == [
                "all", "instrumental", "vocal",
            ])
    }

    @Test("fish completes a command and an option's value")
    func fishCompletes() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/fish") else { return }
        let path = try Self.file(Self.output(["completions", "fish"]).output, named: "approachnote.fish")
        func offered(_ line: String) throws -> [String] {
            let result = try Self.run("/usr/bin/fish", ["--no-config", "-c", "source '\(path)'; complete -C'\(line)'"])
            #expect(result.error.isEmpty, "\(result.error)")
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try offered("approachnote ren") == ["render"])
        #expect(try offered("approachnote catalog ") == ["export", "find", "generate", "info", "sync"])
        #expect(try offered("approachnote render approachnote://song/x --format ") == ["ansi", "text"])
    }
}
