// swift-tools-version:6.0
// A complete example of a project shipping `widget-render` over its own widgets: the widgets
// live in a library target (as an app's shared widget code does) and the tool is a
// three-line executable over WidgetRenderCLI. `make consumer` copies this folder elsewhere,
// links the repository in as Deps/WidgetRender, builds it and runs the tool.
import PackageDescription

let package = Package(
    name: "CLIExample",
    dependencies: [.package(path: "Deps/WidgetRender")],
    targets: [
        .target(name: "ReadingWidgets", dependencies: [.product(name: "WidgetRender", package: "WidgetRender")]),
        .executableTarget(
            name: "reading-render",
            dependencies: ["ReadingWidgets", .product(name: "WidgetRenderCLI", package: "WidgetRender")]
        ),
    ]
)
