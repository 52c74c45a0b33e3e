import AccountSecurity

/// bcrypt at a low cost, for rows as the upstream's table holds them.
enum PasswordHashes {
    static func bcrypt(_ password: String) throws -> String {
        try PasswordHash.bcrypt(password, cost: 4)
    }
}
