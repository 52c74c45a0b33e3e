import FoundationEssentials
import Glibc
import Platform

/// The immediate-mode peer (the tui-rs program of the repository's `peer/tui_rs`): found, and built
/// from its sources with cargo and Debian's packaged crates, offline, when it is not built yet.
struct PeerProgram {
    let executable: String
    /// Where it was built from, for the report.
    let source: String

    /// Why there is no peer to measure beside.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Where the peer's sources are when no path is given: the repository the bench was built
    /// in (the bench runs from its `.build` folder), whatever the current folder.
    static var repositorySources: String? {
        guard var folder = try? ChildRun.bench() else { return nil }
        while folder.hasPrefix("/"), folder != "/" {
            folder = FilePath.folder(of: folder)
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder + "/peer/tui_rs" }
        }
        return nil
    }

    /// The peer at `given` (its Cargo folder or a built executable), else at `APPROACHNOTE_PEER`,
    /// else in the repository.
    static func locate(_ given: String?) throws(Unavailable) -> PeerProgram {
        let candidates =
            given.map { [$0] }
            ?? [ProcessInfo.processInfo.environment["APPROACHNOTE_PEER"], repositorySources].compactMap { $0 }
        for candidate in candidates {
            var status = stat()
            guard stat(candidate, &status) == 0 else { continue }
            if status.st_mode & S_IFMT != S_IFDIR {
                guard FileManager.default.isExecutableFile(atPath: candidate) else {
                    throw Unavailable(description: "\(candidate) is neither the peer's Cargo folder nor a program")
                }
                return PeerProgram(executable: candidate, source: candidate)
            }
            guard FileManager.default.fileExists(atPath: candidate + "/Cargo.toml") else {
                throw Unavailable(description: "\(candidate) has no Cargo.toml")
            }
            return try build(candidate)
        }
        throw Unavailable(
            description: given.map { "nothing is at \($0)" }
                ?? "its sources are not at \(candidates.joined(separator: " or ")) (give them with --peer PATH)")
    }

    /// Builds the peer into the cache, as its README says: Debian's cargo and rustc, the crates
    /// of Debian's registry, no network.
    private static func build(_ source: String) throws(Unavailable) -> PeerProgram {
        let target = UserFolder.cache.path("peer-target", environment: ProcessInfo.processInfo.environment)
        let debian = FileManager.default.isExecutableFile(atPath: "/usr/bin/cargo")
        guard debian || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/cargo") else {
            throw Unavailable(
                description:
                    "cargo is not installed (scripts/setup --bench installs it with Debian's tui and crossterm crates)")
        }
        guard FileManager.default.fileExists(atPath: "/usr/share/cargo/registry") else {
            throw Unavailable(
                description:
                    "Debian's crates are not installed (scripts/setup --bench installs librust-tui-dev and librust-crossterm-dev)"
            )
        }
        var environment = ProcessInfo.processInfo.environment
        environment["CARGO_TARGET_DIR"] = target
        if debian { environment["RUSTC"] = "/usr/bin/rustc" }
        let built: (status: Int32, output: String, errors: String)
        do {
            built = try ChildRun.captured(
                debian ? "/usr/bin/cargo" : "/usr/local/bin/cargo",
                ["build", "--release", "--offline", "-q"], in: source, environment: environment)
        } catch {
            throw Unavailable(description: "cargo could not be started: \(error)")
        }
        let message = built.errors
        guard built.status == 0 else {
            throw Unavailable(
                description: "it did not build: "
                    + (message.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? "cargo failed")
            )
        }
        return PeerProgram(executable: target + "/release/peer_tui_rs", source: source)
    }
}
