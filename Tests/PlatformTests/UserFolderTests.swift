import Platform
import TestThreads
import Testing

@Suite("The program's folders under the user's base directories", .testThreads)
struct UserFolderTests {
    @Test(
        "an absolute variable names the base; one empty, relative or unset falls back to the home's",
        arguments: UserFolder.allCases)
    func rule(folder: UserFolder) throws {
        let home = ["HOME": "/h"]
        #expect(folder.path("f", environment: home.merging([folder.variable: "/x"]) { $1 }) == "/x/approachnote/f")
        for ignored in ["", "x", "./x"] {
            #expect(
                folder.path("f", environment: home.merging([folder.variable: ignored]) { $1 })
                    == "/h/\(folder.inHome)/approachnote/f")
        }
        #expect(folder.path(environment: home) == "/h/\(folder.inHome)/approachnote")
        #expect(try folder.path("a", "b", environment: home, undecodable: []) == "/h/\(folder.inHome)/approachnote/a/b")
    }

    @Test("the four folders and their variables, as the XDG rule names them")
    func names() {
        #expect(
            UserFolder.allCases.map(\.variable) == [
                "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
            ])
        #expect(UserFolder.allCases.map(\.inHome) == [".local/share", ".config", ".local/state", ".cache"])
        #expect(
            UserFolder.data.described("catalog.sqlite")
                == "$XDG_DATA_HOME/approachnote/catalog.sqlite, else ~/.local/share/approachnote/catalog.sqlite")
    }

    @Test("an undecodable variable is refused, HOME only when the home folder is fallen back on")
    func undecodable() throws {
        let environment = ["HOME": "/h", "XDG_CACHE_HOME": "/c"]
        #expect(throws: UserFolder.UndecodableVariable(name: "XDG_DATA_HOME")) {
            try UserFolder.data.path("x", environment: environment, undecodable: ["XDG_DATA_HOME"])
        }
        #expect(throws: UserFolder.UndecodableVariable(name: "HOME")) {
            try UserFolder.data.path("x", environment: environment, undecodable: ["HOME"])
        }
        #expect(try UserFolder.cache.path("x", environment: environment, undecodable: ["HOME"]) == "/c/approachnote/x")
    }
}
