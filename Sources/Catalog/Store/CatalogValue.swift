/// A parameter of a catalog query. A list is one parameter, which each database spells its own
/// way (SQLite a JSON array for `json_each`, PostgreSQL an array); `CatalogDialect.isAmong`
/// writes the test that reads it.
enum CatalogValue {
    case integer(Int)
    case text(String)
    case integers([Int])
    case texts([String])
}
