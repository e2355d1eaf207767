// swift-tools-version:6.0
//
// Module graph (who imports what):
//
//   CWidgetRender          system library: Cairo, Pango, fontconfig, librsvg, libpng (C only)
//   WidgetCore             pure Swift: view DSL, environment, resolve, layout, display list
//   WidgetRenderResources  the top-level Fonts/ and Symbols/ folders as SwiftPM resources
//   WidgetRender           the only module that imports C; re-exports WidgetCore
//   WidgetGallery          example widgets written the iOS way (demo content, test subjects)
//   WidgetRenderCLI        the command-line front end as a library
//   widget-render          executable: WidgetRenderCLI over WidgetGallery
//   widget-render-bench    executable: `make bench`
//   WidgetRenderFuzz       the seeded view-tree fuzzer (tests and `make fuzz`)
//   widget-render-fuzz     executable: `make fuzz`
import PackageDescription

let package = Package(
    name: "WidgetRender",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        .library(name: "WidgetRenderCLI", targets: ["WidgetRenderCLI"]),
        .executable(name: "widget-render", targets: ["widget-render"]),
    ],
    targets: [
        .systemLibrary(
            name: "CWidgetRender",
            pkgConfig: "pangocairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev", "libpng-dev", "libfontconfig-dev"]),
                .brew(["cairo", "pango", "librsvg", "libpng", "fontconfig"]),
            ]
        ),
        // Carries librsvg's pkg-config flags (librsvg-2.0, gdk-pixbuf): `pkgConfig` takes one
        // name, and pangocairo's flags do not reach `<librsvg/rsvg.h>`.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        .target(name: "WidgetCore"),
        // The resource target lives at the package root so that the fixed top-level
        // `Fonts/` and `Symbols/` folders are its resources, in place, with no copies.
        .target(
            name: "WidgetRenderResources",
            path: ".",
            exclude: [
                "README.md", "Makefile", "Snapshots", "Tests", "CHANGELOG.md", "out",
                "Sources/CWidgetRender", "Sources/CRsvg", "Sources/WidgetCore", "Sources/WidgetRender",
                "Sources/WidgetGallery", "Sources/WidgetRenderCLI", "Sources/widget-render",
                "Sources/widget-render-bench", "Sources/WidgetRenderFuzz", "Sources/widget-render-fuzz",
            ],
            sources: ["Sources/WidgetRenderResources"],
            resources: [.copy("Fonts"), .copy("Symbols")]
        ),
        .target(
            name: "WidgetRender",
            dependencies: ["WidgetCore", "CWidgetRender", "CRsvg", "WidgetRenderResources"]
        ),
        .target(name: "WidgetGallery", dependencies: ["WidgetRender"]),
        .target(name: "WidgetRenderCLI", dependencies: ["WidgetRender"]),
        .executableTarget(name: "widget-render", dependencies: ["WidgetRenderCLI", "WidgetGallery"]),
        .executableTarget(name: "widget-render-bench", dependencies: ["WidgetRender", "WidgetGallery"]),
        // The seeded view-tree fuzzer: a library the tests use, and `make fuzz`'s executable.
        .target(name: "WidgetRenderFuzz", dependencies: ["WidgetRender"]),
        .executableTarget(name: "widget-render-fuzz", dependencies: ["WidgetRenderFuzz"]),
        .testTarget(name: "WidgetCoreTests", dependencies: ["WidgetCore"]),
        .testTarget(
            name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetGallery", "WidgetRenderFuzz"],
            exclude: ["WidgetKit/Fixtures"]  // App Group folders the tests read through #filePath
        ),
        .testTarget(name: "WidgetGalleryTests", dependencies: ["WidgetGallery", "WidgetRender"]),
        .testTarget(name: "WidgetRenderCLITests", dependencies: ["WidgetRenderCLI", "WidgetGallery"]),
    ]
)
