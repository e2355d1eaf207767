// swift-tools-version:6.0
// A second package that depends on WidgetRender the way users do, to prove that the bundled
// Fonts/ and Symbols/ resources are found when WidgetRender is a dependency, that the
// documented widget templates (static, configurable, interactive) and #Preview blocks compile
// unchanged, that WidgetSnapshotTesting works in a user's XCTest and Swift Testing tests
// (references in Snapshots/), and that a widget extension's files that import SwiftUI, WidgetKit,
// AppIntents and UIKit compile with no edit against the framework-named products
// (UnchangedExtension), and that a project can ship its own widget-render over its widgets
// (ReadingWidgets, a library as an app's shared widget code is, and reading-render, a
// three-line executable over WidgetRenderCLI, which CLIExample/check.sh runs as a user would).
// `make consumer` copies this folder elsewhere and links the repository in as Deps/WidgetRender.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "Deps/WidgetRender")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "WidgetRender", package: "WidgetRender")]),
        // `@main` on a WidgetBundle, in a target of its own as a widget extension is.
        .executableTarget(name: "WidgetExtension", dependencies: [.product(name: "WidgetRender", package: "WidgetRender")]),
        // A widget extension's files with no edit at all: they import SwiftUI, WidgetKit,
        // AppIntents and UIKit, WidgetRender's modules named as Apple's frameworks.
        .executableTarget(
            name: "UnchangedExtension",
            dependencies: ["SwiftUI", "WidgetKit", "AppIntents", "UIKit"].map { .product(name: $0, package: "WidgetRender") }
        ),
        // A project's own widget-render: its widgets in a library, the tool over WidgetRenderCLI.
        .target(name: "ReadingWidgets", dependencies: [.product(name: "WidgetRender", package: "WidgetRender")]),
        .executableTarget(
            name: "reading-render",
            dependencies: ["ReadingWidgets", .product(name: "WidgetRenderCLI", package: "WidgetRender")]
        ),
        .testTarget(
            name: "UnchangedExtensionTests",
            dependencies: ["UnchangedExtension", .product(name: "WidgetRender", package: "WidgetRender")]
        ),
        .testTarget(
            name: "ConsumerTests",
            dependencies: [
                .product(name: "WidgetRender", package: "WidgetRender"),
                .product(name: "WidgetSnapshotTesting", package: "WidgetRender"),
            ]
        ),
    ]
)
