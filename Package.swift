// swift-tools-version:6.0
import PackageDescription

// Release builds link the Swift runtime and FoundationEssentials into the program: a start
// maps no dozen shared libraries (the bulk of a bare start's time), and only the pages the
// program reads are resident. No module imports the whole of Foundation, whose ICU data would
// double the program's size. The program stays position-independent, so its code is still
// placed at a random address (it decodes images from the network); LLVM's linker packs its
// relative relocations (DT_RELR), so that the dynamic loader reads a few kilobytes of them
// rather than a megabyte. The modules are compiled against the shared libraries, as the tests
// that link them need, so the link names the two libraries FoundationEssentials' static
// archive needs in turn, which its shared library would have brought.
let staticLinking = [
    "-static-stdlib", "-ld-path=\(Context.packageDirectory)/scripts/lld-as-needed", "-Xlinker",
    "-l_FoundationCollections",
    "-Xlinker", "-l_FoundationCShims",
]
let staticStandardLibrary = LinkerSetting.unsafeFlags(
    staticLinking + [
        "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/approachnote/hot-functions.order",
        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
    ],
    .when(configuration: .release))

let package = Package(
    name: "ApproachNote",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "approachnote", targets: ["approachnote"]),
        .executable(name: "approachnote-bench", targets: ["approachnote-bench"]),
    ],
    targets: [
        // The system's C libraries, and C shims for what Swift cannot call.
        .systemLibrary(
            name: "CSQLite", path: "Sources/System/CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CJPEG", path: "Sources/System/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/System/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CChafa", path: "Sources/System/CChafa", pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .target(name: "CMicroHTTPD", path: "Sources/System/CMicroHTTPD", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(
            name: "CZlib", path: "Sources/System/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/System/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CLibPQ", path: "Sources/System/CLibPQ", providers: [.apt(["libpq-dev"])]),
        .target(
            name: "CDelayedLibraries", dependencies: ["CChafa", "CJPEG", "CPNG", "CDeflate", "CSQLite"],
            path: "Sources/System/CDelayedLibraries", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CJPEGCodec", dependencies: ["CJPEG", "CDelayedLibraries"], path: "Sources/System/CJPEGCodec"),
        .target(name: "CPNGCodec", dependencies: ["CPNG", "CDelayedLibraries"], path: "Sources/System/CPNGCodec"),
        .target(name: "CCurlLoader", path: "Sources/System/CCurlLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CPasswordHash", path: "Sources/System/CPasswordHash", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CSodium", path: "Sources/System/CSodium", linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "CPostgresLoader", path: "Sources/System/CPostgresLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CHeap", path: "Sources/System/CHeap"),
        .target(name: "CAllocationCount", path: "Sources/System/CAllocationCount"),
        .target(name: "CAllocationCounter", path: "Sources/System/CAllocationCounter"),
        .target(name: "CGNUExtensions", path: "Sources/System/CGNUExtensions"),
        .target(name: "CBuildInfo", path: "Sources/System/CBuildInfo"),
        .target(name: "CPseudoTerminal", path: "Sources/System/CPseudoTerminal"),

        // The Swift modules, each with one job (docs/design.md's table says which).
        .target(name: "StableHashing"),
        .target(name: "SQLite", dependencies: ["CSQLite", "CDelayedLibraries", "Platform"]),
        .target(name: "TextFormatting"),
        .target(name: "Platform", dependencies: ["CGNUExtensions"]),
        .target(name: "UntrustedText"),
        .target(name: "Upstream"),
        .target(name: "CurlTransfer", dependencies: ["CCurlLoader", "CBuildInfo"]),
        .target(name: "AccountSecurity", dependencies: ["CPasswordHash", "CSodium"]),
        .target(name: "AccountLink", dependencies: ["CurlTransfer", "Platform", "Preferences", "Upstream"]),
        .target(
            name: "Accounts",
            dependencies: ["AccountSecurity", "SQLite", "Catalog", "Platform", "TextFormatting", "Upstream"]),
        .target(
            name: "Catalog",
            dependencies: [
                "StableHashing", "SQLite", "Upstream", "CLibPQ", "CPostgresLoader", "CurlTransfer", "Platform",
                "TextFormatting", "UntrustedText",
            ]),
        .target(
            name: "CatalogSync",
            dependencies: [
                "Catalog", "SQLite", "Upstream", "CurlTransfer", "StableHashing", "CDeflate", "CDelayedLibraries",
                "Platform", "UntrustedText",
            ]),
        .target(
            name: "DemoCatalog", dependencies: ["Catalog", "SQLite", "StableHashing", "Platform", "TextFormatting"]),
        .target(
            name: "Browsing", dependencies: ["Catalog", "Upstream", "UntrustedText", "Platform", "TextFormatting"]),
        .target(
            name: "Layout", dependencies: ["UntrustedText", "Platform"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "Keys", dependencies: ["Layout"]),
        .target(name: "Signals"),
        .target(name: "Playback", dependencies: ["Platform", "UntrustedText"]),
        .target(name: "Preferences", dependencies: ["UntrustedText", "Platform", "TextFormatting"]),
        .target(name: "Library", dependencies: ["SQLite", "Upstream", "Preferences", "Platform", "TextFormatting"]),
        .target(
            name: "LibrarySync",
            dependencies: ["Library", "AccountLink", "Upstream", "UntrustedText", "TextFormatting"]),
        .target(name: "Terminal", dependencies: ["Layout", "Keys", "Signals", "Platform", "TextFormatting"]),
        .target(
            name: "Artwork",
            dependencies: [
                "StableHashing", "CJPEGCodec", "CPNG", "CPNGCodec", "CChafa", "CDelayedLibraries", "CurlTransfer",
                "Layout",
                "Platform",
            ]),
        .target(
            name: "Screens",
            dependencies: [
                "Catalog", "Browsing", "Layout", "Keys", "Artwork", "Library", "UntrustedText", "Upstream",
                "AccountLink",
                "LibrarySync", "TextFormatting", "Playback",
            ]),
        .target(
            name: "Application",
            dependencies: [
                "Catalog", "Browsing", "Layout", "Keys", "Terminal", "Artwork", "Library", "Screens", "Platform",
                "Playback",
            ]),
        .target(
            name: "Server",
            dependencies: [
                "Catalog", "Accounts", "Upstream", "CMicroHTTPD", "CDeflate", "CDelayedLibraries", "Signals",
                "UntrustedText", "Platform",
                "TextFormatting",
            ]),
        .target(
            name: "CommandSupport",
            dependencies: [
                "Catalog", "DemoCatalog", "Browsing", "Layout", "Terminal", "UntrustedText", "TextFormatting",
            ]),
        .target(
            name: "Bench",
            dependencies: [
                "CommandSupport", "StableHashing", "UntrustedText", "Catalog", "DemoCatalog", "Browsing", "Layout",
                "Terminal", "Artwork",
                "Screens", "Application", "Server", "CHeap", "CAllocationCount", "CPseudoTerminal", "CGNUExtensions",
                "Platform",
                "TextFormatting",
            ]),
        .target(
            name: "ApproachNoteCommands",
            dependencies: [
                "CommandSupport", "UntrustedText", "CurlTransfer", "Catalog", "DemoCatalog", "Browsing", "Layout",
                "Terminal",
                "Artwork", "Screens",
                "Application", "Server", "Accounts", "AccountLink", "Preferences", "CatalogSync", "Signals", "Library",
                "LibrarySync", "Platform",
                "Upstream",
                "TextFormatting",
            ]),
        .executableTarget(
            name: "approachnote", dependencies: ["ApproachNoteCommands", "CommandSupport", "CHeap"],
            exclude: ["hot-functions.order"], linkerSettings: [staticStandardLibrary]),
        // The bench, a program of its own beside approachnote: never installed, it runs from the
        // source tree and starts approachnote beside it for what it measures in a process.
        .executableTarget(
            name: "approachnote-bench", dependencies: ["Bench", "CommandSupport", "CHeap", "CAllocationCounter"],
            linkerSettings: [staticStandardLibrary]),

        // What the tests share, layered like the code: fixtures that know nothing of ours (an
        // HTTP server, sockets, child processes), the catalog's (the demo catalog made once,
        // PostgreSQL clusters, the upstream's answers replayed), the pages' (the browser on a
        // headless terminal, in process), and the application's (the binary in tmux, the
        // automation client, the server in process).
        .target(
            name: "TestFixtures", dependencies: ["Platform", "CGNUExtensions", "CZlib"], path: "Tests/TestFixtures"),
        .target(
            name: "CatalogTestSupport",
            dependencies: ["TestFixtures", "Catalog", "CommandSupport", "SQLite", "StableHashing"],
            path: "Tests/CatalogTestSupport"),
        .target(
            name: "ScreensTestSupport",
            dependencies: [
                "CatalogTestSupport", "Application", "Screens", "Browsing", "Layout", "Terminal", "Artwork", "Library",
                "Catalog", "DemoCatalog", "Playback",
            ],
            path: "Tests/ScreensTestSupport"),
        .target(
            name: "ApplicationTestSupport",
            dependencies: [
                "TestFixtures", "CatalogTestSupport", "ApproachNoteCommands", "CommandSupport", "Bench", "Browsing",
                "Layout", "Terminal", "Catalog", "Server",
            ],
            path: "Tests/ApplicationTestSupport"),
        // The thread pool every suite's tests run on, timed (`.testThreads`).
        .target(name: "TestThreads", dependencies: ["Platform"], path: "Tests/TestThreads"),
        // The keys the key map's tests try, shared by the table's, the loop's and the application's.
        .target(name: "KeysTestSupport", dependencies: ["Keys"], path: "Tests/KeysTestSupport"),
        .testTarget(name: "StableHashingTests", dependencies: ["TestThreads", "StableHashing"]),
        .testTarget(name: "AccountSecurityTests", dependencies: ["TestThreads", "AccountSecurity"]),
        .testTarget(
            name: "AccountsTests",
            dependencies: ["TestThreads", "Accounts", "AccountSecurity", "CatalogTestSupport", "TestFixtures"]),
        // A server the test scripts, answering as the upstream's backend answered.
        .target(name: "AccountTestSupport", dependencies: ["AccountLink"], path: "Tests/AccountTestSupport"),
        .testTarget(name: "AccountLinkTests", dependencies: ["TestThreads", "AccountLink", "AccountTestSupport"]),
        .testTarget(name: "PreferencesTests", dependencies: ["TestThreads", "Preferences"]),
        .testTarget(name: "PlaybackTests", dependencies: ["TestThreads", "Playback", "TestFixtures"]),
        .testTarget(name: "TextFormattingTests", dependencies: ["TestThreads", "TextFormatting"]),
        .testTarget(name: "PlatformTests", dependencies: ["TestThreads", "Platform"]),
        // A child for the library's crash tests: it writes to a library until it is killed.
        .executableTarget(name: "library-writer", dependencies: ["Library"], path: "Tests/LibraryWriter"),
        .testTarget(name: "LibraryTests", dependencies: ["TestThreads", "Library", "TestFixtures"]),
        .testTarget(
            name: "LibrarySyncTests",
            dependencies: [
                "TestThreads", "LibrarySync", "Library", "AccountLink", "Accounts", "CatalogTestSupport",
                "AccountTestSupport",
            ]),
        .testTarget(
            name: "CatalogTests",
            dependencies: [
                "TestThreads", "Catalog", "SQLite", "DemoCatalog", "CPostgresLoader", "Platform", "Upstream",
                "TestFixtures", "CatalogTestSupport",
            ]),
        .testTarget(
            name: "DemoCatalogTests",
            dependencies: ["TestThreads", "DemoCatalog", "Catalog", "SQLite", "TestFixtures", "CatalogTestSupport"]),
        .testTarget(name: "BrowsingTests", dependencies: ["TestThreads", "Browsing", "Catalog", "UntrustedText"]),
        .testTarget(name: "LayoutTests", dependencies: ["TestThreads", "Layout", "UntrustedText"]),
        .testTarget(name: "KeysTests", dependencies: ["TestThreads", "Keys", "KeysTestSupport", "Layout"]),
        .testTarget(
            name: "TerminalTests", dependencies: ["TestThreads", "Terminal", "Keys", "KeysTestSupport", "Layout"]),
        .testTarget(
            name: "ArtworkTests", dependencies: ["TestThreads", "Artwork", "Layout", "StableHashing", "TestFixtures"]),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "TestThreads", "Server", "Catalog", "SQLite", "ApproachNoteCommands", "CommandSupport", "Bench",
                "CZlib", "Library",
                "TestFixtures", "CatalogTestSupport", "ApplicationTestSupport", "ScreensTestSupport",
            ]),
        .testTarget(
            name: "ScreensTests",
            dependencies: [
                "TestThreads", "Screens", "Catalog", "Browsing", "Layout", "Artwork", "Library", "CatalogTestSupport",
                "ScreensTestSupport", "AccountLink", "AccountTestSupport",
            ]),
        .testTarget(
            name: "ApplicationTests",
            dependencies: [
                "TestThreads", "Application", "ApproachNoteCommands", "CommandSupport", "Screens", "Catalog",
                "Browsing", "Layout",
                "Keys", "KeysTestSupport", "Terminal", "Artwork", "Library", "TestFixtures", "CatalogTestSupport",
                "ApplicationTestSupport", "ScreensTestSupport", "Playback",
            ]),
        .testTarget(
            name: "BenchTests",
            dependencies: [
                "TestThreads", "Bench", "ApproachNoteCommands", "CommandSupport", "Catalog", "Browsing", "Layout",
                "Terminal",
                "Artwork", "TestFixtures", "CatalogTestSupport", "ApplicationTestSupport", "ScreensTestSupport",
            ]),
        .testTarget(
            name: "ApproachNoteCommandsTests",
            dependencies: [
                "TestThreads", "ApproachNoteCommands", "CommandSupport", "Catalog", "SQLite", "DemoCatalog", "Browsing",
                "Screens", "Server", "Accounts", "AccountSecurity", "Keys", "TextFormatting", "Terminal",
                "Library", "TestFixtures", "CatalogTestSupport", "ApplicationTestSupport", "ScreensTestSupport",
            ]),
        .testTarget(
            name: "CatalogSyncTests",
            dependencies: [
                "TestThreads", "CatalogSync", "Catalog", "SQLite", "ApproachNoteCommands", "CommandSupport",
                "DemoCatalog",
                "Screens", "Layout", "Library",
                "TestFixtures", "CatalogTestSupport", "ApplicationTestSupport", "ScreensTestSupport",
            ]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "TestThreads", "Browsing", "Catalog", "Layout", "Terminal", "TestFixtures", "CatalogTestSupport",
                "ApplicationTestSupport", "ScreensTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// The suite tests the release build itself, the binary that is shipped: one build serves the
// tests, the package and `scripts/run`. So the program's modules are compiled for testing
// (`@testable import`) in release too, at the price of their internal symbols kept in the
// binary; the checks a debug build would make are made at run time instead, while
// `SelfChecks` are on, as they are for every test. The tests' own code, and what they share,
// is not optimized: the compiler's time there is not won back by the suite. Nor is debug
// information made, for either (SwiftPM asks for it; the frontend takes the last word): the
// package strips it, a test names its own lines, and it took a tenth of a fresh build. A test
// module's interface is written by the job that compiles it, not by a job of its own: only the
// tests' main module waits for it, and the separate job type-checked the module a second time.
// Each function of the program's modules gets a section of its own, not only the public ones:
// the release link can then place every function the start runs beside the others (the
// symbol ordering file) and drop those nothing calls. And a concrete generic type's metadata
// is made by calling its accessor with the conformances the compiler knows, not by
// demangling its name, for which the runtime checks each generic requirement by scanning every
// protocol conformance in the program, the first time a process meets it: a cost a fresh
// process's first frame would pay for each generic type the layout uses.
for target in package.targets where target.type == .test || target.path?.hasPrefix("Tests/") == true {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(
                ["-Onone", "-Xfrontend", "-gnone", "-no-emit-module-separately-wmo"], .when(configuration: .release))
        ]
}
for target in package.targets
where (target.type == .regular || target.type == .executable) && target.path?.hasPrefix("Tests/") != true {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(
                [
                    "-enable-testing", "-Xfrontend", "-gnone", "-Xfrontend", "-function-sections", "-Xfrontend",
                    "-disable-concrete-type-metadata-mangled-name-accessors",
                ], .when(configuration: .release))
        ]
}
