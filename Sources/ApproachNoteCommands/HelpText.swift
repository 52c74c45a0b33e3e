import Accounts
import Catalog
import CatalogSync
import CommandSupport
import Platform
import Screens
import Server
import TextFormatting
import Upstream

/// The text of `--help`, per command.
enum HelpText {
    static let main = """
        approachnote — browse a jazz-standards catalog: songs, artists and their recordings.

        Usage:
          approachnote [--headless COLSxROWS] [--latency MS] [--images MODE]
                                                        open the application on the Songs tab
          approachnote open LINK|NAME [page options]    open a song or artist page (a link such as
                                                        approachnote://song/<id>, or a name) as a sheet
          approachnote render LINK|NAME [options]       print a page once it has loaded
          approachnote catalog generate [--force]       create the demo catalog
          approachnote catalog info [--json]            count every entity
          approachnote catalog find song|artist QUERY [--json]
                                                        find ids by title or name
          approachnote catalog export --database postgres://…
                                                        load the catalog into PostgreSQL
          approachnote catalog sync --server URL [--parallel N] [--rate N] [--give-up-after SECONDS]
                    [--allow-removals] [--page-by-page] [--full]
                                                        mirror a server's catalog into the file
          approachnote recordings LINK|NAME [options]   a page's recordings, grouped
          approachnote library list|add|remove|export|import
                                                        your repertoires and favourite recordings
          approachnote config                           where the config file is, and the settings
          approachnote manual                           this help as a manual page (roff)
          approachnote completions bash|zsh|fish        the shell's completions of these commands
          approachnote serve [--listen HOST:PORT] [--database postgres://…] [--threads N] [--per-client N]
                                                        serve the catalog over HTTP (the /v1 API)
          approachnote account register|login|logout|status|change-password
                                                        your account on the catalog's server
          approachnote accounts list|disable|enable|delete|reset-link
                                                        the accounts serve keeps

        Options of the application, open and render:
          --images MODE    covers drawn with auto (what the terminal shows), kitty, sixel,
                           symbols, or off
        A command's options may come before it too.

        Global options (before or after the command):
          --catalog PATH   the catalog file (default: catalog.sqlite in the data folder below,
                           generated on first use); another path must hold one (catalog
                           generate makes it)
          --library PATH   your library of repertoires and favourites (default: library.sqlite
                           in the data folder below); no catalog command ever writes it
          --control PATH   answer automation requests (JSON lines) on a Unix socket
          --server URL     read the catalog from a server with the /v1 API (approachnote serve, or
                           the upstream's own: https://api.approachnote.com) instead of the
                           file, for the commands below; also APPROACHNOTE_SERVER
          --ca-file PATH   verify an https server against the certificate authorities in PATH
                           instead of the system's; also APPROACHNOTE_CA_FILE
          --help, -h       help (also after any command)
          --version, -v    the version

        --server and --ca-file are for \(Command.serverReadersDescribed).
        The data folder is \(UserFolder.data.described()).

        \(exitStatus)
        """

    static let exitStatus = """
        Exit status: 0 success, 1 catalog or system failure, 2 usage error,
        3 song or artist not found, 128 + N stopped by signal N (130 for Ctrl-C).
        """

    static let library = """
        Usage:
          approachnote library list [--json]
              Your repertoires, each with its songs in your order, and your favourite
              recordings, newest first. An entry whose song or recording the catalog no longer
              holds says "\(CatalogPresence.notInCatalog)"; it is kept all the same. --json prints
              what export writes.
          approachnote library add favorite RECORDING-ID
          approachnote library add repertoire NAME
          approachnote library add song SONG --to REPERTOIRE
              Mark a recording ★, make an empty repertoire, or add a song at the end of one
              (SONG is its id or its title; REPERTOIRE its name in any capitals, or its id). The
              titles are read from the catalog.
          approachnote library remove favorite RECORDING-ID
          approachnote library remove repertoire REPERTOIRE
          approachnote library remove song SONG-ID --from REPERTOIRE
          approachnote library export [--output FILE]
              The whole library as JSON (to standard output, or FILE): {"format":
              "approachnote-library", "version": 1, "repertoires": [{"id", "name",
              "description", "created_at", "updated_at", "songs": [{"id", "title", "composer",
              "composed_year", "added_at"}]}], "favorites": [{"id", "song_id", "song_title",
              "artist", "album_title", "recording_year", "favorited_at"}]}, the upstream's
              field names where it has the field.
          approachnote library import FILE
              Merge an export into the library: repertoires are matched by id, then by name,
              and take the songs they lack; what is there already is skipped and counted. A
              file that is not a whole, well-formed export is refused and nothing changes.
          approachnote library sync [--account-server URL]
              Sync with your account (approachnote account login) now, both ways, and print
              what moved each way. The first sync merges the library with the account's
              (repertoires by id, then by name). Changes made offline wait in the library and
              go at the next sync; your order of a repertoire's songs stays here. When two
              devices changed one thing, the change that reaches the account last wins, and
              what it replaced is said.

        Every change is one transaction, made durable before the command ends; the
        application and other commands may use the library at the same time.

        \(exitStatus)
        """

    static let catalog = """
        Usage:
          approachnote catalog generate [--force]
              Generate the deterministic demo catalog. An existing catalog is kept unless
              --force is given.
          approachnote catalog info [--json]
              Counts of songs, recordings, performers, releases and the rest (from a server
              without /v1/catalog/counts, the songs and artists its indexes list).
          approachnote catalog find song|artist QUERY [--json]
              Songs whose title, composer or alternate title contains QUERY, or artists whose
              name contains it (case, accents and apostrophes ignored). Exit status 3
              when nothing matches.
          approachnote catalog export --database postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE
              Load the catalog into PostgreSQL (schema "approachnote", replaced as a whole
              in one transaction: a failed load leaves the previous data in place).
          approachnote catalog sync --server URL [--catalog PATH] [--parallel N] [--rate N]
                    [--give-up-after SECONDS] [--allow-removals] [--page-by-page] [--full]
              Mirror the catalog of a server with the /v1 API (approachnote serve, or the
              upstream's) into the catalog file. From approachnote serve of a catalog file,
              the file comes whole, in one transfer, and a sync with nothing changed is one
              request. From any other server, page by page: every song's page and shell,
              every recording by batches of \(UpstreamLimits.batchIDs) and by its page, every artist's summary. The
              answers go to PATH.sync, which stays so that the next sync asks only whether
              each answer changed (ETags, If-None-Match); from a server without ETags, it
              asks only for the recordings and artists of the songs whose summary or shell
              changed. Either way the file at PATH is
              replaced only once the new catalog is whole and checked, so an interrupted sync
              (Ctrl-C, a kill, a server gone) loses nothing and the same command continues
              it. The sync reports what was added, removed or updated.
                --parallel N             requests in flight at once (\(span(SyncPolicy.parallelRange)), default \(SyncPolicy().parallel))
                --rate N                 at most N requests a second
                --give-up-after SECONDS  how long one request keeps being retried while the
                                         server is away, busy (429, Retry-After honoured) or
                                         unavailable (503) (default \(Int(SyncPolicy().giveUpAfter)))
                --allow-removals         let the sync remove more than a tenth of the songs,
                                         recordings or performers the last one kept (without
                                         it, such a sync keeps the catalog in place)
                --page-by-page           read the pages even from a server that gives its
                                         catalog file whole
                --full                   ask for every page again, even those the lists
                                         show unchanged
        """

    static let recordings = """
        Usage: approachnote recordings LINK|NAME [options]

        LINK is approachnote://song/<id> or approachnote://artist/<id>
        (find ids with 'approachnote catalog find'). A NAME (a song's title, an artist's name,
        an id) stands for the one page it names; one that names several is refused, with
        their ids.

        Song pages:
          --sort year|name                  decade shelves (default) or one shelf per leader
          --playable-only on|off            hide recordings with no streaming link (default on)
          --service spotify,apple_music,youtube
                                            keep recordings on any of these (overrides
                                            --playable-only)
          --performance all|instrumental|vocal
          --instrument FAMILY               Bass, Clarinet, Drums, Flute, Guitar, Organ, Piano,
                                            Saxophone, Trombone, Trumpet, Vibraphone, Vocals
        Artist pages:
          --sort year|song                  decade shelves (default) or one shelf per song
          --role all|leader|sideman
          --search TEXT                     song or album title contains TEXT
        Both:
          --json                            {"total": N, "groups": [{"key": …, "count": …}, …]}
        """

    static let serve = """
        Usage: \(ServeCommand.usage)

        Serves the catalog read-only over HTTP/1.1 with the upstream's routes and JSON, until
        SIGINT or SIGTERM (requests in flight finish first, for up to \(ServerConfiguration.defaultDrainTimeout.components.seconds) s):
          GET /v1/songs?search=TEXT                    every song's row in full, or those found
          GET /v1/songs/index?search=TEXT              songs by title, composer or alternate title
          GET /v1/songs/search?q=TEXT                  songs by title: id, title and composer
          GET /v1/songs/<id>?sort=year|name            the song with every recording in full
          GET /v1/songs/<id>/summary                   the song and its featured recordings
          GET /v1/songs/<id>/recordings/shell?sort=year|name
          GET /v1/songs/<id>/recordings                every recording of the song in full
          GET /v1/songs/<id>/authority_recommendations what authorities recommend, matched first
          GET /v1/songs/<id>/authorities               the same, in the upstream's other shape
          GET /v1/songs/<id>/transcriptions            the song's solo transcriptions
          GET /v1/songs/<id>/videos?type=KIND          the song's videos (backing_track, …)
          GET /v1/recordings?search=TEXT&limit=N       the newest recordings, or those found
          GET /v1/recordings/batch?ids=<id>,<id>,…     1 to \(UpstreamLimits.batchIDs) full recording rows
          GET /v1/recordings/count                     how many recordings the catalog holds
          GET /v1/recordings/<id>                      a recording's page
          GET /v1/recordings/<id>/releases
          GET /v1/recordings/<id>/transcriptions
          GET /v1/recordings/<id>/community-data       the votes on its key, tempo and vocals
          GET /v1/recordings/<id>/authorities          what authorities say of it
          GET /v1/transcriptions/<id>                  a solo transcription
          GET /v1/performers?search=&limit=&offset=    every match, or a page (limit at most \(UpstreamLimits.maximumPageSize)),
                                                       with X-Total-Count and X-Has-More
          GET /v1/performers/index?search=TEXT         every match, with X-Total-Count
          GET /v1/performers/search?name=TEXT          up to \(UpstreamLimits.performerSearchResults) artists whose name holds TEXT
          GET /v1/performers/<id>?sort=year|name       the artist with every recording
          GET /v1/performers/<id>/summary
          GET /v1/performers/<id>/recordings?sort=year|name
          GET /v1/catalog/counts                       every table's count (ours; not upstream)
          GET /v1/catalog/file                         the catalog file whole, with an ETag, for
                                                       catalog sync (ours; 404 from PostgreSQL)
          GET /health
        The upstream's routes about what its backend keeps beside the catalog, answered as it
        answers them when it has none:
          GET /v1/songs/<id>/research_status           no sources: this server researches nothing
          GET /v1/recordings/<id>/research_status
          GET /v1/performers/<id>/research_status
          GET /v1/performers/<id>/images               none: it keeps no images
          GET /v1/images/<id>                          404
          GET /v1/research/queue                       empty, no worker
          GET /v1/research/queue/items
          GET /v1/content-reports                      none: it takes no reports
          GET /v1/musicbrainz/works/search?q=TEXT      503: it does not reach MusicBrainz

        With a catalog file, it keeps accounts too, as the upstream's backend does (its routes,
        fields and words; tokens are HS256 JWTs, an access token lasts \(AccountPolicy().accessLifetime / 60) min, a refresh token \(AccountPolicy().refreshLifetime / 86_400)
        days and is spent by each refresh; Authorization: Bearer ACCESS-TOKEN):
        \(AccountService.routes.map { "  " + ($0.methods + " " + $0.path).padded(to: 45) + " " + $0.summary }.joined(separator: "\n"))

          --listen HOST:PORT   where to listen (default \(ServeCommand.defaultListen); port 0 picks a
                               free port; an IPv6 host goes in brackets, [::1]:8080)
          --threads N          threads answering requests, each with its own catalog connection
                               (\(span(ServerConfiguration.threadRange)), default \(ServeCommand.defaultThreads))
          --per-client N       connections one address may hold open at once; more are refused
                               (\(span(ServerConfiguration.connectionsPerClientRange)), default \(ServerConfiguration.defaultConnectionsPerClient))
          --catalog PATH       serve this catalog file (see approachnote --help)
          --database URL       serve the catalog exported to PostgreSQL (approachnote catalog export
                               --database URL) instead of a file; URL is
                               postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE
          --accounts PATH      the accounts' own file (default: accounts.sqlite in the data
                               folder, beside the catalog; replacing the catalog never touches it)
          --auth-key-file PATH the key tokens are signed with, readable by its owner only (default:
                               accounts.key beside the accounts, made on the first start)
          --show-favoriters    name who keeps a recording to anyone (the upstream does); by
                               default each user sees the count, and only themself
          --trust-forwarded-for  count a sign-in against the address X-Forwarded-For names last
                               (behind one proxy of your own); by default, the connection's

        Answers carry an ETag (304 to If-None-Match) and Cache-Control, and are gzipped when the
        client accepts it. Errors are JSON {"error": …, "detail": …}: 400 for a malformed id or
        parameter, 404 for an unknown id or path, 405 for a method the path does not answer, 413
        for a body on a GET or one over 64 KB, 414 for a target over 8 KB, 431 for more than 100 header fields or
        16 KB of them, 503 while the catalog cannot be read (PostgreSQL stopped or unreachable: a
        connection is given up after \(PostgresCatalogStore.connectTimeoutSeconds) s, and made again on the next request). One line per
        request goes to standard error: method, target, status, body bytes, milliseconds.
        """

    static let account = """
        Usage: \(AccountCommand.usage)

        Your account on a server of the upstream's contract (approachnote serve, or the upstream's
        own backend): the catalog's server (--server, APPROACHNOTE_SERVER or the config's server),
        or --account-server URL when the catalog is a file.
          approachnote account register EMAIL [--display-name NAME]
          approachnote account login EMAIL
          approachnote account logout                  end the session on the server, forget it here
          approachnote account status                  the server, who is signed in, the last sync
          approachnote account change-password         every other session is signed out
        The password is typed at the terminal, unseen, or given as one line of standard input
        with --password-stdin; never as an argument. The session is kept in
        \(UserFolder.state.described("account.json")), readable by you only; a copy others can read
        is refused. Being offline, or a server that fails, never signs you out: only a server
        that refuses the session does.
        """

    static let accounts = """
        Usage: \(AccountsCommand.usage)

        The accounts approachnote serve keeps (see approachnote serve --help), read and changed
        from the command line, whether or not the server runs:
          approachnote accounts list                   every account: email, name, since, last sign-in
          approachnote accounts disable EMAIL          end its sessions; it cannot sign in until enabled
          approachnote accounts enable EMAIL
          approachnote accounts delete EMAIL --yes     the account, its repertoires and favourites
          approachnote accounts reset-link EMAIL       a link that sets a new password, good once
                                                       within an hour (this server sends no mail:
                                                       hand it on; earlier links stop working)
        Emails are compared without case.

          --accounts PATH      the accounts' file, as serve --accounts (default: accounts.sqlite
                               in the data folder)
          --database URL       the accounts of serve --database URL, in that PostgreSQL database
          --yes                delete without asking again
        """

    static let config = """
        Usage: approachnote config

        Prints where the config file is and every setting's value with where it comes from.
        The file is \(UserFolder.config.described("config")):
        one "key = value" a line, "#" before a comment line. Command-line options win over the
        environment (APPROACHNOTE_SERVER), the environment over the file, the file over the
        defaults. A line that cannot be understood is reported with its number and ignored.
        Choosing a theme or a cover mode on the Settings tab writes it into the file (whole or not
        at all), keeping every other line, comments and order.

        \(UserConfig.keys.map { "  " + $0.name.padded(to: 8) + " = " + $0.placeholder + "\n      " + $0.summary }.joined(separator: "\n"))
        """

    static let open = """
        Usage: approachnote open LINK|NAME [--server URL] [--headless COLSxROWS] [--control PATH] [--latency MS] [--profile]
                 [--sort year|name|song] [--playable-only on|off] [--expand none|first|all|KEY…]
                 [--scroll-to KEY]

        Opens the application with the page of LINK (approachnote://song/<id> or
        approachnote://artist/<id>, optionally ?anchor=featured|recordings, or
        approachnote://recording/<id>), or of the song or
        artist NAME names ("All of Me", "Louis Armstrong"), as a sheet over the Songs tab. In the application: arrows and Tab move, Enter opens or toggles, Esc or
        Backspace goes back, 1–4 pick a tab, : (or Ctrl-O) asks for a link, Ctrl-L redraws,
        q quits. --sort, --playable-only, --expand and --scroll-to set how the page's
        recordings start out, as for render. --latency delays every catalog call, to see
        loading states. --headless runs on a virtual terminal of that size (no tty needed);
        --control answers automation requests (JSON lines) on a Unix socket: tree, open, press,
        focus, key, scroll, resize (headless), stats, wait. --profile samples the main
        thread's phase every millisecond (shown by stats). --server URL (or APPROACHNOTE_SERVER)
        reads the catalog from a server with the /v1 API instead of the file; while it cannot
        be reached, pages say so, retry by themselves after 1, 2, 4… up to 30 s, and r or
        Retry tries at once.
        """

    static let render = """
        Usage: \(BrowserCommand.renderUsage)

        Lays out the page of LINK once it has loaded, as it would appear in a terminal of that
        size (default 200x60), and prints it: plain text, or with --format ansi the escape
        sequences a terminal would receive. --sort, --playable-only and --expand set the
        recordings' controls (--expand takes none, first, all, or shelf keys separated by
        commas); --scroll-to scrolls to a shelf. --stats prints the frame's layout statistics
        as JSON on standard error. A server that asks to wait (429 or 503 with Retry-After) is
        waited for, as the application waits, for up to --timeout seconds (120 by default);
        then the page prints as far as it came, and the status is 1.
        """

    /// A range of numbers an option takes, as the help says it: "1 to 64".
    private static func span(_ range: ClosedRange<Int>) -> String { "\(range.lowerBound) to \(range.upperBound)" }
}
