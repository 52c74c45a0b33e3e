/// A request refused, as the upstream's routes refuse it: a status and `{"error": …}` in the
/// upstream's words, which its apps show as they are. A 429 adds `limit` and the headers that
/// say when to come back.
package struct AccountFailure: Error, Equatable, Sendable {
    package var status: Int
    package var error: String
    package var limit: String?
    package var headers: [AccountHeader] = []

    init(_ status: Int, _ error: String, limit: String? = nil, headers: [AccountHeader] = []) {
        self.status = status
        self.error = error
        self.limit = limit
        self.headers = headers
    }

    var answer: AccountAnswer {
        var members: JSONObject = ["error": .string(error)]
        if let limit { members["limit"] = .string(limit) }
        return AccountAnswer(status: status, json: .object(members), headers: headers)
    }
}

/// A header of an answer.
package struct AccountHeader: Equatable, Sendable {
    package var name: String
    package var value: String

    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// An account route's answer: a status, JSON, and headers of its own (the rate limit's). Never
/// kept by a cache: it is one user's.
package struct AccountAnswer: Sendable {
    package var status: Int
    package var json: JSONValue
    package var headers: [AccountHeader]
    /// What went wrong on the server's side, for its log only.
    package var problem: String?
    /// The JSON already written (an answer kept from before), in place of `json`.
    package var encoded: [UInt8]?

    /// The body as it is sent.
    package var body: [UInt8] { encoded ?? json.serialized }

    init(status: Int, json: JSONValue, headers: [AccountHeader] = [], problem: String? = nil) {
        self.status = status
        self.json = json
        self.headers = headers
        self.problem = problem
    }

    static func message(_ status: Int, _ text: String) -> AccountAnswer {
        AccountAnswer(status: status, json: .object(["message": .string(text)]))
    }
}
