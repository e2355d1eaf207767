import Foundation
import Testing

@testable import WidgetRender
@testable import WidgetRenderResources

@Test func resources() { #expect(BundledResources.fontsDirectory != nil) }

/// The folders found beside the running executable (the test runner sits beside the resource
/// bundle, as `widget-render` does) are the ones `Bundle.module` gives.
@Test func theFoldersFoundBesideTheExecutableAreBundleModules() throws {
    for (found, name) in [(BundledResources.fontsDirectory, "Fonts"), (BundledResources.symbolsDirectory, "Symbols")] {
        let viaBundle = try #require(Bundle.module.url(forResource: name, withExtension: nil))
        let shortcut = try #require(found)
        #expect(shortcut.resolvingSymlinksInPath().standardizedFileURL.path == viaBundle.resolvingSymlinksInPath().standardizedFileURL.path)
    }
}
