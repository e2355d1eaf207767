import Foundation
import Testing

@testable import WidgetCore

@Suite struct RedactionTests {
    private func item(_ image: ImageDrawing) -> DisplayItem { DisplayItem(.image(image)) }

    @Test func placeholderRedactionWrapsTheDrawingAndKeepsShapes() {
        let scene = compose(
            VStack {
                text10("Hello").named("t")
                Color.red.frame(width: 10, height: 10)
                text10("kept").unredacted()
            }.redacted(reason: .placeholder))
        #expect(
            scene.displayList.dump() == """
                effect redactText
                  text (88, 24, 25, 13) "Hello" color(#000000) default
                  fill (95, 45, 10, 10) color(#FF3B30) default
                  effect unredact
                    text (90, 63, 20, 13) "kept" color(#000000) default
                  endEffect
                endEffect
                """)
    }

    @Test func redactionReasonsReachTheEnvironment() {
        struct Reader: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "none").named("r") }
        }
        #expect(compose(Reader().redacted(reason: .placeholder)).layout.node(withIdentifier: "r")?.text == "placeholder")
        #expect(compose(Reader().unredacted().redacted(reason: .placeholder)).layout.node(withIdentifier: "r")?.text == "none")
        #expect(compose(Reader()).layout.node(withIdentifier: "r")?.text == "none")
    }

    @Test func privacySensitiveViewsRedactOnlyWhenTheContextSaysPrivacy() {
        let view = HStack {
            text10("1234").privacySensitive()
            text10("open")
        }
        #expect(!compose(view).displayList.dump().contains("redactText"))
        var env = EnvironmentValues()
        env.redactionReasons = .privacy
        let dump = compose(view, environment: env).displayList.dump()
        #expect(dump.hasPrefix("effect redactText\n  text"))
        #expect(dump.hasSuffix("\"open\" color(#000000) default"))
        var context = WidgetContext(family: .systemSmall)
        context.redactionReasons = .privacy
        #expect(context.environment(now: WidgetContext.referenceDate).redactionReasons == .privacy)
    }

    @Test func picturesBecomeForegroundFillsAndSymbolsCircles() {
        let redaction = RedactionPrimitive(foreground: .color(RGBA(red: 0, green: 0, blue: 0)))
        let frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        let picture = redaction.placeholder(for: ImageDrawing(source: .pixels(width: 1, height: 1, rgba: [0, 0, 0, 255]), frame: frame), like: item(ImageDrawing(source: .svg(Data()), frame: frame)))
        #expect(picture.operation.dumpLine == "fill (0, 0, 20, 10) color(#000000@0.16)")
        let symbol = redaction.placeholder(
            for: ImageDrawing(source: .svg(Data()), frame: frame, templateStyle: .color(RGBA(red: 1, green: 0, blue: 0)), symbolName: "star.fill"),
            like: item(ImageDrawing(source: .svg(Data()), frame: frame)))
        #expect(symbol.operation.dumpLine == "fill (5, 0, 10, 10) color(#FF0000@0.3)")
    }
}
