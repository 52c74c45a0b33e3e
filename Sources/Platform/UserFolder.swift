/// The program's folders under the user's base directories, as the XDG Base Directory rule
/// names them: `$XDG_DATA_HOME/approachnote` when the variable holds an absolute path, else
/// `~/.local/share/approachnote` (and so for config, state and cache). A variable that is
/// empty or relative is ignored, as the rule says; `~` is `HomeFolder`.
///
///     UserFolder.data.path("catalog.sqlite", environment: ["XDG_DATA_HOME": "/d"])
///     // "/d/approachnote/catalog.sqlite"
///     UserFolder.data.described("catalog.sqlite")
///     // "$XDG_DATA_HOME/approachnote/catalog.sqlite, else ~/.local/share/approachnote/catalog.sqlite"
public enum UserFolder: Sendable, CaseIterable {
    /// The catalog and the library.
    case data
    /// The config file.
    case config
    /// The pages open when the application last quit.
    case state
    /// Covers, and the bench's peer.
    case cache

    /// The folder every base directory holds for this program.
    public static let programFolder = "approachnote"

    /// The environment variable that names the base directory.
    public var variable: String {
        switch self {
        case .data: "XDG_DATA_HOME"
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        case .cache: "XDG_CACHE_HOME"
        }
    }

    /// The base directory, under the home folder, when the variable does not name one.
    public var inHome: String {
        switch self {
        case .data: ".local/share"
        case .config: ".config"
        case .state: ".local/state"
        case .cache: ".cache"
        }
    }

    /// A variable the folder depends on holds bytes that are not UTF-8: they still name a
    /// folder, and any stand-in for them would name another.
    public struct UndecodableVariable: Error, Equatable, Sendable {
        public let name: String

        public init(name: String) { self.name = name }
    }

    /// `components` under the program's folder of this base directory.
    /// - Parameter undecodable: names of variables whose value is not UTF-8; this folder's is
    ///   refused, and `HOME` when the home folder is fallen back on.
    public func path(_ components: String..., environment: [String: String], undecodable: Set<String>)
        throws(UndecodableVariable) -> String
    {
        if undecodable.contains(variable) { throw UndecodableVariable(name: variable) }
        if let base = environment[variable], base.hasPrefix("/") { return Self.join(base, components) }
        if undecodable.contains("HOME") { throw UndecodableVariable(name: "HOME") }
        return Self.join(HomeFolder.path(environment: environment) + "/" + inHome, components)
    }

    /// `components` under the program's folder of this base directory, for a caller whose
    /// environment holds only the variables that decode (an undecodable one is as if unset).
    public func path(_ components: String..., environment: [String: String]) -> String {
        if let base = environment[variable], base.hasPrefix("/") { return Self.join(base, components) }
        return Self.join(HomeFolder.path(environment: environment) + "/" + inHome, components)
    }

    /// The rule for `components`, in words for help and the manual page.
    public func described(_ components: String...) -> String {
        "$\(variable)/\(FilePath.joined([Self.programFolder] + components)), else "
            + "~/\(FilePath.joined([inHome, Self.programFolder] + components))"
    }

    private static func join(_ base: String, _ components: [String]) -> String {
        FilePath.joined([base, programFolder] + components)
    }
}
