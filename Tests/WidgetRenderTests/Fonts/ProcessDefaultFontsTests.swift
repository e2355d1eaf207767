import Foundation
import Testing

@testable import WidgetRender

/// `WidgetRenderer.useBundledFontsAsProcessDefault()` changes fontconfig's current
/// configuration for the whole process, and not a byte of what the library renders.
@Suite struct ProcessDefaultFontsTests {
    private struct Sample: View {
        var body: some View {
            VStack {
                Text("Process default").font(.title3).bold()
                Text("DejaVu Sans falls back").font(.custom("DejaVu Sans", size: 13))
                Text("Reading 🔥 12 days").font(.system(.caption, design: .serif))
            }
        }
    }

    private func png(_ renderer: WidgetRenderer) throws -> Data {
        try renderer.render(Sample(), in: WidgetContext(family: .systemMedium)).pngData()
    }

    @Test func rendersAreTheSameBytesBeforeAndAfterInstalling() throws {
        let before = try WidgetRenderer()
        let reference = try png(before)

        try WidgetRenderer.useBundledFontsAsProcessDefault()
        try WidgetRenderer.useBundledFontsAsProcessDefault()  // a second call does nothing

        #expect(try png(before) == reference, "a renderer made before")
        let installed = try WidgetRenderer()
        #expect(try png(installed) == reference, "the renderer that takes the installed configuration")
        #expect(try png(WidgetRenderer()) == reference, "a renderer with fonts of its own")
        // Each font map uses its renderer's configuration: the installed one through the map's
        // default (fontconfig's current configuration), others given to the map. (Another test
        // of this process may have taken the installed one first.)
        for renderer in [before, installed, try WidgetRenderer()] {
            try renderer.engines.withEngine { engine in
                let library = engine.context.library
                #expect(library.usesConfig(of: library.configuration))
            }
        }
    }
}
