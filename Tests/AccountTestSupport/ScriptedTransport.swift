import AccountLink
import Foundation
import Synchronization

/// A server that answers each route as the test scripts it, and counts what was asked.
package final class ScriptedTransport: AccountTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: [AccountReply]] = [:]
    private var calls: [AccountCall] = []

    /// Answers `path` with `replies` in turn, the last one from then on.
    package init() {}

    package func script(_ path: String, _ replies: AccountReply...) {
        lock.lock()
        answers[path] = replies
        lock.unlock()
    }

    package func send(_ call: AccountCall) -> AccountReply {
        lock.lock()
        defer { lock.unlock() }
        calls.append(call)
        guard var replies = answers[call.path], !replies.isEmpty else {
            return .answered(status: 404, body: Array(#"{"error":"Not found"}"#.utf8), retryAfter: nil)
        }
        let reply = replies.count > 1 ? replies.removeFirst() : replies[0]
        answers[call.path] = replies
        return reply
    }

    package func calls(to path: String) -> [AccountCall] {
        lock.lock()
        defer { lock.unlock() }
        return calls.filter { $0.path == path }
    }

    package static func json(_ status: Int, _ text: String) -> AccountReply {
        .answered(status: status, body: Array(text.utf8), retryAfter: nil)
    }

    /// A body the upstream's backend answered (`Tests/Fixtures/UpstreamAccounts`).
    package static func upstream(_ status: Int, _ name: String) throws -> AccountReply {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/UpstreamAccounts/\(name).body")
        return .answered(status: status, body: Array(try Data(contentsOf: url)), retryAfter: nil)
    }
}
