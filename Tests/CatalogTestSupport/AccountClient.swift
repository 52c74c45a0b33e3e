import Foundation
import TestFixtures

/// A client of a running server's account routes, as the upstream's apps call them: JSON in,
/// JSON out, a bearer token where the route wants one.
package struct AccountClient {
    package let port: UInt16

    package init(port: UInt16) {
        self.port = port
    }

    /// An answer: the status and the JSON object (empty when the body is none).
    package struct Reply {
        package let status: Int
        package let json: [String: Any]
        package let body: Data

        package func string(_ key: String) -> String { json[key] as? String ?? "" }
        package var error: String? { json["error"] as? String }
    }

    @discardableResult
    package func send(_ method: String, _ path: String, _ body: [String: String]? = nil, token: String? = nil) throws
        -> Reply
    {
        var headers = ["Accept: application/json"]
        if let token { headers.append("Authorization: Bearer \(token)") }
        var text: String?
        if let body {
            headers.append("Content-Type: application/json")
            text = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        }
        let response = try RawHTTPConnection.request(port: port, path, method: method, headers: headers, body: text)
        let json = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
        return Reply(status: response.status, json: json, body: response.body)
    }

    /// Registers `email` and returns the tokens.
    package func register(_ email: String, password: String = "correct horse 1") throws -> (
        access: String, refresh: String
    ) {
        let reply = try send("POST", "/v1/auth/register", ["email": email, "password": password])
        guard reply.status == 201 else { throw Failure(description: "register \(email): \(reply.status)") }
        return (reply.string("access_token"), reply.string("refresh_token"))
    }

    package func login(_ email: String, password: String = "correct horse 1") throws -> Reply {
        try send("POST", "/v1/auth/login", ["email": email, "password": password])
    }

    package func refresh(_ token: String) throws -> Reply {
        try send("POST", "/v1/auth/refresh-token", ["refresh_token": token])
    }

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// A signing key file, mode 0600, in a new scratch folder, for servers that must share one.
    package static func keyFile() throws -> String {
        let folder = NSTemporaryDirectory() + "key-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/accounts.key"
        let hex = (0..<64).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        _ = FileManager.default.createFile(
            atPath: path, contents: Data((hex + "\n").utf8), attributes: [.posixPermissions: 0o600])
        return path
    }
}
