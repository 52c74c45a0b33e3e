import Foundation

/// Sound for the playing tests, made here, served from loopback, and a stand-in yt-dlp that
/// answers mpv's YouTube hook with such a stream: the whole path of playing, with no network.
package enum AudioFixtures {
    /// A WAV of `seconds` of a 440 Hz tone, 8 kHz mono in 16 bits (16 KB a second). Made in
    /// memory by each caller, never through a file that the suites playing at once would share:
    /// one of them could read it half written, and mpv would never learn the tone's length.
    package static func tone(seconds: Int) -> [UInt8] {
        let rate = 8_000
        let samples = rate * max(0, seconds)
        var wav: [UInt8] = []
        wav.reserveCapacity(44 + 2 * samples)
        func put(_ text: String) { wav.append(contentsOf: text.utf8) }
        func put32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { wav.append(contentsOf: $0) } }
        func put16(_ value: Int) {
            withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { wav.append(contentsOf: $0) }
        }
        put("RIFF")
        put32(36 + 2 * samples)
        put("WAVE")
        put("fmt ")
        put32(16)
        put16(1)  // PCM
        put16(1)  // mono
        put32(rate)
        put32(rate * 2)  // bytes a second
        put16(2)  // bytes a frame
        put16(16)  // bits a sample
        put("data")
        put32(2 * samples)
        for index in 0..<samples {
            put16(Int((sin(2 * Double.pi * 440 * Double(index) / Double(rate)) * 16_000).rounded()))
        }
        return wav
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
        try ExecutableScript.write(script, to: folder + "/yt-dlp")
        return (folder, asked)
    }
}
