import FoundationEssentials
import Platform

/// A file of JSON the application keeps between runs, written whole or not at all. One that
/// cannot be read as `Document` is set aside (renamed with a suffix, never overwritten or
/// deleted) and the application starts afresh, saying so.
public struct StateFile<Document: Codable>: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// `NAME` in the program's state folder (`UserFolder.state`).
    public static func defaultPath(named name: String, environment: [String: String]) -> String {
        UserFolder.state.path(name, environment: environment)
    }

    /// What was read, or nil for no file; and what the user should be told, when the file was
    /// damaged and set aside.
    public func load(now: Date = Date()) -> (document: Document?, notice: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        let reason: String
        if let data = FileManager.default.contents(atPath: path) {
            do {
                return (try JSONDecoder().decode(Document.self, from: data), nil)
            } catch {
                reason = "it is not what this version writes"
            }
        } else {
            reason = "it could not be read"
        }
        guard let aside = SetAside.file(at: path, now: now) else {
            return (
                nil, "The saved state at \(path) is damaged (\(reason)) and could not be set aside; starting afresh."
            )
        }
        return (
            nil,
            "The saved state at \(path) was damaged (\(reason)); it is set aside as \(aside), and this run starts afresh."
        )
    }

    public func save(_ document: Document) throws(AtomicFile.WriteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw AtomicFile.WriteError(path: path, reason: "the state could not be encoded")
        }
        try AtomicFile.write(Array(data) + [0x0A], to: path)
    }
}
