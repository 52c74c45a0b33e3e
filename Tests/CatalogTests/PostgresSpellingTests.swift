import TestThreads
import Testing

@testable import Catalog

@Suite("SQLite's statements spelled for PostgreSQL", .testThreads)
struct PostgresSpellingTests {
    @Test("the column types are translated as whole words; names that hold them are not")
    func types() {
        let statement =
            "CREATE TABLE songs (id TEXT PRIMARY KEY, year INTEGER, score REAL, text_key TEXT NOT NULL, INTEGERS TEXT) WITHOUT ROWID"
        #expect(
            PostgresSchema.translate(statement)
                == #"CREATE TABLE songs (id TEXT COLLATE "C" PRIMARY KEY, year BIGINT, score DOUBLE PRECISION, text_key TEXT COLLATE "C" NOT NULL, INTEGERS TEXT COLLATE "C")"#
        )
        #expect(PostgresSchema.translate("TEXT") == #"TEXT COLLATE "C""#, "a word at either end is a word")
        #expect(PostgresSchema.translate("") == "")
    }

    @Test("every table of the catalog's schema has no SQLite-only type left")
    func schema() {
        #expect(!PostgresSchema.tables.isEmpty)
        for table in PostgresSchema.tables {
            let words = table.statement.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            #expect(!words.contains("INTEGER") && !words.contains("REAL") && !words.contains("ROWID"), "\(table.name)")
        }
    }

    @Test("?N becomes $N; a question mark before anything else stays")
    func parameters() {
        #expect(
            PostgresConnection.numberedParameters("SELECT * FROM songs WHERE id = ?1 AND year > ?12")
                == "SELECT * FROM songs WHERE id = $1 AND year > $12")
        #expect(PostgresConnection.numberedParameters("'why?' ? ?a ?") == "'why?' ? ?a ?")
        #expect(PostgresConnection.numberedParameters("?1") == "$1")
        #expect(PostgresConnection.numberedParameters("") == "")
    }
}
