import Catalog
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// Two `serve` processes on one PostgreSQL database, signing with one key: one service. A
/// token one issues the other takes; a sign-out, a rotation or a password change on one holds
/// at once on the other.
@Suite("serve: accounts shared through PostgreSQL", .serialized, .testThreads)
struct ServeAccountsPostgresTests {
    @Test("a token of one server is taken by the other; rotation, sign-out and password change hold on both")
    func twoServersAreOneService() throws {
        let database = try SharedPostgresCatalog.url()
        let key = try AccountClient.keyFile()
        let arguments = ["--auth-key-file", key]
        let first = try RunningServe(threads: 2, database: database, arguments: arguments)
        defer { first.stop() }
        let second = try RunningServe(threads: 2, database: database, arguments: arguments)
        defer { second.stop() }
        let a = AccountClient(port: first.port)
        let b = AccountClient(port: second.port)
        let email = "two-servers-\(UUID().uuidString.prefix(8))@example.test"

        let ada = try a.register(email)
        #expect(try b.send("GET", "/v1/auth/me", token: ada.access).string("email") == email)
        let created = try b.send("POST", "/v1/repertoires/", ["name": "Gig"], token: ada.access)
        #expect(created.status == 201)
        #expect(try a.send("GET", "/v1/repertoires/\(created.string("id"))", token: ada.access).string("name") == "Gig")

        // Rotated on the second: the spent token is refused on the first, and its family ends.
        let rotated = try b.refresh(ada.refresh)
        #expect(rotated.status == 200)
        #expect(try a.refresh(ada.refresh).status == 401)
        #expect(try a.refresh(rotated.string("refresh_token")).status == 401)

        // Signed out on the first: refused on the second.
        let session = try a.login(email)
        #expect(try a.send("POST", "/v1/auth/logout", ["refresh_token": session.string("refresh_token")]).status == 200)
        #expect(try b.refresh(session.string("refresh_token")).status == 401)

        // The password changed on the second: the first's sessions end, the old password fails there.
        let phone = try a.login(email)
        let changed = try b.send(
            "POST", "/v1/auth/change-password",
            ["current_password": "correct horse 1", "new_password": "battery staple 2"],
            token: phone.string("access_token"))
        #expect(changed.status == 200)
        #expect(try a.refresh(phone.string("refresh_token")).status == 401)
        #expect(try a.login(email).status == 401)
        #expect(try a.login(email, password: "battery staple 2").status == 200)
        #expect(try a.refresh(changed.string("refresh_token")).status == 200)
    }

    @Test(
        "the catalog exported again into the database leaves the accounts, their repertoires and sessions as they were")
    func accountsOutliveAnExport() throws {
        // A catalog of three songs: two exports of the whole demo catalog would take half a minute.
        let catalog = try CatalogSlice.store(at: CatalogSlice.shared)
        let database = try PostgresServer.freshDatabase()
        _ = try catalog.export(to: database)
        let serve = try RunningServe(
            threads: 1, database: database, arguments: ["--auth-key-file", AccountClient.keyFile()])
        defer { serve.stop() }
        let client = AccountClient(port: serve.port)
        let ada = try client.register("export@example.test")
        let song = try SharedDemoCatalog.songID("Satin Doll")
        let id = try client.send("POST", "/v1/repertoires/", ["name": "Gig"], token: ada.access).string("id")
        #expect(try client.send("POST", "/v1/repertoires/\(id)/songs/\(song)", token: ada.access).status == 201)

        _ = try catalog.export(to: database)
        let detail = try client.send("GET", "/v1/repertoires/\(id)", token: ada.access)
        #expect(detail.status == 200 && detail.json["song_count"] as? Int == 1)
        #expect(try client.refresh(ada.refresh).status == 200)
        #expect(try client.login("export@example.test").status == 200)
    }

    @Test("a server with another key takes none of the first's tokens")
    func anotherKey() throws {
        let database = try SharedPostgresCatalog.url()
        let first = try RunningServe(
            threads: 1, database: database, arguments: ["--auth-key-file", AccountClient.keyFile()])
        defer { first.stop() }
        let other = try RunningServe(
            threads: 1, database: database, arguments: ["--auth-key-file", AccountClient.keyFile()])
        defer { other.stop() }
        let email = "other-key-\(UUID().uuidString.prefix(8))@example.test"
        let ada = try AccountClient(port: first.port).register(email)
        let refused = try AccountClient(port: other.port).send("GET", "/v1/auth/me", token: ada.access)
        #expect(refused.status == 401 && refused.error == "Invalid token: Invalid token")
        #expect(try AccountClient(port: other.port).refresh(ada.refresh).status == 401)
    }
}
