import Catalog
import StableHashing

/// One artist's recordings made up in memory, as many as asked for, the same for the same seed
/// and count: the scale bench's pages, which no catalog holds. Fields look like the catalog's
/// and are shared as its are: UUID-shaped ids, a song's title shared by its recordings, an
/// album's title, year and cover addresses shared by the recordings on it.
///
/// The page grows both ways a page can. Its songs grow in number: `count / 64` of them (twice
/// Louis Armstrong's 33 recordings a song), three recordings in four dealt round them in turn
/// and the fourth picked at random, so no song shelf holds fewer than 48 cards: scrolled back
/// from its middle card by the bench, a carousel never comes near the cards it first showed.
/// Its decades do not: albums come from the 1920s to the 2020s, 3% of unknown year, so there
/// are 12 decade shelves, each longer as the page grows.
///
/// None is canonical: a ★ is one node more on its card, and pages of every size must show the
/// same shapes for their frames to be compared node for node.
enum SyntheticArtist {
    static let name = "Ada Lindqvist"
    static let recordingsPerSong = 64
    static let recordingsPerAlbum = 12
    /// Albums per hundred in each decade from the 1920s; the rest are of unknown year.
    static let decadeShares = [4, 9, 14, 16, 15, 12, 9, 7, 5, 4, 2]
    static let firstDecade = 1920
    /// The 2020s are not over: their albums are from 2020 to 2025.
    static let lastYear = 2025

    private struct Album {
        let title: String
        let year: Int?
        let smallCover: String?
        let mediumCover: String?
    }

    static func recordings(count: Int, seed: UInt64) -> [PerformerRecording] {
        var random = SeededRandom(seed: seed)
        let songs = (0..<max(1, count / recordingsPerSong)).map { (id: uuid(&random), title: songTitle($0)) }
        let albums = (0..<max(1, count / recordingsPerAlbum)).map { album($0, random: &random) }
        let roles = [["leader"], ["leader"], ["leader"], ["leader", "sideman"], ["sideman"], ["other"]]
        return (0..<count).map { index in
            let dealt = index % 4 != 3
            let song = songs[dealt ? (index - index / 4) % songs.count : random.below(songs.count)]
            let album = albums[random.below(albums.count)]
            return PerformerRecording(
                songId: song.id, songTitle: song.title, recordingId: uuid(&random), albumTitle: album.title,
                artistCredit: name, recordingYear: album.year, isCanonical: false,
                roles: roles[random.below(roles.count)], bestCoverArtSmall: album.smallCover,
                bestCoverArtMedium: album.mediumCover)
        }
    }

    /// "Blue Serenade", "Midnight Stomp", and once the 400 pairs of words are used, "Blue
    /// Serenade No. 2". Each word meets every ending once in 400 titles, a different one each
    /// time round the words.
    static func songTitle(_ index: Int) -> String {
        let pairs = songWords.count * songEndings.count
        let pair = index % pairs
        let word = pair % songWords.count
        let title = songWords[word] + " " + songEndings[(pair / songWords.count + 3 * word) % songEndings.count]
        return index < pairs ? title : title + " No. \(index / pairs + 1)"
    }

    private static func album(_ index: Int, random: inout SeededRandom) -> Album {
        let year = decade(ofAlbum: index, random: &random).map { firstDecade + 10 * $0 }.map {
            $0 + random.below(min(10, lastYear - $0 + 1))
        }
        let title: String
        switch index % 3 {
        case 0: title = "Live at the " + venues[index / 3 % venues.count]
        case 1: title = songTitle(index / 3) + " and Other Songs"
        default: title = year.map { "The \($0) Sessions" } ?? "The Lost Sessions"
        }
        let release = uuid(&random)
        // One album in six has no cover, so pages show both placeholders.
        let hasCover = random.below(6) != 0
        return Album(
            title: title, year: year,
            smallCover: hasCover ? "https://coverartarchive.org/release/\(release)/front-250" : nil,
            mediumCover: hasCover ? "https://coverartarchive.org/release/\(release)/front-500" : nil)
    }

    /// The album's decade (0 for the 1920s), nil for an unknown year. The first albums are dealt
    /// one to each decade and one to unknown, so even the smallest page has all 12 decade
    /// shelves; the others fall by the decades' shares.
    private static func decade(ofAlbum index: Int, random: inout SeededRandom) -> Int? {
        if index <= decadeShares.count { return index < decadeShares.count ? index : nil }
        let share = random.below(100)
        var cumulative = 0
        return decadeShares.indices.first {
            cumulative += decadeShares[$0]
            return share < cumulative
        }
    }

    /// An id shaped like the catalog's (8-4-4-4-12 lower-case hex digits).
    private static func uuid(_ random: inout SeededRandom) -> String {
        let high = random.next()
        let low = random.next()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        for position in 0..<32 {
            if position == 8 || position == 12 || position == 16 || position == 20 { bytes.append(UInt8(ascii: "-")) }
            let word = position < 16 ? high : low
            bytes.append(hexDigits[Int(word >> (60 - 4 * UInt64(position % 16)) & 0xf)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let songWords = [
        "Blue", "Midnight", "Autumn", "April", "Harlem", "Sweet", "Lonely", "Sunny", "Golden", "Smoky", "Velvet",
        "Moonlit", "Crescent", "Lazy", "Stardust", "Southern", "Rainy", "Silver", "Gentle", "Tender",
    ]
    private static let songEndings = [
        "Serenade", "Blues", "Rhapsody", "Stomp", "Lullaby", "Waltz", "Moon", "Dreams", "Shuffle", "Boogie", "Ballad",
        "Romance", "Nocturne", "Swing", "Rag", "Strut", "Reverie", "Street", "Avenue", "Holiday",
    ]
    private static let venues = [
        "Savoy", "Village Vanguard", "Blue Note", "Cotton Club", "Apollo", "Birdland", "Olympia", "Newport Casino",
        "Town Hall", "Crescendo",
    ]
}
