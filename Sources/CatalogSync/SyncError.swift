import Catalog

/// Why a sync stopped. Every case leaves the catalog at the target as it was; what was fetched
/// stays in the work file, so the same command continues from there.
public enum SyncError: Error, Equatable, CustomStringConvertible {
    /// The server could not be read (after the retries, for a transient failure).
    case server(HTTPCatalogError)
    /// The server asked to be left alone for longer than the sync keeps asking (`giveUpAfter`).
    case askedToWaitTooLong(HTTPCatalogError, giveUpAfter: Double)
    /// An answer names an entity whose own answer the server does not have: it changed while
    /// the sync read it.
    case missing(kind: String, id: String, named: String)
    /// What was fetched does not add up to what the server's indexes report.
    case incomplete(String)
    /// The user asked the sync to stop (Ctrl-C, a termination signal).
    case interrupted(kept: Int, workFile: String)
    /// The catalog file the server sent is not a catalog that can be read, or not whole.
    case refusedFile(String)
    /// The user asked the sync to stop while it downloaded the catalog file, which is not kept.
    case downloadInterrupted
    /// The work file beside the target cannot be opened or written.
    case workFile(path: String, reason: String)
    /// The server's lists leave out more of a kind than a sync removes unasked: `removed` of
    /// the `before` the last sync kept.
    case sweepingRemoval(kind: String, removed: Int, before: Int)
    /// The catalog could not be written, or renamed into place.
    case catalog(String)
    /// libdeflate, which keeps the fetched answers small in the work file, cannot be loaded.
    case libraryMissing(reason: String)

    /// Whether the sync stopped because the user asked it to.
    public var isInterruption: Bool {
        switch self {
        case .interrupted, .downloadInterrupted: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .server(let error):
            "\(error)\(String(describing: error).hasSuffix(".") ? "" : ".") "
                + "What was fetched so far is kept; run the same command to continue."
        case .askedToWaitTooLong(let error, let giveUpAfter):
            "\(error) That is longer than the sync keeps asking (--give-up-after \(Int(giveUpAfter)) s), so it stopped. "
                + "What was fetched so far is kept; run the same command later to continue."
        case .missing(let kind, let id, let named):
            "The server names \(kind) \(id) in \(named) but does not have it: its catalog changed during the sync. "
                + "Run the sync again to continue."
        case .incomplete(let reason): "The synced catalog is incomplete (\(reason)); the catalog in place is kept."
        case .interrupted(let kept, let workFile):
            "Interrupted: the \(kept) answers fetched so far are kept in \(workFile); run the same command to continue."
        case .refusedFile(let reason):
            "The catalog file the server sent is refused: \(reason). The catalog in place is kept."
        case .downloadInterrupted:
            "Interrupted: the download of the catalog file stopped; the catalog in place is kept. "
                + "Run the same command to download it again."
        case .workFile(let path, let reason): "The sync's work file \(path) cannot be used: \(reason)."
        case .sweepingRemoval(let kind, let removed, let before):
            "The server now lists \(before - removed) of the \(before) \(kind) the last sync kept: \(removed) would be "
                + "removed, more than a tenth. The catalog in place is kept, and the next sync asks the server again. "
                + "If the server really removed them, sync with --allow-removals."
        case .catalog(let reason): "The synced catalog could not be written: \(reason)."
        case .libraryMissing(let reason): "The catalog cannot be synced: \(reason)."
        }
    }
}
