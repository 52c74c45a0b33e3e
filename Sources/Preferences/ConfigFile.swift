import FoundationEssentials
import Platform
import UntrustedText

/// The user's config file: where it is, what it says, and what is wrong in it.
///
/// It is `config` in the program's config folder (`UserFolder.config`). A file
/// that is missing is no problem (every setting has its default); one that cannot be read, or
/// lines that cannot be understood, are problems the user is told of, and are otherwise
/// ignored.
public struct ConfigFile: Sendable {
    public let path: String
    public let keys: [ConfigKey]
    /// What the file says, or nil when there is no file (or it could not be read).
    public private(set) var document: ConfigDocument?
    public private(set) var problems: [ConfigProblem] = []

    public static func defaultPath(environment: [String: String]) -> String {
        UserFolder.config.path("config", environment: environment)
    }

    /// Reads the file at `path`, checking every line against `keys`.
    public init(path: String, keys: [ConfigKey]) {
        self.path = path
        self.keys = keys
        switch Self.read(path) {
        case .absent: document = nil
        case .unreadable(let reason):
            problems = [ConfigProblem(line: nil, message: "\(path) could not be read: \(reason)")]
        case .text(let text):
            let document = ConfigDocument(text: text)
            self.document = document
            problems = Self.problems(in: document, keys: keys)
        }
    }

    /// The values the file gives, by key: the valid ones only.
    public var values: [String: (value: String, line: Int)] {
        var values: [String: (String, Int)] = [:]
        for setting in document?.settings ?? [] {
            guard let key = keys.first(where: { $0.name == setting.key }), key.problem(with: setting.value) == nil
            else { continue }
            values[setting.key] = (setting.value, setting.line)
        }
        return values
    }

    /// Writes `value` for `key` into the file as it is on disk now (another instance, or an
    /// editor, may have changed it since it was read), keeping every other line; a new file
    /// starts with a header describing every key.
    public func save(_ key: String, _ value: String) throws(AtomicFile.WriteError) {
        var current: ConfigDocument
        switch Self.read(path) {
        case .absent: current = .template(describing: keys)
        case .unreadable(let reason): throw AtomicFile.WriteError(path: path, reason: "it could not be read: \(reason)")
        case .text(let text): current = ConfigDocument(text: text)
        }
        current.set(key, to: value)
        try AtomicFile.write(Array(current.text.utf8), to: path)
    }

    private enum Contents {
        case absent
        case unreadable(String)
        case text(String)
    }

    /// The most a config file may hold: a few hundred lines of settings and comments take a
    /// few kilobytes, and every command reads the file as it starts.
    public static let largestFile = 1 << 20

    private static func read(_ path: String) -> Contents {
        guard FileManager.default.fileExists(atPath: path) else { return .absent }
        guard let bytes = BoundedFile.read(path, atMost: largestFile + 1) else {
            return .unreadable(FileManager.default.isReadableFile(atPath: path) ? "not a file" : "permission denied")
        }
        guard bytes.count <= largestFile else {
            return .unreadable("it is larger than \(largestFile >> 20) MB")
        }
        guard let text = TextBytes.string(validating: bytes[...]) else { return .unreadable("it is not UTF-8 text") }
        return .text(text)
    }

    private static func problems(in document: ConfigDocument, keys: [ConfigKey]) -> [ConfigProblem] {
        var problems = document.malformedLines.map {
            ConfigProblem(line: $0, message: "not a setting (write key = value, or # before a comment)")
        }
        for setting in document.settings {
            guard let key = keys.first(where: { $0.name == setting.key }) else {
                problems.append(
                    ConfigProblem(
                        line: setting.line,
                        message: "unknown setting '\(setting.key)' (approachnote config --help lists them)"))
                continue
            }
            if let problem = key.problem(with: setting.value) {
                problems.append(ConfigProblem(line: setting.line, message: problem))
            }
        }
        return problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }
}
