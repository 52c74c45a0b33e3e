/// An option as the command line takes it: its name, the value it takes (nil for a flag) and,
/// where they are few, the values it may be. The parsers, the manual and the shell
/// completions all read it, so they cannot disagree.
package struct CommandOption: Sendable, Equatable {
    package let name: String
    /// How the help shows the value: "PATH", "COLSxROWS"; nil for a flag.
    package let value: String?
    package let choices: [String]

    package static func flag(_ name: String) -> CommandOption { CommandOption(name: name, value: nil, choices: []) }

    package static func valued(_ name: String, _ value: String, choices: [String] = []) -> CommandOption {
        CommandOption(name: name, value: value, choices: choices)
    }
}

/// A command: the words that name it, what it takes after them, and its options.
package struct CommandGrammar: Sendable {
    /// What follows the words, for completion.
    package enum Operand: Sendable, Equatable {
        case none
        /// An approachnote:// link.
        case link
        /// One of these words.
        case word([String])
    }

    package let words: [String]
    package let operand: Operand
    /// What the usage names after the operand, not completed ("QUERY").
    package let then: String?
    package let options: [CommandOption]

    package init(_ words: [String], operand: Operand = .none, then: String? = nil, options: [CommandOption]) {
        self.words = words
        self.operand = operand
        self.then = then
        self.options = options
    }

    package var valued: Set<String> { Set(options.filter { $0.value != nil }.map(\.name)) }
    package var flags: Set<String> { Set(options.filter { $0.value == nil }.map(\.name)) }
}

extension Arguments {
    /// The arguments after a command's words, parsed as its grammar says.
    package init(_ arguments: [String], grammar: CommandGrammar) throws(CommandError) {
        try self.init(arguments, valued: grammar.valued, flags: grammar.flags)
    }
}
