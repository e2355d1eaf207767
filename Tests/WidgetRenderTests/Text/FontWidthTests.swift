import Foundation
import Testing
import WidgetRender

/// `fontWidth(_:)` on a view and on `Text`: the width reaches the text's font, and since the
/// bundled fonts have one width, a width other than standard is drawn standard and reported.
@Suite struct FontWidthTests {
    let renderer = try! WidgetRenderer()

    func render<V: View>(_ view: V) throws -> RenderedImage {
        try renderer.renderContent(view.accessibilityIdentifier("text"), family: .systemSmall)
    }

    func widthMessages(_ image: RenderedImage) -> [String] {
        image.diagnostics.filter { $0.kind == .fontSubstitution }.map(\.message)
    }

    @Test func aViewsWidthReachesItsText() throws {
        let image = try render(VStack { Text("72°").font(.system(size: 32)) }.fontWidth(.compressed))
        #expect(widthMessages(image) == ["font width -0.3 is drawn at the standard width: the bundled fonts have one width."])
    }

    @Test func textTakesTheFirstWidthWritten() throws {
        let image = try render(Text("Cloudy").fontWidth(.condensed).fontWidth(.expanded))
        #expect(widthMessages(image) == ["font width -0.2 is drawn at the standard width: the bundled fonts have one width."])
    }

    @Test func theStandardWidthOrNoneIsNotReportedAndDrawsTheSame() throws {
        let plain = try render(Text("Cloudy").font(.system(size: 26)))
        let standard = try render(Text("Cloudy").font(.system(size: 26)).fontWidth(.standard))
        let none = try render(VStack { Text("Cloudy").font(.system(size: 26)) }.fontWidth(nil))
        let condensed = try render(Text("Cloudy").font(.system(size: 26)).fontWidth(.condensed))
        #expect(widthMessages(standard).isEmpty && widthMessages(none).isEmpty)
        #expect(try plain.pngData() == standard.pngData())
        #expect(try plain.pngData() == none.pngData())
        // Drawn at the standard width: the same frame as the plain text.
        #expect(condensed.layout.frame(of: "text") == plain.layout.frame(of: "text"))
    }
}
