import Catalog
import DemoCatalog

/// Opens the catalog for a command, generating the demo catalog first when none exists yet at
/// the default location (the first run), with progress on standard error. A path the user
/// named that holds nothing is a mistake to report, not a place to fill: a mistyped
/// `--catalog` would otherwise make a catalog of 150 MB, folders and all, for any command.
/// An existing file is never replaced here,
/// with one exception: the demo catalog at the default location, made by an older version of
/// approachnote, is generated again (it holds nothing that generating does not give back).
package struct CatalogAccess {
    package let location: CatalogLocation
    let io: CommandIO
    /// Whether the location is the default one rather than a path the user gave.
    package var isDefaultLocation: Bool
    /// Whether `--catalog` named it (rather than the config file, or the default).
    package var isNamedByOption = false
    /// Where the application, `recordings` and `catalog find` read the catalog instead of the
    /// file (`--server`).
    package var server: HTTPCatalog?

    package init(location: CatalogLocation, io: CommandIO, isDefaultLocation: Bool = false, server: HTTPCatalog? = nil)
    {
        self.location = location
        self.io = io
        self.isDefaultLocation = isDefaultLocation
        self.server = server
    }

    /// The catalog to read from: the server's when one was given (nothing local is
    /// opened or generated then), else the file's.
    package func openForReading() throws -> any CatalogReading {
        try server ?? open()
    }

    /// What Settings names as the catalog's place.
    package var displayedLocation: String { server?.server ?? location.path }

    package func open() throws -> SQLiteCatalogStore {
        // A generation cut off by a kill left its work file (up to a catalog's size) beside
        // the catalog: whichever command comes next clears it.
        if let target = try? location.target() { CatalogReplacement.removeAbandonedTemporaryFiles(for: target) }
        if location.state == .absent {
            guard isDefaultLocation else {
                throw CommandError.failed(
                    "No catalog at \(location.path). To make the demo catalog there, run "
                        + "'approachnote catalog generate --catalog \(location.path)'; or check the path.")
            }
            try io.writeError("No catalog at \(location.path) yet; generating the demo catalog.\n")
            try generate(force: false)
        }
        do {
            return try SQLiteCatalogStore.open(location)
        } catch CatalogError.incompatibleSchema(_, let found, let expected, regenerable: true) where isDefaultLocation {
            try io.writeError(
                "The demo catalog at \(location.path) was made by an older version of approachnote "
                    + "(schema \(found), now \(expected)); generating it again.\n")
            try generate(force: true)
            return try SQLiteCatalogStore.open(location)
        }
    }

    @discardableResult
    package func generate(force: Bool) throws -> DemoCatalogGenerator.Report {
        let progress = GenerationProgressView(io: io)
        let report = try DemoCatalogGenerator.generate(
            at: location, force: force, anyFileAtDefault: isDefaultLocation, progress: progress.show)
        try progress.finish()
        return report
    }
}

/// Shows generation progress: one line redrawn in place on a terminal, one line per phase
/// otherwise (logs, tests).
final class GenerationProgressView {
    private let io: CommandIO
    private var lastPhase = ""
    private var lastPercent = -1

    init(io: CommandIO) { self.io = io }

    func show(_ progress: DemoCatalogGenerator.Progress) throws {
        let percent = Int(progress.fraction * 100)
        if io.errorIsTerminal {
            guard percent != lastPercent || progress.phase != lastPhase else { return }
            try io.redrawErrorLine("Generating demo catalog: \(percent)% (\(progress.phase))")
        } else if progress.phase != lastPhase {
            try io.writeError("Generating demo catalog: \(percent)% (\(progress.phase))\n")
        }
        lastPhase = progress.phase
        lastPercent = percent
    }

    func finish() throws {
        if io.errorIsTerminal { try io.writeError("\n") }
    }
}
