/// How the song page's shell rows are ordered (the API's `sort=` values).
public enum SongRecordingSort: String, CaseIterable, Sendable {
    /// Year ascending, undated last.
    case year
    /// Leader's sort name ascending, recordings without a leader last; then year.
    case name
}

/// How the artist page's rows are ordered (the API's `sort=` values for performer recordings):
/// the upstream's orders, which its client regroups anyway.
public enum PerformerRecordingSort: String, CaseIterable, Sendable {
    /// Newest first, undated last; then by song.
    case year
    /// By song; within a song newest first, undated last.
    case name
}
