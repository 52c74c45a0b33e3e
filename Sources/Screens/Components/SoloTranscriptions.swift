import Catalog
import Layout
import UntrustedText

/// SOLO TRANSCRIPTIONS on a song's page: a row for each video of a solo written out, named by
/// the album its recording is on and the year ("Solo transcription" when the recording is not
/// named), a link to watch it. The notes are to be seen, so the link opens as any link does;
/// one that may not be followed (`WebLink`) is shown, not offered.
struct SoloTranscriptions: View {
    let transcriptions: [SoloTranscription]
    let open: (String) -> Void

    static let heading = "SOLO TRANSCRIPTIONS"

    static func title(of transcription: SoloTranscription) -> String {
        (transcription.albumTitle ?? "Solo transcription") + (transcription.recordingYear.map { " (\($0))" } ?? "")
    }

    var body: Element {
        VStack(spacing: 0) {
            Text(Self.heading).heading().id("transcriptions")
            ForEach(transcriptions, id: \.id) { transcription in
                let title = Self.title(of: transcription)
                if let url = transcription.youtubeUrl, WebLink.isFollowable(url) {
                    Link(title, url: url, open: open)
                } else {
                    Text(title).dim()
                }
            }
        }
    }
}
