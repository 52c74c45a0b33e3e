// swift-tools-version:6.0
import PackageDescription

// Release builds link the Swift runtime and Foundation into the program: a start no longer
// loads a dozen shared libraries (most of a bare start's time), and only the pages the
// program reads are resident (8 MB less). The program stays position-independent, so its
// code is still placed at a random address: a fixed one would save 0.7 ms of relocations per
// start, too little for what address randomisation is worth to a program that decodes
// images from the network. The modules are compiled against the static libraries too, so
// that they name the libraries those need in turn.
let staticStandardLibrary = LinkerSetting.unsafeFlags(["-static-stdlib"], .when(configuration: .release))

let package = Package(
    name: "ApproachNote",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "approachnote", targets: ["approachnote"])
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .target(name: "CJPEGCodec", dependencies: ["CJPEG"]),
        .target(name: "Catalog", dependencies: ["CSQLite", "CLibPQ"]),
        .target(name: "Browsing", dependencies: ["Catalog"]),
        .target(name: "Layout"),
        .target(name: "CHeap"),
        .target(name: "CPseudoTerminal"),
        .target(name: "Signals"),
        .target(name: "Terminal", dependencies: ["Layout", "Signals"]),
        .target(name: "Artwork", dependencies: ["CJPEGCodec", "CPNG", "CChafa", "CCurlLoader", "Layout"]),
        .target(name: "CCurlLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "Screens", dependencies: ["Catalog", "Browsing", "Layout", "Artwork", "CCurlLoader"]),
        .target(name: "Server", dependencies: ["Catalog", "CMicroHTTPD", "CDeflate", "Signals"]),
        .target(
            name: "ApproachNoteCommands",
            dependencies: [
                "Catalog", "Browsing", "Layout", "Terminal", "Screens", "Artwork", "Server", "CHeap",
                "CPseudoTerminal",
            ]),
        .executableTarget(
            name: "approachnote", dependencies: ["ApproachNoteCommands", "CHeap"],
            linkerSettings: [staticStandardLibrary]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
        .testTarget(name: "BrowsingTests", dependencies: ["Browsing", "Catalog"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Layout"]),
        .testTarget(name: "ArtworkTests", dependencies: ["Artwork", "Layout"]),
        .testTarget(name: "ServerTests", dependencies: ["Server", "Catalog"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Catalog", "Browsing", "Layout", "Artwork"]),
        .testTarget(
            name: "ApproachNoteCommandsTests",
            dependencies: [
                "ApproachNoteCommands", "Catalog", "Browsing", "Screens", "Layout", "Terminal", "Artwork",
                "Server", "CPseudoTerminal", "CZlib",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-static-stdlib"], .when(configuration: .release))
        ]
}
