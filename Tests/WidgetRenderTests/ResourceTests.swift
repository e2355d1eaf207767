import Testing
import WidgetRenderResources

@testable import WidgetRender

@Test func resources() { #expect(BundledResources.fontsDirectory != nil) }
