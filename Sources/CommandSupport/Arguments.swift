/// The command line split into positionals and `--name value` / `--name=value` options.
/// Each command declares which options it takes; anything else is a usage error that names
/// the option.
import Browsing
import Glibc
import Layout
import Terminal
import UntrustedText

package struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - valued: options that take a value (without the leading dashes).
    ///   - flags: options that take none.
    package init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws(CommandError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument.hasPrefix("-"), argument.count > 1, argument != "-h" {
                    throw .usage("Unknown option '\(UntrustedText.forMessage(argument))'.")
                }
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if allowedFlags.contains(name) {
                guard value == nil else { throw .usage("Option --\(name) takes no value.") }
                flags.insert(name)
            } else if valued.contains(name) {
                if value == nil {
                    guard index < arguments.count else { throw .usage("Option --\(name) needs a value.") }
                    value = arguments[index]
                    index += 1
                }
                guard values[name] == nil else { throw .usage("Option --\(name) is given twice.") }
                values[name] = value
            } else {
                throw .usage("Unknown option '--\(UntrustedText.forMessage(name))'.")
            }
        }
    }

    package func value(_ name: String) -> String? { values[name] }

    /// `--name`'s value as a whole number within `range`, or nil when it is not given.
    package func number(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        try Self.number(value(name), option: "--\(name)", in: range)
    }

    /// `text` as a whole number within `range`, or nil for no text; otherwise a usage error
    /// naming `option` and the range.
    package static func number(_ text: String?, option: String, in range: ClosedRange<Int>) throws(CommandError) -> Int?
    {
        guard let text else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage(
                "\(option) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(UntrustedText.forMessage(text))'."
            )
        }
        return number
    }

    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Exactly `count` positionals, or a usage error naming what is expected.
    package func requirePositionals(_ count: Int, usage: String) throws(CommandError) -> [String] {
        guard positionals.count == count else {
            throw .usage(
                positionals.count < count
                    ? "Missing argument. Usage: \(usage)"
                    : "Unexpected argument '\(UntrustedText.forMessage(positionals[count]))'. Usage: \(usage)")
        }
        return positionals
    }
}

/// The process's arguments and environment as the kernel passes them: bytes. A Swift string
/// holds only UTF-8, and repairing other bytes would name another file, so text that is not
/// UTF-8 is refused by name, never replaced.
public enum ProcessText {
    /// The arguments after the program's name, as bytes.
    public static func rawArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { bytes($0) } }
    }

    /// The environment's `NAME=value` entries, as bytes.
    public static func rawEnvironment() -> [[UInt8]] {
        var entries: [[UInt8]] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(bytes(entry))
            cursor += 1
        }
        return entries
    }

    package static func arguments(_ raw: [[UInt8]]) throws(CommandError) -> [String] {
        try raw.enumerated().map { (index, bytes) throws(CommandError) in
            guard let text = TextBytes.string(validating: bytes[...]) else {
                throw .usage(
                    "Argument \(index + 1) is not valid UTF-8: '\(escaped(bytes))'. Paths and text are read as UTF-8; rename the file or choose another path."
                )
            }
            return text
        }
    }

    /// The valid parts as text, each invalid byte as `\xHH`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text += UntrustedText.forMessage(String(decoding: encoded, as: UTF8.self))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] { text += "\\x" + String(byte, radix: 16, uppercase: true) }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }

    private static func bytes(_ text: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) }
    }
}

/// The environment the commands read. Variables whose value is not UTF-8 are kept apart by
/// name, so a command that needs one can say why it cannot use it.
public struct CommandEnvironment: ExpressibleByDictionaryLiteral, Sendable {
    public var values: [String: String]
    public var undecodable: Set<String>

    public init(values: [String: String], undecodable: Set<String> = []) {
        self.values = values
        self.undecodable = undecodable
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(values: Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    /// From `NAME=value` entries as bytes; an entry whose name is not UTF-8 names nothing
    /// the commands read, and is left out.
    public init(entries: [[UInt8]]) {
        self.init(values: [:])
        for entry in entries {
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")),
                let name = TextBytes.string(validating: entry[..<equals]),
                values[name] == nil, !undecodable.contains(name)
            else { continue }
            if let value = TextBytes.string(validating: entry[(equals + 1)...]) {
                values[name] = value
            } else {
                undecodable.insert(name)
            }
        }
    }
}

extension Arguments {
    /// A song or artist link; a malformed one is a usage error that says what is wrong.
    package static func deepLink(_ text: String) throws(CommandError) -> DeepLink {
        do {
            return try DeepLink.parse(text)
        } catch {
            throw .usage(error.description)
        }
    }

    /// A terminal size such as "200x60", within what a headless terminal allows.
    package static func terminalSize(_ text: String, option: String) throws(CommandError) -> Size {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        let largest = HeadlessTerminal.largestSize
        guard parts.count == 2, (1...largest.width).contains(parts[0]), (1...largest.height).contains(parts[1]) else {
            throw .usage("\(option) takes a size such as 200x60, at most \(largest.width)x\(largest.height).")
        }
        return Size(width: parts[0], height: parts[1])
    }

    /// Takes `--name VALUE` or `--name=VALUE` out of the arguments wherever it stands (before
    /// or after the command): the options every command shares.
    package static func takeOption(_ name: String, from arguments: inout [String]) throws(CommandError) -> String? {
        guard let index = arguments.firstIndex(where: { $0 == "--\(name)" || $0.hasPrefix("--\(name)=") }) else {
            return nil
        }
        let value: String
        if arguments[index] == "--\(name)" {
            guard index + 1 < arguments.count else { throw .usage("Option --\(name) needs a value.") }
            value = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        } else {
            value = String(arguments[index].dropFirst("--\(name)=".count))
            arguments.remove(at: index)
        }
        guard !value.isEmpty else { throw .usage("Option --\(name) needs a value.") }
        return value
    }
}
