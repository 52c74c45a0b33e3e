import CommandSupport

/// `approachnote completions bash|zsh|fish`: the shell's completion of the commands, their
/// options and the options' values, made from the grammar the parsers use.
enum Completions {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    // MARK: What is completed where

    /// The words offered after the command words typed so far: `patterns` are shell globs
    /// over those words joined by spaces ("" before any; "open *" once a link follows).
    struct Context {
        let patterns: [String]
        let words: [String]
    }

    private static var globalWords: [String] { Grammar.global.map { "--" + $0.name } }

    static var contexts: [Context] {
        var contexts: [Context] = []
        let named = Grammar.commands.filter { !$0.words.isEmpty }
        // Before any word: the first words, and the application's own options.
        let first = named.map(\.words[0]).uniqued()
        contexts.append(
            Context(patterns: [""], words: first + Grammar.application.options.map { "--" + $0.name } + globalWords))
        // A word that only begins commands ("catalog"): the words that may follow it.
        for word in first where !named.contains(where: { $0.words == [word] }) {
            let next = named.filter { $0.words.count > 1 && $0.words[0] == word }.map(\.words[1])
            contexts.append(Context(patterns: [word], words: next + globalWords))
        }
        for command in named {
            let joined = command.words.joined(separator: " ")
            let options = command.options.map { "--" + $0.name } + globalWords
            switch command.operand {
            case .word(let operands):
                contexts.append(Context(patterns: [joined], words: operands + options))
                contexts.append(Context(patterns: [joined + " *"], words: options))
            case .link, .none:
                contexts.append(Context(patterns: [joined, joined + " *"], words: options))
            }
        }
        return contexts
    }

    private static var allOptions: [CommandOption] {
        (Grammar.global + Grammar.commands.flatMap(\.options)).uniqued(by: \.name)
    }

    /// Options whose value is a file.
    private static var pathOptions: [String] { allOptions.filter { $0.value == "PATH" }.map(\.name) }
    /// Options with a value of some other kind, nothing offered.
    private static var freeOptions: [String] {
        allOptions.filter { $0.value != nil && $0.value != "PATH" && $0.choices.isEmpty }.map(\.name)
    }
    /// Options with a few values, every command's choices for a name together.
    private static var choices: [(name: String, values: [String])] {
        let all = Grammar.global + Grammar.commands.flatMap(\.options)
        return allOptions.filter { !$0.choices.isEmpty }.map { option in
            (option.name, all.filter { $0.name == option.name }.flatMap(\.choices).uniqued())
        }
    }

    private static var valuedOptions: [String] { allOptions.filter { $0.value != nil }.map { "--" + $0.name } }

    // MARK: bash

    private static var bash: String {
        var lines = [
            "# bash completion for approachnote (approachnote completions bash)",
            "_approachnote() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    local command=\"\" word i skip=0",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        word=${COMP_WORDS[i]}",
            "        if ((skip)); then skip=0; continue; fi",
            "        case $word in",
            "            \(valuedOptions.joined(separator: "|"))) skip=1 ;;",
            "            -*) ;;",
            "            *) command=\"${command:+$command }$word\" ;;",
            "        esac",
            "    done",
            "    case $prev in",
        ]
        for choice in choices {
            lines.append(
                "        --\(choice.name)) COMPREPLY=($(compgen -W \"\(choice.values.joined(separator: " "))\" -- \"$cur\")); return ;;"
            )
        }
        lines.append(
            "        \(pathOptions.map { "--" + $0 }.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"
        )
        lines.append("        \(freeOptions.map { "--" + $0 }.joined(separator: "|"))) COMPREPLY=(); return ;;")
        lines += ["    esac", "    local words=\"\"", "    case $command in"]
        for context in contexts {
            lines.append(
                "        \(context.patterns.map(bashPattern).joined(separator: "|"))) words=\"\(context.words.joined(separator: " "))\" ;;"
            )
        }
        lines += [
            "    esac",
            "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
            "}",
            "complete -F _approachnote approachnote",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A glob for `case`: the spaces quoted, the star left to match.
    private static func bashPattern(_ pattern: String) -> String {
        pattern.isEmpty ? "\"\"" : pattern.hasSuffix(" *") ? "\"\(pattern.dropLast())\"*" : "\"\(pattern)\""
    }

    // MARK: zsh

    private static var zsh: String {
        var lines = [
            "#compdef approachnote",
            "# zsh completion for approachnote (approachnote completions zsh)",
            "_approachnote() {",
            "    local cur=${words[CURRENT]} prev=${words[CURRENT-1]}",
            "    local command=\"\" word i skip=0",
            "    for ((i = 2; i < CURRENT; i++)); do",
            "        word=${words[i]}",
            "        if ((skip)); then skip=0; continue; fi",
            "        case $word in",
            "            (\(valuedOptions.joined(separator: "|"))) skip=1 ;;",
            "            (-*) ;;",
            "            (*) command=\"${command:+$command }$word\" ;;",
            "        esac",
            "    done",
            "    case $prev in",
        ]
        for choice in choices {
            lines.append("        (--\(choice.name)) compadd -- \(choice.values.joined(separator: " ")); return ;;")
        }
        lines.append("        (\(pathOptions.map { "--" + $0 }.joined(separator: "|"))) _files; return ;;")
        lines.append("        (\(freeOptions.map { "--" + $0 }.joined(separator: "|"))) return ;;")
        lines += ["    esac", "    case $command in"]
        for context in contexts {
            lines.append(
                "        (\(context.patterns.map(bashPattern).joined(separator: "|"))) compadd -- \(context.words.joined(separator: " ")) ;;"
            )
        }
        lines += [
            "    esac",
            "}",
            "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
            "    _approachnote \"$@\"",
            "else",
            "    compdef _approachnote approachnote",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: fish

    private static var fish: String {
        var lines = [
            "# fish completion for approachnote (approachnote completions fish)",
            "function __approachnote_command",
            "    set -l tokens (commandline -opc)",
            "    set -e tokens[1]",
            "    set -l found",
            "    set -l skip 0",
            "    for token in $tokens",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        switch $token",
            "            case \(valuedOptions.joined(separator: " "))",
            "                set skip 1",
            "            case '-*'",
            "            case '*'",
            "                set -a found $token",
            "        end",
            "    end",
            "    string join ' ' -- $found",
            "end",
            "function __approachnote_is",
            "    set -l command (__approachnote_command)",
            "    for pattern in $argv",
            "        string match -q -- $pattern \"$command\"; and return 0",
            "    end",
            "    return 1",
            "end",
            "complete -c approachnote -f",
        ]
        for context in contexts {
            let condition = "__approachnote_is " + context.patterns.map { "'\($0)'" }.joined(separator: " ")
            let words = context.words.filter { !$0.hasPrefix("-") }
            if !words.isEmpty {
                lines.append("complete -c approachnote -n \"\(condition)\" -a '\(words.joined(separator: " "))'")
            }
            for option in context.words.filter({ $0.hasPrefix("--") }) {
                let name = String(option.dropFirst(2))
                lines.append("complete -c approachnote -n \"\(condition)\" -l \(name)\(fishValue(name))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishValue(_ name: String) -> String {
        if let choice = choices.first(where: { $0.name == name }) {
            return " -x -a '\(choice.values.joined(separator: " "))'"
        }
        if pathOptions.contains(name) { return " -r -F" }
        if freeOptions.contains(name) { return " -x" }
        return ""
    }
}

extension Sequence {
    /// The elements in order, each first occurrence only.
    fileprivate func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return filter { seen.insert(key($0)).inserted }
    }
}

extension Sequence where Element: Hashable {
    fileprivate func uniqued() -> [Element] { uniqued { $0 } }
}
