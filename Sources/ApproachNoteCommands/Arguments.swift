/// The command line split into positionals and `--name value` / `--name=value` options.
/// Each command declares which options it takes; anything else is a usage error that names
/// the option.
import Browsing

struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - valued: options that take a value (without the leading dashes).
    ///   - flags: options that take none.
    init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws(CommandError) {
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
                    throw .usage("Unknown option '\(Printable.clean(argument))'.")
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
                throw .usage("Unknown option '--\(Printable.clean(name))'.")
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Exactly `count` positionals, or a usage error naming what is expected.
    func requirePositionals(_ count: Int, usage: String) throws(CommandError) -> [String] {
        guard positionals.count == count else {
            throw .usage(
                positionals.count < count
                    ? "Missing argument. Usage: \(usage)"
                    : "Unexpected argument '\(Printable.clean(positionals[count]))'. Usage: \(usage)")
        }
        return positionals
    }
}
