/// What the upstream's API accepts, which our server enforces and our clients keep to: written
/// once, so that neither side can drift from it.
public enum UpstreamLimits {
    /// The most recording ids one `/v1/recordings/batch` request may name.
    public static let batchIDs = 100

    /// The most one page of the performers list holds; without a `limit` the list is whole.
    public static let maximumPageSize = 1000

    /// The recordings `/v1/recordings` gives without a `limit`, and the most it gives.
    public static let recordingListSize = 100
    public static let longestRecordingList = 500

    /// The most artists `/v1/performers/search?name=` gives.
    public static let performerSearchResults = 10

    /// The most characters of a repertoire's name, an email or a display name: the upstream's
    /// columns for them hold 255, and a longer repertoire name is refused with a 400.
    public static let longestName = 255

    /// Whether `text` has the form of the upstream's ids, a UUID's 8-4-4-4-12 hexadecimal
    /// digits: anything else is refused before it reaches SQL or a request.
    public static func isWellFormedID(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard utf8.count == 36 else { return false }
        for (index, byte) in utf8.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let isHex =
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
                guard isHex else { return false }
            }
        }
        return true
    }
}
