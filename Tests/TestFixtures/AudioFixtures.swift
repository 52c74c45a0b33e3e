import Foundation

/// Sound for the playing tests, made by sox, served from loopback, and a stand-in yt-dlp that
/// answers mpv's YouTube hook with such a stream: the whole path of playing, with no network.
package enum AudioFixtures {
    /// A WAV of `seconds` of a 440 Hz tone, 8 kHz mono (16 KB a second), made once a run.
    package static func tone(seconds: Int) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "approachnote-tone-\(seconds)s-\(getpid()).wav"
        if let made = FileManager.default.contents(atPath: path) { return Array(made) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
        process.arguments = ["-n", "-r", "8000", "-c", "1", "-b", "16", path, "synth", String(seconds), "sine", "440"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let made = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "sox could not make the tone (status \(process.terminationStatus))")
        }
        return Array(made)
    }

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// A folder holding `yt-dlp`, a script that answers mpv's hook (`-J URL`) with JSON naming
    /// `stream` as the media of any link, and logs each link it was asked about in `asked`.
    package static func standInYTDLP(stream: String) throws -> (folder: String, asked: String) {
        let folder = NSTemporaryDirectory() + "approachnote-ytdlp-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let asked = folder + "/asked.log"
        let script = """
            #!/bin/sh
            # A stand-in for yt-dlp: whatever link mpv asks about plays the test's stream.
            for last; do :; done
            printf '%s\\n' "$last" >> '\(asked)'
            case " $* " in
              *" --version "*) echo 2023.03.04; exit 0 ;;
            esac
            printf '{"id": "standin", "title": "Stand-in stream", "url": "\(stream)", "ext": "wav", "protocol": "http", "extractor": "generic", "webpage_url": "%s", "duration": 30}\\n' "$last"
            """
        FileManager.default.createFile(
            atPath: folder + "/yt-dlp", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        return (folder, asked)
    }
}
