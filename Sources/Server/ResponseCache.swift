import FoundationEssentials
import Synchronization

/// Finished catalog answers, kept so that an answer asked for again costs a lookup instead of
/// a query, an encoding to JSON, a hash and a compression (for the largest answers, such as
/// the shell of "Summertime", making one costs far more than finding it). An answer is found by its
/// route target (decoded path segments and query parameters, so `?a=1&b=2` and `?b=2&a=1`
/// are one answer) and whether the client takes gzip; it holds the body as sent and its ETag.
///
/// How stale an answer can be: at most `lifetime`, the `max-age` the answers carry. A
/// catalog file never changes in place (a regeneration renames a new file over it), so an
/// answer is wrong only once the server reads a new catalog; it then goes on serving kept
/// answers for at most as long as `Cache-Control` already lets any client or proxy reuse
/// them. The cache belongs to one `CatalogService`, that is one process and one store, so
/// nothing is shared between catalogs. Only 200s are kept: errors (a 404, a 503 while the
/// catalog cannot be read) are thrown before anything is stored.
///
/// Memory is bounded by `byteLimit`, counting bodies, header fields and keys; room is made
/// by the clock algorithm (an answer used since the hand last passed it gets a second chance),
/// which approximates least-recently-used without reordering a list on every hit. Expired
/// answers go first. libmicrohttpd's threads share it under one lock, held for a dictionary
/// lookup or an insertion only: answers are made outside it, so two threads missing the same
/// answer at once both make it, and the second one stored replaces the first.
final class ResponseCache: Sendable {
    struct Key: Hashable, Sendable {
        let target: RequestTarget
        /// Whether the client takes gzip (not whether the answer is compressed: a small body
        /// never is).
        let acceptsGzip: Bool

        var bytes: Int { target.bytes }
    }

    /// A catalog answer as sent with 200: body, headers (validators included) and its ETag.
    struct Answer: Sendable {
        let response: HTTPResponse
        let tag: String
    }

    /// 32 MB: the demo catalog's largest answers (the Summertime shell and its gzip) many times
    /// over, well within the server's peak-memory target (`ServeBench`, 100 MB).
    static let defaultByteLimit = 32 * 1024 * 1024

    let byteLimit: Int
    let lifetime: Duration
    private let state = Mutex(State())

    private struct Slot {
        let key: Key
        let answer: Answer
        let cost: Int
        let expiry: ContinuousClock.Instant
        var used = false
    }

    private struct State {
        var slots: [Slot?] = []
        var index: [Key: Int] = [:]
        var free: [Int] = []
        var hand = 0
        var bytes = 0

        mutating func remove(at position: Int) {
            guard let slot = slots[position] else { return }
            index[slot.key] = nil
            bytes -= slot.cost
            slots[position] = nil
            free.append(position)
        }

        /// Frees the slot under the hand, if it is expired or has not been used since the hand
        /// last passed, and moves the hand on.
        mutating func sweep(at now: ContinuousClock.Instant) {
            defer { hand = (hand + 1) % slots.count }
            guard let slot = slots[hand] else { return }
            if slot.used && slot.expiry > now {
                slots[hand]!.used = false
            } else {
                remove(at: hand)
            }
        }
    }

    init(byteLimit: Int = defaultByteLimit, lifetime: Duration = .seconds(CatalogService.maxAge)) {
        self.byteLimit = byteLimit
        self.lifetime = lifetime
    }

    /// The bytes an answer is counted for.
    static func cost(of answer: Answer, for key: Key) -> Int {
        key.bytes + answer.response.body.count
            + answer.response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
    }

    /// The bytes held now.
    var bytes: Int { state.withLock { $0.bytes } }

    func answer(for key: Key, at now: ContinuousClock.Instant = .now) -> Answer? {
        state.withLock { state in
            guard let position = state.index[key], let slot = state.slots[position] else { return nil }
            guard slot.expiry > now else {
                state.remove(at: position)
                return nil
            }
            state.slots[position]!.used = true
            return slot.answer
        }
    }

    /// Keeps `answer`, making room first; an answer larger than the whole cache is not kept.
    /// Returns `answer`.
    @discardableResult
    func store(_ answer: Answer, for key: Key, at now: ContinuousClock.Instant = .now) -> Answer {
        let cost = Self.cost(of: answer, for: key)
        guard cost <= byteLimit else { return answer }
        state.withLock { state in
            if let position = state.index[key] { state.remove(at: position) }
            while state.bytes + cost > byteLimit { state.sweep(at: now) }
            let slot = Slot(key: key, answer: answer, cost: cost, expiry: now + lifetime)
            let position: Int
            if let reused = state.free.popLast() {
                position = reused
                state.slots[position] = slot
            } else {
                position = state.slots.count
                state.slots.append(slot)
            }
            state.index[key] = position
            state.bytes += cost
        }
        return answer
    }
}
