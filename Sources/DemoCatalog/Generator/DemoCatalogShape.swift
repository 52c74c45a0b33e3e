import Catalog

/// The numbers the demo catalog must hit (the counts the bench's scenarios and the tests rely
/// on), in one place, so the generator and the tests that check it read the same contract.
package enum DemoCatalogShape {
    package static let songCount = 321
    /// When every row of the demo catalog was made, as its songs' `created_at` and `updated_at`
    /// say: one moment, the same on every machine, so that two generations write the same file.
    static let contentFixedAt = "2026-12-01T00:00:00+00:00"
    package static let recordingCount = 107_281
    package static let performerCount = 31_223
    package static let releaseCount = 70_931
    package static let recordingReleaseCount = 207_130
    package static let authorityRecommendationCount = 3_150

    /// The recordings per song follow the real catalog's skew: p90 ≈ 726, maximum 1,721.
    static let countCurve: [(rank: Int, count: Int)] = [
        (0, 1_721), (1, 1_420), (5, 1_050), (15, 860), (32, 726), (80, 450), (160, 240), (240, 120), (320, 25),
    ]

    /// Songs whose counts are part of the contract, or chosen to make a scenario possible.
    static let pinnedSongCounts: [String: Int] = [
        "Summertime": 1_721,
        "Ain't Misbehavin'": 758,
        "All of Me": 701,
        "Tiger Rag": 420,
    ]

    // The song page the scenarios open, by year and by name: "All of Me".
    static let allOfMe = "All of Me"
    static let allOfMeLeaderCount = 238
    static let allOfMeArmstrongRecordings = 24

    // The artist page the scenarios open, by year and by song: Louis Armstrong.
    static let armstrong = "Louis Armstrong"
    package static let armstrongRecordingCount = 3_231
    static let armstrongSongCount = 99
    static let tigerRag = "Tiger Rag"
    static let armstrongTigerRagRecordings = 146

    /// Songs Armstrong really recorded, preferred when choosing his 99.
    static let armstrongRepertoire: [String] = [
        "Tiger Rag", "All of Me", "When the Saints Go Marching In", "West End Blues", "What a Wonderful World",
        "Hello, Dolly!", "Basin Street Blues", "St. Louis Blues", "Ain't Misbehavin'", "Stardust",
        "Mack the Knife", "Blueberry Hill", "La Vie en rose", "Jeepers Creepers", "Muskrat Ramble",
        "Struttin' with Some Barbecue", "Indiana", "Dinah", "Sweet Georgia Brown", "Summertime", "Body and Soul",
    ]
}
