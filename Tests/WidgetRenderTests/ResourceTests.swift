import Testing
@testable import WidgetRender
import WidgetRenderResources
@Test func resources() { #expect(BundledResources.fontsDirectory != nil) }
