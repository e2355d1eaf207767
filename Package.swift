// swift-tools-version:6.0
//
// Module graph (who imports what):
//
//   CWidgetRender          system library: Cairo, Pango, fontconfig, libpng, libdeflate (C only);
//                          librsvg, gdk-pixbuf and poppler-glib are opened at run time, when first needed
//   WidgetCore             pure Swift: view DSL, environment, resolve, layout, display list
//   WidgetRenderResources  the top-level Fonts/ and Symbols/ folders as SwiftPM resources
//   WidgetRender           the only module that imports C; re-exports WidgetCore
//   WidgetGallery          example widgets written the iOS way (demo content, test subjects)
//   WidgetRenderCLI        the command-line front end as a library
//   widget-render          executable: WidgetRenderCLI over WidgetGallery
//   widget-render-bench    executable: `make bench`
//   WidgetRenderFuzz       the seeded view-tree fuzzer (tests and `make fuzz`)
//   WidgetSnapshotTesting  snapshot assertions for XCTest and Swift Testing over WidgetRender
//   widget-render-fuzz     executable: `make fuzz`
//   WidgetRenderMacros     the `#Preview` macro plugin (toolchain SwiftSyntax, no package)
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The folder of the running toolchain's SwiftSyntax host libraries (`<toolchain>/usr/lib/swift/host`),
/// which the `#Preview` macro plugin builds against instead of the swift-syntax package (this
/// package has no outside dependencies). `WIDGET_RENDER_SWIFT_HOST_LIBS` overrides the search;
/// otherwise the toolchain is the one whose libraries this manifest process has loaded
/// (`/proc/self/maps`), so it works for any install location and for path dependencies. When
/// neither gives a folder with `SwiftSyntax.swiftmodule`, the macro target is built with
/// `WIDGET_RENDER_NO_HOST_LIBRARIES`, and its `#error` names the setting to pass.
func swiftHostLibraries() -> String? {
    let environment = ProcessInfo.processInfo.environment
    func hasSwiftSyntax(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
    }
    if let folder = environment["WIDGET_RENDER_SWIFT_HOST_LIBS"], !folder.isEmpty {
        return hasSwiftSyntax(folder) ? folder : nil
    }
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    for line in maps.split(separator: "\n") {
        guard let slash = line.firstIndex(of: "/"), let lib = line[slash...].range(of: "/lib/swift/") else { continue }
        let folder = String(line[slash..<lib.lowerBound]) + "/lib/swift/host"
        if hasSwiftSyntax(folder) { return folder }
    }
    return nil
}

let hostLibraries = swiftHostLibraries()
let macroSettings: [SwiftSetting] = hostLibraries.map { [.unsafeFlags(["-I", $0])] } ?? [.define("WIDGET_RENDER_NO_HOST_LIBRARIES")]
let macroLinking: [LinkerSetting] =
    (hostLibraries.map { [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0])] } ?? [])
    + [
        "SwiftSyntax", "SwiftSyntaxMacros", "SwiftCompilerPluginMessageHandling", "SwiftDiagnostics", "SwiftSyntaxBuilder",
        "SwiftParser", "SwiftBasicFormat", "SwiftSyntaxMacroExpansion", "SwiftOperators",
    ].map { .linkedLibrary($0) }

/// Links the Swift runtime and Foundation into an executable statically on Linux: a process
/// then binds about a third of the symbols at start-up (no `libswiftCore.so`, `libFoundation*.so`
/// and their relocations) and loads no `FoundationNetworking` (libcurl and some 30 libraries
/// behind it) unless it uses it, which made one `widget-render render` about 0.7× as long.
/// The objects are compiled as usual (so plain `swift build` and `swift test` work); only the
/// link takes the static libraries, named here because the modules the objects were compiled
/// against name the shared ones. The executable is not position-independent (no relocation
/// of its own pointers at start-up: 55,000 relative relocations instead of 135,000, 7 % fewer
/// page faults), and is linked by the toolchain's lld, which, unlike gold, does not repeat
/// glibc's link-time warning about the `mktemp` inside static Foundation.
///
/// The C++ runtime the Swift runtime needs is linked statically too: the toolchain's
/// `-static-stdlib` asks for `-lstdc++` ahead of any flag given here, so the executable is
/// linked with `Sources/widget-render/Linker` first on the library path, where `libstdc++.so`
/// is a linker script that names `libstdc++.a` (GCC's, found further along the path). The
/// process then loads 42 shared libraries and resolves libstdc++'s 4,300 relocations at link
/// time instead of start-up.
///
/// `make sanitize` sets `WIDGET_RENDER_DYNAMIC_SWIFT_RUNTIME=1` and links the shared runtime:
/// ThreadSanitizer follows the synchronisation of the shared Swift runtime only, and takes a
/// statically linked runtime's one-time initialisation of a global (`swift_once`) for a data
/// race.
///
/// The functions a render runs are laid out together, in the order of
/// `Sources/widget-render/Linker/startup-order.txt` (`make startup-order` writes it from a
/// profile of gallery renders; a name the build no longer has is skipped): they then fill
/// fewer pages of the executable, and a one-render process takes about 90 fewer page faults on
/// its code (each maps 16 pages around it).
let linksSwiftRuntimeStatically = ProcessInfo.processInfo.environment["WIDGET_RENDER_DYNAMIC_SWIFT_RUNTIME"] == nil
let staticSwiftRuntime: [LinkerSetting] =
    !linksSwiftRuntimeStatically
    ? []
    : [
        .unsafeFlags(
            [
                "-use-ld=lld", "-Xclang-linker", "-no-pie", "-static-stdlib",
                "-L", Context.packageDirectory + "/Sources/widget-render/Linker", "-Xlinker", "--start-group",
            ]
                + [
                    "Foundation", "FoundationEssentials", "FoundationInternationalization", "_FoundationICU",
                    "_FoundationCollections", "_FoundationCShims", "CoreFoundation", "swiftSynchronization",
                    "swiftObservation", "swiftDispatch", "dispatch", "BlocksRuntime", "swift_StringProcessing",
                    "swift_RegexParser", "swift_Concurrency", "swiftCore", "swiftGlibc", "swift_Builtin_float",
                ]
                .flatMap { ["-Xlinker", "-l" + $0] }
                + ["-Xlinker", "--end-group", "-Xlinker", "-lstdc++"]
                + [
                    "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Sources/widget-render/Linker/startup-order.txt",
                    "-Xlinker", "--no-warn-symbol-ordering",
                ],
            .when(platforms: [.linux])
        )
    ]

/// Release builds of the engine's modules (and of the gallery and the CLI) reach the metadata of
/// the concrete generic types a view tree is made of (`ModifiedContent<VStack<…>, …>`) through
/// direct accessor calls instead of by mangled name. By name, the Swift runtime demangles each
/// type the first time it is used and checks its generic requirements with conformance lookups,
/// each a scan of every protocol-conformance record in the process (thousands in a statically
/// linked executable): 7 % of a one-render `widget-render` process, measured side by side.
/// They also emit the metadata of those concrete types ready-made (`-prespecialize-generic-metadata`),
/// so the runtime finds it instead of instantiating each type on first use: 2 % of a one-render
/// process, measured side by side (*Benchmarks*, "Start-up, 2026-12-07, second session"); the
/// gallery's renders and sheets are the same bytes with it.
/// The flags only change how the compiled code asks for metadata, never what a program does;
/// debug builds keep the default. `WIDGET_RENDER_BENCH_NO_DIRECT_TYPE_METADATA=1` builds without
/// them, for the bench's start-up shares (*Benchmarks*), in a scratch folder of its own.
let directTypeMetadata: [SwiftSetting] =
    ProcessInfo.processInfo.environment["WIDGET_RENDER_BENCH_NO_DIRECT_TYPE_METADATA"] != nil
    ? []
    : [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-prespecialize-generic-metadata"], .when(configuration: .release))
    ]

/// Release builds of the modules `widget-render` is made of put each function in a section of its
/// own, so that the link can lay out the functions a render runs side by side
/// (`Sources/widget-render/Linker/startup-order.txt`, see `staticSwiftRuntime`); the static
/// Swift runtime, standard library and Foundation are built that way already. Only where the
/// code lies in the executable changes.
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]

/// Apple's logging API (`Logger`, `OSLog`, `os_log`) under its two module names: `OSLog`
/// declares it (standalone: logging code needs no WidgetRender type) and `os` re-exports it.
let loggingTargets: [Target] = [
    .target(name: "OSLog"),
    .target(name: "os", dependencies: ["OSLog"]),
]

/// The part of CoreLocation widget code uses (coordinates, `CLLocation`, `CLLocationManager` over
/// the render's configured location), standalone as `OSLog` is: it needs no WidgetRender type.
let locationTargets: [Target] = [.target(name: "CoreLocation")]

/// Modules named as Apple's frameworks, so that a widget extension's `import SwiftUI`,
/// `import WidgetKit`, … compile unchanged: each is one file, `@_exported import WidgetRender`
/// (the same types, no copies), and a library product of the same name. SwiftPM puts every
/// module of a build in one folder, so `canImport(WidgetKit)` is true in any target built after
/// WidgetKit, even one that does not depend on it: WidgetKit depends on the other six and `os`, so that
/// wherever it can be imported the imports that usually follow `#if canImport(WidgetKit)` can be
/// too (DocC: *Framework modules*).
///
/// `_Testing_UIKit` is an empty module: the toolchain's Swift Testing declares a cross-import
/// overlay of that name for UIKit, which the compiler loads in every file that imports both
/// `Testing` and `UIKit`, and fails when it is missing.
let frameworkModules = ["SwiftUI", "UIKit", "AppIntents", "Intents", "ActivityKit", "Charts"]
let frameworkTargets: [Target] =
    frameworkModules.map {
        .target(name: $0, dependencies: $0 == "UIKit" ? ["WidgetRender", "_Testing_UIKit"] : ["WidgetRender"])
    } + [
        .target(name: "WidgetKit", dependencies: ["WidgetRender", "os"] + frameworkModules.map { .target(name: $0) }),
        .target(name: "_Testing_UIKit"),
    ] + loggingTargets + locationTargets

let package = Package(
    name: "WidgetRender",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        .library(name: "WidgetRenderCLI", targets: ["WidgetRenderCLI"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        .executable(name: "widget-render", targets: ["widget-render"]),
    ] + frameworkTargets.filter { !$0.name.hasPrefix("_") }.map { .library(name: $0.name, targets: [$0.name]) },
    targets: [
        .systemLibrary(
            name: "CWidgetRender",
            pkgConfig: "pangocairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev", "libpoppler-glib-dev", "libpng-dev", "libdeflate-dev", "libfontconfig-dev"]),
                .brew(["cairo", "pango", "librsvg", "poppler", "libpng", "libdeflate", "fontconfig"]),
            ]
        ),
        .macro(name: "WidgetRenderMacros", swiftSettings: macroSettings, linkerSettings: macroLinking),
        .target(name: "WidgetCore", dependencies: ["WidgetRenderMacros"], swiftSettings: directTypeMetadata + functionSections),
        // The resource target lives at the package root so that the fixed top-level
        // `Fonts/` and `Symbols/` folders are its resources, in place, with no copies.
        .target(
            name: "WidgetRenderResources",
            path: ".",
            exclude: [
                // `out/` is `make sheet`'s output; the Makefile makes it before any build (SwiftPM
                // caches this manifest, so an exclude that depended on the folder being there
                // would go stale when it appears, and one naming a missing folder warns).
                "README.md", "Makefile", "Snapshots", "Tests", "CHANGELOG.md", "out",
                "Sources/CWidgetRender", "Sources/WidgetCore", "Sources/WidgetRender",
                "Sources/WidgetGallery", "Sources/WidgetRenderCLI", "Sources/widget-render",
                "Sources/widget-render-bench", "Sources/WidgetRenderFuzz", "Sources/widget-render-fuzz",
                "Sources/WidgetRenderMacros",
                "Sources/WidgetSnapshotTesting",
            ] + frameworkTargets.map { "Sources/" + $0.name },
            sources: ["Sources/WidgetRenderResources"],
            resources: [.copy("Fonts"), .copy("Symbols")]
        ),
        .target(
            name: "WidgetRender",
            dependencies: ["WidgetCore", "CWidgetRender", "WidgetRenderResources"],
            swiftSettings: directTypeMetadata + functionSections
        ),
        // The gallery's files open with `#if canImport(WidgetKit)`; depending on WidgetKit makes
        // that branch (Apple's imports, over the framework modules) the one always compiled here.
        .target(name: "WidgetGallery", dependencies: ["WidgetRender", "WidgetKit", "ActivityKit", "Charts"], swiftSettings: directTypeMetadata + functionSections),
        .target(name: "WidgetRenderCLI", dependencies: ["WidgetRender"], swiftSettings: directTypeMetadata + functionSections),
        .executableTarget(
            name: "widget-render", dependencies: ["WidgetRenderCLI", "WidgetGallery"], exclude: ["Linker"],
            swiftSettings: directTypeMetadata + functionSections, linkerSettings: staticSwiftRuntime
        ),
        .executableTarget(name: "widget-render-bench", dependencies: ["WidgetRender", "WidgetGallery", "WidgetSnapshotTesting"]),
        // The seeded view-tree fuzzer: a library the tests use, and `make fuzz`'s executable.
        .target(name: "WidgetRenderFuzz", dependencies: ["WidgetRender"]),
        .executableTarget(name: "widget-render-fuzz", dependencies: ["WidgetRenderFuzz"]),
        .target(name: "WidgetSnapshotTesting", dependencies: ["WidgetRender"]),
        .testTarget(name: "WidgetCoreTests", dependencies: ["WidgetCore"]),
        .testTarget(
            name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetGallery", "WidgetRenderFuzz", "WidgetSnapshotTesting"],
            exclude: ["WidgetKit/Fixtures"]  // App Group folders the tests read through #filePath
        ),
        .testTarget(name: "WidgetGalleryTests", dependencies: ["WidgetGallery", "WidgetRender", "WidgetSnapshotTesting"]),
        .testTarget(name: "WidgetSnapshotTestingTests", dependencies: ["WidgetSnapshotTesting", "WidgetGallery"]),
        .testTarget(name: "WidgetRenderCLITests", dependencies: ["WidgetRenderCLI", "WidgetGallery"]),
        .testTarget(name: "FrameworkModulesTests", dependencies: ["WidgetRender", "WidgetKit", "OSLog", "os", "CoreLocation"]),
    ] + frameworkTargets
)
