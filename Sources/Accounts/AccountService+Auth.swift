import AccountSecurity
import FoundationEssentials
import TextFormatting

/// `/v1/auth/…`: sign-up, sign-in, tokens, sign-out, the account itself and its password.
extension AccountService {
    func authRoute(_ name: String, _ request: AccountRequest) throws -> AccountAnswer {
        switch name {
        case "me":
            try allow(request, ["GET"])
            return AccountAnswer(status: 200, json: Self.user(try authenticate(request)))
        case "delete-account":
            try allow(request, ["DELETE"])
            let user = try authenticate(request)
            _ = try store.deleteUser(id: user.id)
            return .message(200, "Account deleted successfully")
        default:
            break
        }
        try allow(request, ["POST"])
        let address = clientAddress(request)
        switch name {
        case "register": return try register(request, address)
        case "login": return try login(request, address)
        case "refresh-token": return try refresh(request, address)
        case "logout": return try logout(request)
        case "change-password": return try changePassword(request, address)
        case "forgot-password": return try forgotPassword(request, address)
        case "reset-password": return try resetPassword(request, address)
        case "google":
            let headers = try admit(name, \.thirdParty, key: address)
            return try notConfigured(request, field: "id_token", missing: "ID token required", "Google", headers)
        case "apple":
            let headers = try admit(name, \.thirdParty, key: address)
            return try notConfigured(
                request, field: "identity_token", missing: "identity_token required", "Apple", headers)
        default:
            throw AccountFailure(404, "Not found")
        }
    }

    private func register(_ request: AccountRequest, _ address: String) throws -> AccountAnswer {
        let headers = try admit("register", \.register, key: address)
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let email = try body.string("email")?.trimmingWhitespaceAndNewlines(), !email.isEmpty,
            let password = try body.string("password"), !password.isEmpty
        else { throw AccountFailure(400, "Email and password required", headers: headers) }
        try checkLength(of: password)
        guard Self.isPlausible(email: email, longest: policy.longestName) else {
            throw AccountFailure(400, "Invalid email format", headers: headers)
        }
        let displayName = try body.string("display_name", nullable: true)?.trimmingWhitespaceAndNewlines()
        if let displayName, displayName.count > policy.longestName {
            throw AccountFailure(400, "Display name must be \(policy.longestName) characters or less", headers: headers)
        }
        let user = UserRecord(
            id: UUID().uuidString.lowercased(), email: email,
            displayName: displayName.flatMap { $0.isEmpty ? nil : $0 }, passwordHash: try hash(password),
            isActive: true, createdAt: now, lastSignInAt: nil)
        guard try store.addUser(user) else { throw AccountFailure(409, "Email already registered", headers: headers) }
        return try signedIn(user, status: 201, headers: headers)
    }

    /// The upstream's tokens body: the user, an access token and a refresh token.
    private func signedIn(_ user: UserRecord, status: Int, headers: [AccountHeader]) throws -> AccountAnswer {
        let session = try newSession(for: user.id)
        return AccountAnswer(
            status: status,
            json: .object([
                "user": Self.user(user), "access_token": .string(session.access),
                "refresh_token": .string(session.refresh),
            ]), headers: headers)
    }

    private func login(_ request: AccountRequest, _ address: String) throws -> AccountAnswer {
        let headers = try admit("login", \.login, key: address)
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let email = try body.string("email")?.trimmingWhitespaceAndNewlines(), !email.isEmpty,
            let password = try body.string("password"), !password.isEmpty
        else { throw AccountFailure(400, "Email and password required", headers: headers) }
        if let until = try store.signInLock(email: email, now: now) {
            let seconds = max(1, (until - now + 999) / 1000)
            throw AccountFailure(
                429, "Too many failed sign-ins with this email. Try again in \(Self.minutes(seconds)).",
                headers: headers.filter { $0.name != "Retry-After" } + [AccountHeader("Retry-After", "\(seconds)")])
        }
        // Too long a password is no password of anyone's: checked at the cost of any other.
        let user = try store.user(email: email)
        let tooLong = password.utf8.count > policy.longestPassword
        guard verify(tooLong ? "" : password, against: user?.passwordHash), !tooLong, let user else {
            let failures = try store.signInFailed(email: email, now: now) { policy.lock(afterFailures: $0) }
            let delay = policy.delay(afterFailures: failures)
            if delay > 0 { pause(delay) }
            throw AccountFailure(401, "Invalid credentials", headers: headers)
        }
        guard user.isActive else { throw AccountFailure(401, "Account is inactive", headers: headers) }
        try store.clearSignInFailures(email: email)
        let rehashed =
            PasswordHash.needsRehash(user.passwordHash ?? "", cost: policy.passwordCost) ? try hash(password) : nil
        try store.signedIn(userID: user.id, rehashed: rehashed, now: now)
        return try signedIn(user, status: 200, headers: headers)
    }

    private func refresh(_ request: AccountRequest, _ address: String) throws -> AccountAnswer {
        let headers = try admit("refresh-token", \.refresh, key: address)
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let token = try body.string("refresh_token"), !token.isEmpty else {
            throw AccountFailure(400, "Refresh token required", headers: headers)
        }
        let claims: TokenClaims
        do {
            claims = try tokenSigner.verify(token, now: nowSeconds)
        } catch {
            throw AccountFailure(401, error.description, headers: headers)
        }
        guard claims.kind == TokenClaims.refresh else {
            throw AccountFailure(401, "Invalid token type", headers: headers)
        }
        let replacement = refreshToken(for: claims.userID)
        let outcome = try store.rotateRefreshToken(
            digest: SHA256.hex(token), replacement: SHA256.hex(replacement),
            expires: now + policy.refreshLifetime * 1000, now: now)
        guard case .rotated(let userID) = outcome, userID == claims.userID else {
            throw AccountFailure(401, "Invalid or expired refresh token", headers: headers)
        }
        return AccountAnswer(
            status: 200,
            json: .object(["access_token": .string(accessToken(for: userID)), "refresh_token": .string(replacement)]),
            headers: headers)
    }

    /// Ends the session of the refresh token in the body, whether or not the access token is
    /// still good (the upstream needs a live one, so its apps' sign-out after 15 minutes ends
    /// nothing). Without a refresh token, a good access token is needed, and ends nothing
    /// more: access tokens are not kept.
    private func logout(_ request: AccountRequest) throws -> AccountAnswer {
        let body = try? JSONBody.read(request.body, contentType: request.contentType ?? "application/json")
        if let token = try? body?.string("refresh_token"), signedRefreshClaims(token) != nil,
            try store.revokeSession(digest: SHA256.hex(token), now: now) != nil
        {
            return .message(200, "Logged out successfully")
        }
        _ = try authenticate(request)
        return .message(200, "Logged out successfully")
    }

    /// A new password, for the user who knows the current one. Every session of theirs ends;
    /// the answer carries a new one for the client that asked (fields the upstream's answer
    /// lacks, and its clients ignore).
    private func changePassword(_ request: AccountRequest, _ address: String) throws -> AccountAnswer {
        // The limit counts per user, and per address for requests that name no user: those
        // use up the address's quota before they are refused, as the upstream's do.
        let user: UserRecord
        let headers: [AccountHeader]
        do {
            user = try authenticate(request)
            headers = try admit("change-password", \.changePassword, key: "user " + user.id)
        } catch let refusal as AccountFailure where refusal.status == 401 {
            _ = try admit("change-password", \.changePassword, key: address)
            throw refusal
        }
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let current = try body.string("current_password"), !current.isEmpty,
            let new = try body.string("new_password"), !new.isEmpty
        else { throw AccountFailure(400, "Current and new password required", headers: headers) }
        try checkLength(of: new)
        guard new != current else {
            throw AccountFailure(400, "New password must be different from current password", headers: headers)
        }
        // 403, not the upstream's 401: a client takes a 401 for "signed out" and would end a
        // session that is good.
        guard verify(current, against: user.passwordHash) else {
            throw AccountFailure(403, "Current password is incorrect", headers: headers)
        }
        try store.setPassword(userID: user.id, hash: try hash(new), now: now)
        let session = try newSession(for: user.id)
        return AccountAnswer(
            status: 200,
            json: .object([
                "message": .string("Password changed successfully"), "access_token": .string(session.access),
                "refresh_token": .string(session.refresh),
            ]), headers: headers)
    }

    /// The upstream mails a link; this server sends no mail, so the answer is the same for
    /// every email and nothing is made: the operator gives a link (`accounts reset-link`).
    private func forgotPassword(_ request: AccountRequest, _ address: String) throws -> AccountAnswer {
        let headers = try admit("forgot-password", \.forgotPassword, key: address)
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let email = try body.string("email"), !email.trimmingWhitespaceAndNewlines().isEmpty else {
            throw AccountFailure(400, "Email required", headers: headers)
        }
        var answer = AccountAnswer.message(200, "If that email exists, a reset link has been sent")
        answer.headers = headers
        return answer
    }

    private func resetPassword(_ request: AccountRequest, _ address: String) throws -> AccountAnswer {
        let headers = try admit("reset-password", \.resetPassword, key: address)
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let token = try body.string("token"), !token.isEmpty, let password = try body.string("password"),
            !password.isEmpty
        else { throw AccountFailure(400, "Token and password required", headers: headers) }
        try checkLength(of: password)
        guard token.utf8.count <= 256,
            try store.resetPassword(digest: SHA256.hex(token), hash: try hash(password), now: now) != nil
        else { throw AccountFailure(401, "Invalid or expired token", headers: headers) }
        var answer = AccountAnswer.message(200, "Password reset successfully")
        answer.headers = headers
        return answer
    }

    /// A reset token for the account of `email`, good for one use within the policy's hour,
    /// spending every earlier one; nil when no account has that email.
    package func makeResetToken(email: String) throws -> String? {
        try store.makeResetToken(email: email, lifetime: policy.resetLifetime * 1000, now: now)
    }

    private func notConfigured(
        _ request: AccountRequest, field: String, missing: String, _ provider: String, _ headers: [AccountHeader]
    ) throws -> AccountAnswer {
        let body = try JSONBody.read(request.body, contentType: request.contentType)
        guard let token = try body.string(field), !token.isEmpty else {
            throw AccountFailure(400, missing, headers: headers)
        }
        throw AccountFailure(500, "\(provider) authentication not configured", headers: headers)
    }

    /// The upstream's test of an email (an `@` and a dot), and a length a column holds, and
    /// no control character.
    static func isPlausible(email: String, longest: Int) -> Bool {
        email.contains("@") && email.contains(".") && email.count <= longest
            && !email.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    static func minutes(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) s" : "\((seconds + 59) / 60) min"
    }
}
