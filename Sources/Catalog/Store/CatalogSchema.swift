/// The catalog's SQLite schema. Internal keys are integers (small rows, fast joins); every
/// entity the API names also has a stable `uuid`. Each index below serves a query of
/// `SQLiteCatalogStore`; the comment beside it names which.
package enum CatalogSchema {
    /// Bump when the schema or the meaning of a column changes; older files are then refused
    /// with a message that says how to regenerate.
    package static let version = 7

    /// The table a `CREATE TABLE` statement makes; nil for any other statement.
    package static func tableName(of statement: String) -> String? {
        guard statement.hasPrefix("CREATE TABLE ") else { return nil }
        return String(statement.dropFirst("CREATE TABLE ".count).prefix { $0 != "(" && $0 != " " })
    }

    /// Whether a file's `schema_version` is a later version's than this one.
    package static func isNewer(_ found: String) -> Bool { (Int(found) ?? 0) > version }

    /// Every table of the schema.
    package static var tableNames: [String] { statements.compactMap(tableName(of:)) }

    package static let statements: [String] = [
        "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
        """
        CREATE TABLE songs(
            id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, title TEXT NOT NULL, composer TEXT,
            composed_year INTEGER, composed_key TEXT, structure TEXT, wikipedia_url TEXT,
            external_references TEXT NOT NULL DEFAULT '{}', alt_titles TEXT NOT NULL DEFAULT '[]',
            search_key TEXT NOT NULL, sort_key TEXT NOT NULL, song_reference TEXT, musicbrainz_id TEXT,
            created_at TEXT, updated_at TEXT)
        """,
        // songs index, in display order
        "CREATE INDEX songs_by_sort_key ON songs(sort_key, title)",
        """
        CREATE TABLE performers(
            id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, name TEXT NOT NULL, sort_name TEXT,
            birth_date TEXT, death_date TEXT, biography TEXT, wikipedia_url TEXT,
            search_key TEXT NOT NULL, sort_key TEXT NOT NULL)
        """,
        // the Artists list, in display order and searched by `search_key`: read from the index
        // alone, in its order, so a search neither sorts nor visits the table
        "CREATE INDEX performers_by_sort_key ON performers(sort_key, name, uuid, sort_name, search_key)",
        "CREATE TABLE instruments(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, category TEXT)",
        """
        CREATE TABLE performer_instruments(
            performer_id INTEGER NOT NULL, instrument_id INTEGER NOT NULL, is_primary INTEGER NOT NULL,
            PRIMARY KEY(performer_id, instrument_id)) WITHOUT ROWID
        """,
        """
        CREATE TABLE releases(
            id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, title TEXT, artist_credit TEXT,
            release_year INTEGER, release_date TEXT, label TEXT, catalog_number TEXT,
            format_name TEXT, country TEXT)
        """,
        """
        CREATE TABLE recordings(
            id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, song_id INTEGER NOT NULL REFERENCES songs(id),
            title TEXT, recording_year INTEGER, recording_date TEXT, date_precision TEXT,
            default_release_id INTEGER REFERENCES releases(id), is_canonical INTEGER NOT NULL DEFAULT 0,
            notes TEXT,
            -- Derived by CatalogDerivations.refresh; never written directly.
            leader_id INTEGER, leader_instrument_id INTEGER, instruments_present TEXT NOT NULL DEFAULT '[]',
            services INTEGER NOT NULL DEFAULT 0, is_instrumental INTEGER, authority_count INTEGER NOT NULL DEFAULT 0)
        """,
        // summary counts, featured, batch ids of a song
        "CREATE INDEX recordings_by_song ON recordings(song_id, recording_year)",
        """
        CREATE TABLE recording_releases(
            recording_id INTEGER NOT NULL, release_id INTEGER NOT NULL, disc_number INTEGER NOT NULL DEFAULT 1,
            track_number INTEGER, PRIMARY KEY(recording_id, release_id)) WITHOUT ROWID
        """,
        // release → its tracks (release pages, cascade checks)
        "CREATE INDEX recording_releases_by_release ON recording_releases(release_id)",
        """
        CREATE TABLE recording_performers(
            recording_id INTEGER NOT NULL, performer_id INTEGER NOT NULL, instrument_id INTEGER,
            role TEXT NOT NULL CHECK (role IN ('leader', 'sideman', 'other')))
        """,
        // shell leaders and instruments, batch performers
        "CREATE INDEX recording_performers_by_recording ON recording_performers(recording_id, role)",
        // the artist page (one group per recording, its roles, in index order) and the performer
        // summary's count, from the index alone
        "CREATE INDEX recording_performers_by_performer ON recording_performers(performer_id, recording_id, role)",
        // track_url is empty where the source said the recording is on the service without
        // giving its address (a mirror's recording whose server showed no page of it): it counts
        // for the recording's services, and no page offers it as a link
        """
        CREATE TABLE streaming_links(
            recording_id INTEGER NOT NULL, release_id INTEGER NOT NULL, service TEXT NOT NULL,
            track_url TEXT NOT NULL, album_url TEXT, preview_url TEXT, match_confidence REAL NOT NULL DEFAULT 1,
            PRIMARY KEY(recording_id, release_id, service)) WITHOUT ROWID
        """,
        // a release's Spotify album on the recording page, named by any of its tracks' links
        "CREATE INDEX streaming_links_by_release ON streaming_links(release_id, service, recording_id)",
        """
        CREATE TABLE release_imagery(
            release_id INTEGER NOT NULL, source TEXT NOT NULL, type TEXT NOT NULL CHECK (type IN ('Front', 'Back')),
            small TEXT, medium TEXT, large TEXT, source_url TEXT,
            PRIMARY KEY(release_id, type, source)) WITHOUT ROWID
        """,
        """
        CREATE TABLE recording_covers(
            -- Derived by CatalogDerivations.refresh: each recording's best front cover
            -- (FrontCoverChoice), which the artist page shows on every card.
            recording_id INTEGER PRIMARY KEY, small TEXT, medium TEXT)
        """,
        """
        CREATE TABLE shell_rows(
            -- Derived by CatalogDerivations.refresh: each recording's row of its song's shell,
            -- with its release's and leader's names copied in, kept in the shell's year order.
            -- Looked up, a song's releases and leaders are spread over the file (the Summertime
            -- shell read some 2,000 pages for them), and sorting 1,721 rows by text took longer
            -- than reading them. Here a song's rows lie together, already in order.
            --   year_order: the recording year, or CatalogDerivations.last when it has none;
            --   leader_order: the leader's place among all performers by sort key, name and id,
            --   or CatalogDerivations.last when it has none.
            song_id INTEGER NOT NULL, year_order INTEGER NOT NULL, leader_order INTEGER NOT NULL,
            recording_id INTEGER NOT NULL, uuid TEXT NOT NULL, title TEXT, album_title TEXT, artist_credit TEXT,
            recording_year INTEGER, is_canonical INTEGER NOT NULL, leader_uuid TEXT, leader_name TEXT,
            leader_sort_name TEXT, leader_instrument TEXT, instruments_present TEXT NOT NULL,
            is_instrumental INTEGER, services INTEGER NOT NULL, authority_count INTEGER NOT NULL,
            PRIMARY KEY(song_id, year_order, leader_order, recording_id)) WITHOUT ROWID
        """,
        """
        CREATE TABLE recording_contributions(
            recording_id INTEGER NOT NULL, user_name TEXT NOT NULL, is_instrumental INTEGER,
            performance_key TEXT, tempo_marking TEXT, updated_at TEXT NOT NULL,
            PRIMARY KEY(recording_id, user_name)) WITHOUT ROWID
        """,
        """
        CREATE TABLE authority_recommendations(
            id INTEGER PRIMARY KEY, song_id INTEGER NOT NULL, recording_id INTEGER, source TEXT NOT NULL,
            recommendation_text TEXT, source_url TEXT, artist_name TEXT, album_title TEXT, recording_year INTEGER)
        """,
        // featured recordings and authority counts per song
        "CREATE INDEX authority_by_song ON authority_recommendations(song_id, recording_id)",
        // authority counts in batch rows
        "CREATE INDEX authority_by_recording ON authority_recommendations(recording_id)",
        // Videos of a soloist's part written out, as the upstream keeps them: a YouTube link each.
        """
        CREATE TABLE solo_transcriptions(
            id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, song_id INTEGER NOT NULL REFERENCES songs(id),
            recording_id INTEGER REFERENCES recordings(id), youtube_url TEXT)
        """,
        // a song's transcriptions, on its page
        "CREATE INDEX transcriptions_by_song ON solo_transcriptions(song_id)",
        // a recording's transcriptions, on its page
        "CREATE INDEX transcriptions_by_recording ON solo_transcriptions(recording_id)",
        // A song's videos by kind (`video_type`: 'backing_track' among them), a link each.
        """
        CREATE TABLE videos(
            id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, song_id INTEGER NOT NULL REFERENCES songs(id),
            recording_id INTEGER REFERENCES recordings(id), youtube_url TEXT NOT NULL, title TEXT, description TEXT,
            video_type TEXT NOT NULL, duration_seconds INTEGER)
        """,
        // a song's videos of one kind, on its page
        "CREATE INDEX videos_by_song ON videos(song_id, video_type)",
    ]
}
