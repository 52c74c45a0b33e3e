import Preferences
import TestThreads
import Testing

@Suite("The config file's lines", .testThreads)
struct ConfigDocumentTests {
    private static let text = """
        # My settings
          theme   =   dark  

        # covers
        images=symbols
        server = http://127.0.0.1:8080/#frag
        not a setting
        theme = light
        """

    @Test("settings are read with their lines, the last of a key winning; comments and blanks are no settings")
    func reads() {
        let document = ConfigDocument(text: Self.text)
        #expect(document.settings.map(\.line) == [2, 5, 6, 8])
        #expect(document.settings.map(\.key) == ["theme", "images", "server", "theme"])
        #expect(document.value(of: "theme") == "light")
        #expect(document.value(of: "images") == "symbols")
        #expect(document.value(of: "server") == "http://127.0.0.1:8080/#frag", "a # inside a value is kept")
        #expect(document.value(of: "catalog") == nil)
        #expect(document.malformedLines == [7])
    }

    @Test("unchanged, the text is written back exactly, a final newline added")
    func roundTrip() {
        #expect(ConfigDocument(text: Self.text).text == Self.text + "\n")
        #expect(ConfigDocument(text: Self.text + "\n").text == Self.text + "\n")
        #expect(ConfigDocument(text: "").text == "")
    }

    @Test("setting a key changes only the line that gives it now, keeping its spacing; a new key goes last")
    func sets() {
        var document = ConfigDocument(text: Self.text)
        document.set("theme", to: "terminal")
        document.set("images", to: "off")
        document.set("catalog", to: "~/jazz.sqlite")
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines == [
                "# My settings", "  theme   =   dark  ", "", "# covers", "images=off",
                "server = http://127.0.0.1:8080/#frag",
                "not a setting", "theme = terminal", "catalog = ~/jazz.sqlite", "",
            ])
        #expect(document.value(of: "theme") == "terminal")
    }

    @Test("a file with Windows line endings keeps them, and setting a key changes only its line")
    func crlf() {
        var document = ConfigDocument(text: "# mine\r\ntheme = dark\r\nimages = off\r\n")
        #expect(document.settings.map(\.key) == ["theme", "images"])
        #expect(document.value(of: "theme") == "dark")
        document.set("theme", to: "light")
        #expect(document.text == "# mine\r\ntheme = light\r\nimages = off\r\n")
    }

    @Test("a line with no key, or a key with a space, is malformed; = with nothing after is an empty value")
    func shapes() {
        let document = ConfigDocument(text: "= dark\nthe me = dark\ntheme =\n\t# tabbed comment\n")
        #expect(document.malformedLines == [1, 2])
        #expect(document.settings.map(\.key) == ["theme"])
        #expect(document.value(of: "theme") == "")
    }
}
