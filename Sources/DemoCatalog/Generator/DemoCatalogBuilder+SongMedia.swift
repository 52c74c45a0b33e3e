import Catalog
import StableHashing

/// The song page's reading and listening beyond the recordings: where a song is written down,
/// its MusicBrainz work, videos of solos written out (SOLO TRANSCRIPTIONS) and backing tracks
/// to play along with (BACKING TRACKS), for a share of the songs. Every link is made up, as
/// the rest of the demo catalog's are.
extension DemoCatalogBuilder {
    /// The songs whose answers the upstream's own backend was recorded giving, when the demo
    /// catalog held none of these: they keep none, so that those answers stay theirs.
    static let songsAsRecorded: Set<String> = [
        DemoCatalogShape.allOfMe, DemoCatalogShape.tigerRag, "Summertime", "Bésame Mucho", "Ain't Misbehavin'",
    ]

    /// Whether the song has a reference line and a MusicBrainz work, decided by its own stream.
    struct SongFacts {
        let reference: String?
        let musicbrainzID: String?
    }

    static func facts(of song: StandardSong) -> SongFacts {
        guard !songsAsRecorded.contains(song.title) else { return SongFacts(reference: nil, musicbrainzID: nil) }
        var random = SeededRandom("song facts:" + song.title)
        let reference =
            random.chance(0.4)
            ? "Demo Fake Book, volume \(random.inRange(1...3)), page \(random.inRange(3...460))" : nil
        let work = random.chance(0.6) ? StableID.make("musicbrainz work", song.title) : nil
        return SongFacts(reference: reference, musicbrainzID: work)
    }

    /// About a quarter of the songs have one to three transcriptions, of their famous leaders'
    /// recordings where there are any; about a third have one to four backing tracks, each in
    /// a key and at a tempo of its own, three to seven minutes long.
    func writeSongMedia(songIndex: Int, recordings: [WrittenRecording]) throws {
        let song = songs[songIndex]
        guard !Self.songsAsRecorded.contains(song.title) else { return }
        var random = SeededRandom("song media:" + song.title)
        let favoured = recordings.filter(\.famousLeader)
        if !recordings.isEmpty && random.chance(0.25) {
            for number in 0..<random.inRange(1...3) {
                let recording = favoured.isEmpty ? random.pick(recordings) : random.pick(favoured)
                transcriptionsWritten += 1
                try writer.insertTranscription(
                    id: transcriptionsWritten, uuid: StableID.make("transcription", "\(song.title)#\(number)"),
                    song: songIndex + 1, recording: recording.id,
                    youtubeURL: "https://www.youtube.com/watch?v=" + Self.token(random.next(), length: 11))
            }
        }
        if random.chance(0.33) {
            let feels: [(name: String, tempos: ClosedRange<Int>)] = [
                ("ballad", 56...80), ("slow swing", 90...120), ("medium swing", 120...180),
                ("up-tempo swing", 200...300), ("bossa nova", 120...150), ("latin", 160...220),
            ]
            for number in 0..<random.inRange(1...4) {
                let key = random.pick(["C", "F", "Bb", "Eb", "G", "D", "Ab", "A"])
                let (feel, tempos) = random.pick(feels)
                let tempo = random.inRange(tempos)
                videosWritten += 1
                try writer.insertVideo(
                    id: videosWritten, uuid: StableID.make("video", "\(song.title)#\(number)"), song: songIndex + 1,
                    recording: nil,
                    youtubeURL: "https://www.youtube.com/watch?v=" + Self.token(random.next(), length: 11),
                    title: "\(song.title) – backing track in \(key), \(feel), \(tempo) bpm",
                    description: "Piano, bass and drums: \(random.inRange(2...6)) choruses for the soloist.",
                    type: SongVideo.backingTrack, durationSeconds: random.inRange(180...420))
            }
        }
    }
}
