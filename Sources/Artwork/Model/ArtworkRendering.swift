import Layout
import Synchronization

/// A cover converted for the screen, in the form its output asks for.
public enum ArtworkRendering: Hashable, Sendable {
    case cells(CellArt)
    case image(TerminalImage)

    public var byteCount: Int {
        switch self {
        case .cells(let art): art.byteCount
        case .image(let image): image.data.count + 64
        }
    }

    public var cellArt: CellArt? {
        if case .cells(let art) = self { art } else { nil }
    }

    public var terminalImage: TerminalImage? {
        if case .image(let image) = self { image } else { nil }
    }
}

/// Ids for converted images, unique in the process: the terminal keeps what it was sent under
/// its id, so two pictures must never share one.
enum TerminalImageIDs {
    private static let last = Atomic<UInt32>(0)

    static func next() -> UInt32 {
        // Wrapping past UInt32.max would reach 0, which kitty reserves; four billion covers
        // in one process is not a case to design for, but it must not trap either.
        let id = last.add(1, ordering: .relaxed).newValue
        return id == 0 ? next() : id
    }
}
