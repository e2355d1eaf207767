import Foundation
import WidgetCore

extension Widget {
    /// The entry point `@main` calls: writes the widget's contact sheet into `widget-sheets/`
    /// (`--output <dir>`, `--list`) and exits (see <doc:WidgetKitAndAppIntents>, `@main`).
    ///
    /// On iOS the system runs the extension; here running it (`swift run MyWidgetExtension`)
    /// draws what it ships. In a library or test target, a type marked `@main` makes the
    /// module's `main` symbol, which clashes with the test runner's: keep the widget
    /// extension's sources in their own target (an executable target, as an extension is), or
    /// pass the compiler `-entry-point-function-name` with another name (see the WidgetKit
    /// article).
    public static func main() {
        exit(ExtensionRun(members: [WidgetBundleMember(Self())]).run(arguments: Array(CommandLine.arguments.dropFirst())))
    }
}

extension WidgetBundle {
    /// The entry point `@main` calls: renders a contact sheet of each widget and control of
    /// the bundle into `widget-sheets/` and exits (see <doc:WidgetKitAndAppIntents>, `@main`).
    public static func main() {
        exit(ExtensionRun(members: Self().bundleMembers).run(arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
