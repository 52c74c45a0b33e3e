/// A database connection lent to the catalog's queries for the length of one read. Opaque
/// outside this module: what it reaches, and how, is the store's business.
public struct CatalogSession {
    let connection: any CatalogConnection
}
