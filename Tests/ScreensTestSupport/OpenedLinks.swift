import Screens
import Synchronization

/// The links a browser under test was asked to open, in order: a follower that opens each
/// (says it did) and keeps its address.
package final class OpenedLinks: Sendable {
    private let log = Mutex<[String]>([])

    package init() {}

    package var entries: [String] { log.withLock { $0 } }

    package var follower: LinkFollower {
        LinkFollower(
            open: { url in
                self.log.withLock { $0.append(url) }
                return true
            }, copy: { _ in })
    }
}
